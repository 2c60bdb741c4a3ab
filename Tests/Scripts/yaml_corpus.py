#!/usr/bin/env python3
"""Regenerates Tests/ScaffoldKitTests/YAMLCorpus.swift: each document with the value PyYAML (BaseLoader,
every scalar a string) reads it as, rendered as JSON. Run once by hand; the output is committed."""
import json, yaml, os

DOCS = [
    ("simple mapping", "a: b\nc: d\n"),
    ("manifest", """# scaffold.yml
protocol: UIApplicationDelegate       # catalog
composite: AppDelegate
module: MyApp
paths:
  generated: Sources/MyApp/AppDelegate/Generated
  components: Sources/MyApp/AppDelegate/Components
  tests: Tests/MyAppTests/AppDelegate
responsibilities:
  - name: ThirdParties
    pattern: command
  - name: PushNotifications
    methods:
      - application(_:didRegisterForRemoteNotificationsWithDeviceToken:)
      - application(_:didFailToRegisterForRemoteNotificationsWithError:)
  - name: DeepLinks
    methods: [application(_:open:options:)]
    policies:
      application(_:open:options:): first   # override
  - name: Analytics
    pattern: listener
    events: [didFinishLaunching, willEnterForeground, didEnterBackground]
"""),
    ("sequence not indented under key", "list:\n- a\n- b\nnext: c\n"),
    ("sequence indented four", "list:\n    - a\n    - b\n"),
    ("nested mappings", "a:\n  b:\n    c: d\n  e: f\ng: h\n"),
    ("compact mapping in sequence", "- name: A\n  pattern: command\n- name: B\n"),
    ("compact mapping wide dash", "-   name: A\n    x: y\n-   name: B\n"),
    ("nested compact sequence", "- - a\n  - b\n- - c\n"),
    ("empty values", "a:\nb: \nc: # comment\nd: x\n"),
    ("empty sequence item", "-\n- a\n-\n"),
    ("flow sequence", "a: [x, y, z]\n"),
    ("flow sequence empty", "a: []\nb: {}\n"),
    ("flow trailing comma", "a: [x, y,]\n"),
    ("flow nested", "a: [[1, 2], [3, [4]], {k: v}]\n"),
    ("flow mapping", "a: {x: 1, y: two, 'z': \"three\"}\n"),
    ("flow multi-line", "a: [\n  x,   # first\n  y,\n\n  z\n]\n"),
    ("flow mapping multi-line", "a: {\n    x: 1,\n    y: [p,\n       q],\n  }\n"),
    ("flow with spaces in plain", "a: [hello world, b c ]\n"),
    ("flow colon inside plain", "a: [application(_:open:options:), b:c]\n"),
    ("flow empty value", "a: {x: , y: 1}\n"),
    ("plain with colons", "application(_:open:options:): first\n"),
    ("plain with hash", "a: b#c\nd: 'e' # f\n"),
    ("plain with inner spaces", "a: hello   world  \n"),
    ("plain special starts", "a: -x\nb: ?y\nc: :z\nd: x-y\n"),
    ("plain url", "a: http://example.com/x?y=1#z\n"),
    ("single quoted", "a: 'it''s'\nb: ''\nc: 'x # y'\n"),
    ("double quoted escapes", "a: \"tab\\tnew\\nquote\\\" slash\\\\ \\/ \\x41\\u00e9\\U0001F600\"\n"),
    ("double quoted more escapes", "a: \"\\0\\a\\b\\v\\f\\r\\e\\ \\N\\_\\L\\P\"\n"),
    ("quoted keys", "'a b': 1\n\"c: d\": 2\n"),
    ("single quoted multi-line", "a: 'one\n  two\n\n  three'\n"),
    ("double quoted multi-line", "a: \"one   \n  two\\\n  three\n\n\n   four\"\n"),
    ("double quoted escaped space before break", "a: \"x\\t\n  y\"\n"),
    ("literal block", "a: |\n  line 1\n    indented\n  line 3\nb: x\n"),
    ("literal strip", "a: |-\n  text\n\n\nb: x\n"),
    ("literal keep", "a: |+\n  text\n\n\nb: x\n"),
    ("literal keep at end", "a: |+\n  text\n\n"),
    ("folded block", "a: >\n  one\n  two\n\n  three\n    more\n  four\nb: x\n"),
    ("folded strip", "a: >-\n  one\n  two\n"),
    ("folded leading empty", "a: >\n\n  one\n"),
    ("block indentation indicator", "a: |2\n    four\n  two\n"),
    ("block scalar with comment header", "a: | # text\n  x\n  # not a comment\n# comment\nb: y\n"),
    ("block scalar in sequence", "- |\n  x\n  y\n- >-\n  a\n  b\n"),
    ("block scalar no final newline", "a: |\n  x"),
    ("block scalar empty", "a: |\nb: |+\n\nc: x\n"),
    ("top-level block scalar", "|\n  hello\n"),
    ("document start", "---\na: b\n"),
    ("document start with comment", "# head\n--- # start\na: b\n"),
    ("comments everywhere", "# one\na: b # two\n# three\n\nc:   # four\n  # five\n  - d # six\n  # seven\n# eight\n"),
    ("top-level sequence", "- a\n- b\n"),
    ("top-level scalar", "hello\n"),
    ("top-level flow", "[a, {b: c}]\n"),
    ("indented root", "  a: b\n  c: d\n"),
    ("unicode", "naïve: \"café ☕\"\n日本: 語\n"),
    ("no final newline", "a: b"),
    ("trailing spaces", "a: b   \nc:    \n  - d   \n"),
    ("deep nesting", "a:\n  b:\n    - c:\n        - d: e\n          f: [g]\n"),
    ("key with dash", "- a: b\n  c:\n  - d\n"),
    ("quoted value then comment", "a: \"b\"   # c\n"),
    ("numbers stay strings", "a: 25\nb: 1.5\nc: true\nd: ~\ne: null\n"),
    ("keys with spaces", "a b: c d\n"),
]

