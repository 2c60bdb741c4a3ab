/// Manifest mistakes found only against the protocol (unknown methods), with their exact output.
let protocolErrorCases: [GenerateErrorCase] = [
    GenerateErrorCase(
        "unknown method",
        lines: [
            "responsibilities:",
            "  - name: A",
            "    methods: [application(_:didFinishLaunchingWithOption:)]",
        ],
        expected: [
            "scaffold.yml:3:15: error: 'UIApplicationDelegate' has no method "
                + "'application(_:didFinishLaunchingWithOption:)'; did you mean "
                + "'application(_:didFinishLaunchingWithOptions:)'?",
        ]),
    GenerateErrorCase(
        "unknown method with several near names",
        lines: [
            "responsibilities:",
            "  - name: A",
            "    methods:",
            "      - application(_:open:)",
        ],
        expected: [
            "scaffold.yml:4:9: error: 'UIApplicationDelegate' has no method 'application(_:open:)'; did you mean "
                + "'application(_:open:options:)' or 'application(_:open:sourceApplication:annotation:)' or "
                + "'application(_:handleOpen:)'?",
        ]),
    GenerateErrorCase(
        "policy on a method with nothing to combine",
        lines: [
            "responsibilities:",
            "  - name: A",
            "    methods: [applicationDidEnterBackground(_:)]",
            "    policies: {applicationDidEnterBackground(_:): all}",
        ],
        expected: [
            "scaffold.yml:4:51: error: 'applicationDidEnterBackground(_:)' has no value to combine; policy 'all' "
                + "does not apply",
        ]),
    GenerateErrorCase(
        "policy that does not fit the return type",
        lines: [
            "responsibilities:",
            "  - name: A",
            "    methods: [application(_:open:options:)]",
            "    policies: {application(_:open:options:): union}",
        ],
        expected: [
            "scaffold.yml:4:46: error: policy 'union' combines option sets, but 'application(_:open:options:)' "
                + "returns 'Bool'",
        ]),
    GenerateErrorCase(
        "fetchResult on a Bool",
        lines: [
            "responsibilities:",
            "  - name: A",
            "    methods: [application(_:didFinishLaunchingWithOptions:)]",
            "    policies: {application(_:didFinishLaunchingWithOptions:): fetchResult}",
        ],
        expected: [
            "scaffold.yml:4:63: error: policy 'fetchResult' combines background fetch results, but "
                + "'application(_:didFinishLaunchingWithOptions:)' returns 'Bool'",
        ]),
    GenerateErrorCase(
        "conflicting policies",
        lines: [
            "responsibilities:",
            "  - name: A",
            "    methods: [application(_:open:options:)]",
            "    policies: {application(_:open:options:): first}",
            "  - name: B",
            "    methods: [application(_:open:options:)]",
            "    policies: {application(_:open:options:): all}",
        ],
        expected: [
            "scaffold.yml:7:46: error: 'application(_:open:options:)' gets policy 'all' here but 'first' elsewhere; "
                + "one composite combines a method one way",
            "scaffold.yml:4:46: note: policy 'first' set here",
        ]),
    GenerateErrorCase(
        "unknown built-in protocol",
        lines: ["protocol: UIApplicationDelegat"],
        expected: [
            "scaffold.yml:1:11: error: 'UIApplicationDelegat' is not a built-in protocol; did you mean "
                + "'UIApplicationDelegate'? (built-in: NSApplicationDelegate, UIApplicationDelegate, UIWindowSceneDelegate, UNUserNotificationCenterDelegate, WKApplicationDelegate; a protocol of yours is written "
                + "'path/File.swift#ProtocolName')",
        ]),
    GenerateErrorCase(
        "protocol file missing",
        lines: ["protocol: Sources/App/Lifecycle.swift#Lifecycle"],
        expected: ["scaffold.yml:1:11: error: protocol file 'Sources/App/Lifecycle.swift' does not exist"]),
    GenerateErrorCase(
        "protocol missing from its file",
        lines: ["protocol: Sources/App/SceneLifecycle.swift#Lifecycle"],
        expected: [
            "scaffold.yml:1:11: error: 'Sources/App/SceneLifecycle.swift' has no protocol named 'Lifecycle'; it "
                + "declares 'SceneLifecycle'",
        ]),
    GenerateErrorCase(
        "every mistake of the file, sorted",
        lines: [
            "responsibilities:",
            "  - name: 3D",
            "  - name: A",
            "    methods: [application(_:didFinishLaunchingWithOption:), applicationDidEnterBackground(_:)]",
            "    policies: {applicationDidEnterBackground(_:): any}",
            "  - name: B",
            "    pattern: lisener",
            "paths: {generated: ../Out}",
            "modul: App",
        ],
        expected: [
            "scaffold.yml:2:11: error: responsibility name '3D' is not a valid Swift name: it starts with a digit",
            "scaffold.yml:4:15: error: 'UIApplicationDelegate' has no method "
                + "'application(_:didFinishLaunchingWithOption:)'; did you mean "
                + "'application(_:didFinishLaunchingWithOptions:)'?",
            "scaffold.yml:5:51: error: 'applicationDidEnterBackground(_:)' has no value to combine; policy 'any' "
                + "does not apply",
            "scaffold.yml:7:14: error: unknown pattern 'lisener' (expected one of 'component', 'command', "
                + "'listener'); did you mean 'listener'?",
            "scaffold.yml:8:20: error: `paths.generated` must stay inside the project, but '../Out' leaves it",
            "scaffold.yml:9:1: error: unknown key 'modul'; did you mean 'module'?",
        ]),
    GenerateErrorCase(
        "mistakes in two composites",
        lines: [
            "composites:",
            "  - composite: AppDelegate",
            "    responsibilities: [{name: A, methods: [applicationDidBecomeActiv(_:)]}]",
            "  - composite: Second",
            "    protocol: Sources/App/SceneLifecycle.swift#SceneLifecycle",
            "    paths: {generated: G2, components: C2, tests: T2}",
            "    responsibilities: [{name: B, methods: [sceneDidConnect()]}]",
        ],
        expected: [
            "scaffold.yml:3:44: error: 'UIApplicationDelegate' has no method 'applicationDidBecomeActiv(_:)'; did "
                + "you mean 'applicationDidBecomeActive(_:)'?",
            "scaffold.yml:7:44: error: 'SceneLifecycle' has no method 'sceneDidConnect()'; did you mean "
                + "'sceneDidConnect(_:)'?",
        ]),
]
