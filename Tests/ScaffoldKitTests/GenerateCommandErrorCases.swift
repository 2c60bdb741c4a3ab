/// A broken manifest and every line `scaffold generate` must print to standard error for it, in order.
struct GenerateErrorCase {
    var name: String
    var manifest: [UInt8]
    var expected: [String]

    /// A manifest of `lines`, each ended by a line feed.
    init(_ name: String, lines: [String], expected: [String]) {
        self.init(name, text: lines.map { $0 + "\n" }.joined(), expected: expected)
    }

    init(_ name: String, text: String, expected: [String]) {
        self.init(name, bytes: Array(text.utf8), expected: expected)
    }

    init(_ name: String, bytes: [UInt8], expected: [String]) {
        self.name = name
        self.manifest = bytes
        self.expected = expected
    }
}

/// Broken manifests of every kind — syntax, schema and mistakes that need the protocol — with their exact output.
let generateErrorCases: [GenerateErrorCase] = [
    GenerateErrorCase(
        "tab in indentation",
        lines: [
            "responsibilities:",
            "\t- name: A",
        ],
        expected: ["scaffold.yml:2:1: error: tabs are not allowed in indentation; use spaces"]),
    GenerateErrorCase(
        "tab after a dash",
        lines: [
            "responsibilities:",
            "  -\tname: A",
        ],
        expected: ["scaffold.yml:2:4: error: tabs are not allowed outside quoted text; use spaces"]),
    GenerateErrorCase(
        "inconsistent indentation of a key",
        lines: [
            "responsibilities:",
            "  - name: A",
            "     methods: []",
        ],
        expected: ["scaffold.yml:3:6: error: inconsistent indentation: expected column 5 like the key on line 2"]),
    GenerateErrorCase(
        "inconsistent indentation of an item",
        lines: [
            "responsibilities:",
            "  - name: A",
            " - name: B",
        ],
        expected: [
            "scaffold.yml:3:2: error: inconsistent indentation: expected column 3 like the '-' on line 2, or column "
                + "1 like the key on line 1",
        ]),
    GenerateErrorCase(
        "duplicate key",
        lines: [
            "module: A",
            "composite: AppDelegate",
            "module: B",
        ],
        expected: [
            "scaffold.yml:3:1: error: duplicate key 'module'",
            "scaffold.yml:1:1: note: 'module' is first defined here",
        ]),
    GenerateErrorCase(
        "duplicate key in a responsibility",
        lines: [
            "responsibilities:",
            "  - name: A",
            "    methods: []",
            "    name: B",
        ],
        expected: [
            "scaffold.yml:4:5: error: duplicate key 'name'",
            "scaffold.yml:2:5: note: 'name' is first defined here",
        ]),
    GenerateErrorCase(
        "anchor",
        lines: [
            "paths: &p",
            "  generated: G",
        ],
        expected: ["scaffold.yml:1:8: error: anchors ('&') are not supported"]),
    GenerateErrorCase(
        "alias",
        lines: ["module: *m"],
        expected: ["scaffold.yml:1:9: error: aliases ('*') are not supported"]),
    GenerateErrorCase(
        "tag",
        lines: ["module: !!str App"],
        expected: ["scaffold.yml:1:9: error: tags ('!') are not supported"]),
    GenerateErrorCase(
        "second document",
        lines: [
            "module: App",
            "---",
            "module: B",
        ],
        expected: ["scaffold.yml:2:1: error: a file holds one document; remove this '---'"]),
    GenerateErrorCase(
        "end-of-document marker",
        lines: [
            "module: App",
            "...",
        ],
        expected: ["scaffold.yml:2:1: error: '...' (end of document) is not supported"]),
    GenerateErrorCase(
        "empty file",
        text: "",
        expected: ["scaffold.yml:1:1: error: the file is empty"]),
    GenerateErrorCase(
        "only comments",
        lines: [
            "# nothing yet",
            "",
        ],
        expected: ["scaffold.yml:1:1: error: the file is empty"]),
    GenerateErrorCase(
        "invalid UTF-8",
        bytes: Array("module: App\ncomposite: App".utf8) + [0xFF] + Array("\n".utf8),
        expected: ["scaffold.yml:2:15: error: invalid UTF-8 byte 0xFF"]),
    GenerateErrorCase(
        "never-closed double quote",
        lines: [
            "responsibilities:",
            "  - name: \"Analytics",
            "    methods: []",
        ],
        expected: ["scaffold.yml:2:11: error: this string is never closed; add the closing \""]),
    GenerateErrorCase(
        "never-closed single quote",
        lines: ["module: 'App"],
        expected: ["scaffold.yml:1:9: error: this string is never closed; add the closing '"]),
    GenerateErrorCase(
        "never-closed bracket",
        lines: [
            "responsibilities:",
            "  - name: A",
            "    methods: [a(),",
            "  - name: B",
        ],
        expected: ["scaffold.yml:3:14: error: this '[' is never closed; add the matching ']'"]),
    GenerateErrorCase(
        "bracket closed by a brace",
        lines: [
            "responsibilities:",
            "  - {name: A, methods: [a()}",
        ],
        expected: [
            "scaffold.yml:2:24: error: this '[' is never closed; add the matching ']'",
            "scaffold.yml:2:28: note: '}' does not match the '['",
        ]),
    GenerateErrorCase(
        "unknown escape",
        lines: ["module: \"A\\pp\""],
        expected: ["scaffold.yml:1:11: error: unknown escape '\\p' in a double-quoted string"]),
    GenerateErrorCase(
        "plain value over two lines",
        lines: [
            "module: My",
            "  App",
        ],
        expected: [
            "scaffold.yml:2:3: error: a plain value cannot continue on the next line; quote it or use a block "
                + "scalar ('|' or '>')",
        ]),
    GenerateErrorCase(
        "no space after colon",
        lines: [
            "module:App",
            "composite: AppDelegate",
        ],
        expected: ["scaffold.yml:1:7: error: expected 'key: value'; put a space after the ':'"]),
    GenerateErrorCase(
        "value that is a mapping on its key's line",
        lines: ["paths: generated: G"],
        expected: [
            "scaffold.yml:1:8: error: a value on the same line as its key cannot be a mapping; quote it if it "
                + "contains ': '",
        ]),
    GenerateErrorCase(
        "directive",
        lines: [
            "%YAML 1.2",
            "---",
            "module: App",
        ],
        expected: ["scaffold.yml:1:1: error: directives such as '%YAML' are not supported"]),
    GenerateErrorCase(
        "explicit key",
        lines: [
            "? module",
            ": App",
        ],
        expected: ["scaffold.yml:1:1: error: explicit keys ('?') are not supported"]),
    GenerateErrorCase(
        "list item among keys",
        lines: [
            "module: App",
            "- name: A",
        ],
        expected: [
            "scaffold.yml:2:1: error: a list item cannot appear among the keys of a mapping; indent it under its key",
        ]),
    GenerateErrorCase(
        "carriage return alone",
        text: "module: App\rcomposite: AppDelegate\n",
        expected: [
            "scaffold.yml:1:12: error: a carriage return must be followed by a line feed (use LF or CRLF line "
                + "endings)",
        ]),
    GenerateErrorCase(
        "control character",
        text: "module: A\u{7}pp\n",
        expected: ["scaffold.yml:1:10: error: control character U+0007 is not allowed"]),
    GenerateErrorCase(
        "byte order mark in the middle",
        text: "module: App\n\u{FEFF}composite: AppDelegate\n",
        expected: ["scaffold.yml:2:1: error: a byte order mark is only allowed at the start of the file"]),
    GenerateErrorCase(
        "not a mapping",
        lines: [
            "- a",
            "- b",
        ],
        expected: [
            "scaffold.yml:1:1: error: the manifest must be a mapping of keys such as 'protocol:' and "
                + "'responsibilities:'",
        ]),
    GenerateErrorCase(
        "unknown top-level key",
        lines: ["protocl: UIApplicationDelegate"],
        expected: ["scaffold.yml:1:1: error: unknown key 'protocl'; did you mean 'protocol'?"]),
    GenerateErrorCase(
        "unknown responsibility key",
        lines: [
            "responsibilities:",
            "  - name: A",
            "    method: [applicationDidBecomeActive(_:)]",
        ],
        expected: ["scaffold.yml:3:5: error: unknown key 'method'; did you mean 'methods'?"]),
    GenerateErrorCase(
        "unknown paths key",
        lines: [
            "paths:",
            "  generatd: Gen",
        ],
        expected: ["scaffold.yml:2:3: error: unknown key 'generatd'; did you mean 'generated'?"]),
    GenerateErrorCase(
        "methods is a string",
        lines: [
            "responsibilities:",
            "  - name: A",
            "    methods: applicationDidBecomeActive(_:)",
        ],
        expected: ["scaffold.yml:3:14: error: `methods` must be a list of method names"]),
    GenerateErrorCase(
        "responsibilities is a mapping",
        lines: [
            "responsibilities:",
            "  A: [applicationDidBecomeActive(_:)]",
        ],
        expected: ["scaffold.yml:2:3: error: `responsibilities` must be a list of responsibilities"]),
    GenerateErrorCase(
        "name with a space",
        lines: [
            "responsibilities:",
            "  - name: Push Notifications",
        ],
        expected: [
            "scaffold.yml:2:11: error: responsibility name 'Push Notifications' is not a valid Swift name: it "
                + "contains a space",
        ]),
    GenerateErrorCase(
        "name with a leading digit",
        lines: [
            "responsibilities:",
            "  - name: 3DTouch",
        ],
        expected: [
            "scaffold.yml:2:11: error: responsibility name '3DTouch' is not a valid Swift name: it starts with a "
                + "digit",
        ]),
    GenerateErrorCase(
        "name that is a keyword",
        lines: [
            "responsibilities:",
            "  - name: 'class'",
        ],
        expected: [
            "scaffold.yml:2:11: error: responsibility name 'class' is not a valid Swift name: it is a Swift keyword",
        ]),
    GenerateErrorCase(
        "name that leaves the folder",
        lines: [
            "responsibilities:",
            "  - name: ../../Evil",
        ],
        expected: [
            "scaffold.yml:2:11: error: responsibility name '../../Evil' is not a valid Swift name: it contains '.'",
        ]),
    GenerateErrorCase(
        "responsibility without a name",
        lines: [
            "responsibilities:",
            "  - methods: [applicationDidBecomeActive(_:)]",
        ],
        expected: ["scaffold.yml:2:5: error: this responsibility has no `name`"]),
    GenerateErrorCase(
        "duplicate responsibility",
        lines: [
            "responsibilities:",
            "  - name: A",
            "  - name: B",
            "  - name: A",
        ],
        expected: [
            "scaffold.yml:4:11: error: duplicate responsibility 'A'",
            "scaffold.yml:2:11: note: 'A' is first declared here",
        ]),
    GenerateErrorCase(
        "name colliding with a generated type",
        lines: [
            "responsibilities:",
            "  - name: AppDelegate",
        ],
        expected: [
            "scaffold.yml:2:11: error: responsibility 'AppDelegate' would generate the type 'AppDelegateComponent', "
                + "which composite 'AppDelegate' already declares; choose another name",
        ]),
    GenerateErrorCase(
        "two names generating one type",
        lines: [
            "composites:",
            "  - composite: AppDelegate",
            "    responsibilities: [{name: Push}]",
            "  - composite: Other",
            "    paths: {generated: G2, components: C2, tests: T2}",
            "    responsibilities: [{name: Push}]",
        ],
        expected: [
            "scaffold.yml:6:31: error: responsibility 'Push' would generate the type 'PushComponent', which another "
                + "responsibility already generates",
            "scaffold.yml:3:31: note: 'PushComponent' is first generated here",
        ]),
    GenerateErrorCase(
        "unknown pattern",
        lines: [
            "responsibilities:",
            "  - name: A",
            "    pattern: comand",
        ],
        expected: [
            "scaffold.yml:3:14: error: unknown pattern 'comand' (expected one of 'component', 'command', "
                + "'listener'); did you mean 'command'?",
        ]),
    GenerateErrorCase(
        "unknown policy",
        lines: [
            "responsibilities:",
            "  - name: A",
            "    methods: [application(_:open:options:)]",
            "    policies: {application(_:open:options:): frist}",
        ],
        expected: [
            "scaffold.yml:4:46: error: unknown policy 'frist' (expected one of 'all', 'any', 'first', "
                + "'firstNonNil', 'union', 'intersection', 'fetchResult'); did you mean 'first'?",
        ]),
    GenerateErrorCase(
        "policy for a method not listed",
        lines: [
            "responsibilities:",
            "  - name: A",
            "    methods: [application(_:open:options:)]",
            "    policies:",
            "      application(_:open:option:): first",
        ],
        expected: [
            "scaffold.yml:5:7: error: policy for 'application(_:open:option:)', which 'A' does not list in "
                + "`methods`; did you mean 'application(_:open:options:)'?",
            "scaffold.yml:3:5: note: 'A' lists its methods here",
        ]),
    GenerateErrorCase(
        "policy with no methods",
        lines: [
            "responsibilities:",
            "  - name: A",
            "    policies: {application(_:open:options:): first}",
        ],
        expected: [
            "scaffold.yml:3:16: error: policy for 'application(_:open:options:)', which 'A' does not list in "
                + "`methods`",
            "scaffold.yml:2:11: note: 'A' lists no methods",
        ]),
    GenerateErrorCase(
        "method that is not a Swift name",
        lines: [
            "responsibilities:",
            "  - name: A",
            "    methods: [applicationDidBecomeActive]",
        ],
        expected: [
            "scaffold.yml:3:15: error: 'applicationDidBecomeActive' is not a Swift method name such as "
                + "'application(_:didFinishLaunchingWithOptions:)'",
        ]),
    GenerateErrorCase(
        "method listed twice",
        lines: [
            "responsibilities:",
            "  - name: A",
            "    methods:",
            "      - applicationDidBecomeActive(_:)",
            "      - applicationDidBecomeActive(_:)",
        ],
        expected: [
            "scaffold.yml:5:9: error: method 'applicationDidBecomeActive(_:)' is listed twice",
            "scaffold.yml:4:9: note: 'applicationDidBecomeActive(_:)' is first listed here",
        ]),
    GenerateErrorCase(
        "absolute path",
        lines: [
            "paths:",
            "  generated: /tmp/Generated",
        ],
        expected: [
            "scaffold.yml:2:14: error: `paths.generated` must be relative to the manifest's folder, not absolute",
        ]),
    GenerateErrorCase(
        "path that leaves the project",
        lines: [
            "paths:",
            "  tests: Tests/../../Elsewhere",
        ],
        expected: [
            "scaffold.yml:2:10: error: `paths.tests` must stay inside the project, but 'Tests/../../Elsewhere' "
                + "leaves it",
        ]),
    GenerateErrorCase(
        "command with methods",
        lines: [
            "responsibilities:",
            "  - name: Setup",
            "    pattern: command",
            "    methods: [application(_:didFinishLaunchingWithOptions:)]",
        ],
        expected: [
            "scaffold.yml:4:5: error: a command has no `methods`: it runs once at launch; use 'pattern: component' "
                + "to receive delegate methods",
        ]),
    GenerateErrorCase(
        "events on a component",
        lines: [
            "responsibilities:",
            "  - name: A",
            "    events: [didFinishLaunching]",
        ],
        expected: ["scaffold.yml:3:5: error: `events` is only for listeners ('pattern: listener')"]),
    GenerateErrorCase(
        "negative deadline",
        lines: ["completionDeadline: -5"],
        expected: ["scaffold.yml:1:21: error: `completionDeadline` must be a positive number of seconds, such as 25"]),
    GenerateErrorCase(
        "quoted deadline",
        lines: ["completionDeadline: '5'"],
        expected: [
            "scaffold.yml:1:21: error: `completionDeadline` must be a number, not text; write 5 without quotes",
        ]),
    GenerateErrorCase(
        "unknown style",
        lines: ["style: objective-c"],
        expected: ["scaffold.yml:1:8: error: unknown style 'objective-c' (expected one of 'swift', 'objc')"]),
    GenerateErrorCase(
        "composite key at the top of a composites manifest",
        lines: [
            "protocol: UIApplicationDelegate",
            "composites:",
            "  - composite: AppDelegate",
        ],
        expected: ["scaffold.yml:1:1: error: `protocol` belongs inside each entry of `composites`"]),
    GenerateErrorCase(
        "templates inside a composite",
        lines: [
            "composites:",
            "  - composite: AppDelegate",
            "    templates: T",
        ],
        expected: ["scaffold.yml:3:5: error: `templates` belongs at the top level"]),
    GenerateErrorCase(
        "duplicate composite",
        lines: [
            "composites:",
            "  - composite: AppDelegate",
            "  - composite: AppDelegate",
            "    paths: {generated: G2}",
        ],
        expected: [
            "scaffold.yml:3:16: error: duplicate composite 'AppDelegate'",
            "scaffold.yml:2:16: note: 'AppDelegate' is first declared here",
        ]),
    GenerateErrorCase(
        "templates folder missing",
        lines: ["templates: MyTemplates"],
        expected: ["scaffold.yml:1:12: error: templates folder 'MyTemplates' does not exist"]),
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
