/// Manifests that are not the YAML subset scaffold reads, with their exact output.
let syntaxErrorCases: [GenerateErrorCase] = [
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
]
