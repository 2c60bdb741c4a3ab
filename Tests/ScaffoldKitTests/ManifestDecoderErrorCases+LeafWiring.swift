/// Broken `conditions`, `memberLookup` and `uses` keys, each with every diagnostic the decoder must give, in order.
let leafWiringErrorCases: [(yaml: String, expected: String)] = [
    ("responsibilities:\n  - name: A\n    methods: [applicationDidBecomeActive(_:)]\n    conditions:\n"
        + "      applicationWillResignActive(_:): DEBUG\n",
     "scaffold.yml:5:7: error: condition for 'applicationWillResignActive(_:)', which 'A' does not list in `methods`; "
        + "did you mean 'applicationDidBecomeActive(_:)'?"),
    ("responsibilities:\n  - name: A\n    methods: [applicationDidBecomeActive(_:)]\n    conditions:\n"
        + "      applicationDidBecomeActive(_:): 'os(iOS'\n",
     "scaffold.yml:5:39: error: 'os(iOS' is not a compilation condition: a '(' is not closed"),
    ("responsibilities:\n  - name: A\n    methods: [applicationDidBecomeActive(_:)]\n    conditions: DEBUG\n",
     "scaffold.yml:4:17: error: `conditions` must be a mapping from a method name to a compilation condition such as "
        + "'canImport(FirebaseMessaging)'"),
    ("responsibilities:\n  - name: A\n    memberLookup: true\n  - name: B\n    memberLookup: true\n",
     "scaffold.yml:4:3: error: a composite has at most one responsibility with `memberLookup`\n"
        + "scaffold.yml:2:3: note: 'A' has it"),
    ("responsibilities:\n  - name: A\n    pattern: listener\n    memberLookup: yes\n",
     "scaffold.yml:4:19: error: `memberLookup` must be true or false"),
    ("responsibilities:\n  - name: A\n    uses: [B]\n  - name: B\n",
     "scaffold.yml:3:12: error: 'A' uses 'B', which must be listed before it: the composite builds its leaves in "
        + "manifest order"),
    ("responsibilities:\n  - name: A\n    uses: [Legacyy]\n  - name: Legacy\n",
     "scaffold.yml:3:12: error: 'A' uses 'Legacyy', which is no responsibility of this composite; did you mean "
        + "'Legacy'?"),
    ("responsibilities:\n  - name: Setup\n    pattern: command\n  - name: A\n    uses: [Setup]\n",
     "scaffold.yml:5:12: error: 'Setup' is a command; `uses` names components"),
]
