/// Manifests that read but do not say what scaffold needs (keys, names, paths, policies), with their exact output.
let schemaErrorCases: [GenerateErrorCase] = [
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
]
