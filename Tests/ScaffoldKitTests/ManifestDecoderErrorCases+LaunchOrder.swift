/// Broken `after`, `phase` and `signposts` keys, each with every diagnostic the decoder must give, in order.
let launchOrderErrorCases: [(yaml: String, expected: String)] = [
    ("responsibilities:\n  - name: A\n    after: [Bee]\n  - name: B\n",
     "scaffold.yml:3:13: error: 'A' runs after 'Bee', which is no responsibility of this composite; did you mean 'B'?"),
    ("responsibilities:\n  - name: A\n    after: [B]\n  - name: B\n    after: [C]\n  - name: C\n    after: [A]\n",
     "scaffold.yml:3:13: error: `after` makes a cycle: A → B → C → A; each of them would wait for the others\n"
        + "scaffold.yml:5:13: note: 'B' waits here\nscaffold.yml:7:13: note: 'C' waits here"),
    ("responsibilities:\n  - name: A\n    after: [A]\n",
     "scaffold.yml:3:13: error: 'A' cannot run after itself"),
    ("responsibilities:\n  - name: A\n    pattern: command\n    after: [B]\n  - name: B\n",
     "scaffold.yml:4:13: error: 'A' is a command and cannot run after the component 'B': at launch the commands run "
        + "first, then the components, then the listeners"),
    ("responsibilities:\n  - name: A\n    after: [B]\n  - name: B\n    pattern: command\n    phase: deferred\n",
     "scaffold.yml:3:13: error: 'A' runs at launch and cannot run after 'B', whose work is deferred (`phase: "
        + "deferred`) until the app first becomes active; defer 'A' too"),
    ("responsibilities:\n  - name: A\n    phase: later\n",
     "scaffold.yml:3:12: error: unknown phase 'later' (expected one of 'launch', 'deferred')"),
    ("responsibilities:\n  - name: A\n    after: [B, B]\n  - name: B\n",
     "scaffold.yml:3:16: error: 'B' is listed twice in `after`"),
    ("responsibilities:\n  - name: A\n    after: B\n  - name: B\n",
     "scaffold.yml:3:12: error: `after` must be a list of responsibility names"),
    ("signposts: yes\nresponsibilities:\n  - name: A\n",
     "scaffold.yml:1:12: error: `signposts` must be true or false"),
]