CRLF = [
    ("crlf", "a: b\r\nc:\r\n  - d\r\n  - 'e'\r\n"),
    ("crlf literal", "a: |\r\n  x\r\n  y\r\nb: c\r\n"),
    ("crlf multi-line quoted", "a: \"x\r\n  y\"\r\n"),
    ("crlf flow", "a: [x,\r\n  y]\r\n"),
]
BOM = [("bom", "\ufeffa: b\n")]

def swift_literal(s):
    out = []
    for ch in s:
        if ch == "\\": out.append("\\\\")
        elif ch == '"': out.append('\\"')
        elif ch == "\n": out.append("\\n")
        elif ch == "\r": out.append("\\r")
        elif ch == "\t": out.append("\\t")
        elif ord(ch) < 0x20 or ord(ch) == 0xFEFF: out.append("\\u{%X}" % ord(ch))
        else: out.append(ch)
    return '"' + "".join(out) + '"'

lines = ["// Generated by Tests/Scripts/yaml_corpus.py from PyYAML " + yaml.__version__ + " (BaseLoader): every",
         "// document with the JSON of the value a reference YAML implementation reads. Do not edit by hand.",
         "",
         "let yamlCorpus: [(name: String, yaml: String, json: String)] = ["]
for name, doc in DOCS + CRLF + BOM:
    try:
        value = yaml.load(doc.lstrip("\ufeff"), Loader=yaml.BaseLoader)
    except Exception as e:
        print("REJECTED by PyYAML:", name, str(e).replace("\n", " | ")); continue
    js = json.dumps(value, ensure_ascii=False)
    lines.append("    (%s,\n     %s,\n     %s)," % (swift_literal(name), swift_literal(doc), swift_literal(js)))
lines.append("]")
here = os.path.dirname(os.path.abspath(__file__))
open(os.path.join(here, "..", "ScaffoldKitTests", "YAMLCorpus.swift"), "w").write("\n".join(lines) + "\n")
print(len(DOCS + CRLF + BOM), "documents")
