import XCTest

@testable import ScaffoldKit

/// The steps a template compiles to (`TemplateProgram`) render what its tree means: fields read in place, tests of
/// fields and of their negation, `loop` fields, and every other value through the general path.
final class TemplateProgramTests: XCTestCase {
    func testIfElifElseChainsOfFieldsTakeTheFirstTruthyBranch() throws {
        let source = "{% if m.a %}A{% elif not m.b %}notB{% elif m.c %}C{% else %}none{% endif %}."
        let cases: [(TemplateValue, TemplateValue, TemplateValue, String)] = [
            (true, true, true, "A."), ("", false, true, "notB."), (0, "x", [1], "C."), (.null, 1, [], "none."),
        ]
        for (a, b, c, expected) in cases {
            XCTAssertEqual(try renderTemplate(source, ["m": ["a": a, "b": b, "c": c]]), expected)
        }
    }

    func testFieldsThatAreNotStringsAreWrittenAndTestedAsBefore() throws {
        let variables: [String: TemplateValue] = ["m": ["n": 3, "flag": false, "empty": .object([:])]]
        XCTAssertEqual(try renderTemplate("{{ m.n }} {{ m.flag }}", variables), "3 false")
        XCTAssertEqual(try renderTemplate("{% if m.empty %}yes{% else %}no{% endif %}", variables), "no")
        XCTAssertEqual(templateErrors("{{ m.empty }}", variables),
                       ["T:1:4: error: cannot output 'm.empty', which is an object"])
    }

    func testLoopFieldsAreReadAsFieldsAndUnknownOnesAreStillErrors() throws {
        let source = "{% for x in xs %}{{ x }}{% if not loop.last %}, {% endif %}{% if loop.first %}!{% endif %}"
            + "{% endfor %}"
        XCTAssertEqual(try renderTemplate(source, ["xs": ["a", "b", "c"]]), "a, !b, c")
        XCTAssertEqual(templateErrors("{% for x in xs %}{% if loop.lst %}{% endif %}{% endfor %}", ["xs": ["a"]]),
                       ["T:1:29: error: 'loop' has no key 'lst'; did you mean 'last'?"])
    }

    func testAMissingFieldInATestIsTheTreesError() throws {
        XCTAssertEqual(templateErrors("{% if m.nme %}x{% endif %}", ["m": ["name": "a"]]),
                       ["T:1:9: error: 'm' has no key 'nme'; did you mean 'name'?"])
    }

    func testFieldsOfAFieldAreWrittenAndTestedAsTheTreeDoes() throws {
        let variables: [String: TemplateValue] = ["m": ["s": ["name": "a", "n": 2, "flag": false], "x": "text"]]
        XCTAssertEqual(try renderTemplate("{{ m.s.name }}{{ m.s.n }}{% if m.s.flag %}F{% endif %}"
            + "{% if not m.s.flag %}!F{% endif %}{% if m.s.name %}N{% endif %}", variables), "a2!FN")
        // In a loop, reading the loop's variable in place.
        let ms: TemplateValue = [["s": ["name": "a", "last": false]], ["s": ["name": "b", "last": true]]]
        XCTAssertEqual(try renderTemplate("{% for m in ms %}{{ m.s.name }}{% if m.s.last %}.{% endif %}{% endfor %}",
                                          ["ms": ms]), "ab.")
        XCTAssertEqual(templateErrors("{{ m.s.nme }}", variables),
                       ["T:1:8: error: 'm.s' has no key 'nme'; did you mean 'name'?"])
        XCTAssertEqual(templateErrors("{% if m.x.name %}{% endif %}", variables),
                       ["T:1:11: error: cannot read 'name' of 'm.x', which is a string"])
        XCTAssertEqual(templateErrors("{% if m.nope.name %}{% endif %}", variables),
                       ["T:1:9: error: 'm' has no key 'nope'"])
    }

    func testComparisonsOfAFieldWithALiteralAreTheTrees() throws {
        let source = "{% if m.kind == \"a\" %}A{% elif m.s.kind != \"b\" %}notB{% elif m.n == 3 %}three"
            + "{% else %}other{% endif %}"
        let signature = TemplateValue.rendered(RenderedTemplate(template: "S", context: ["x": "b"]))
        let cases: [(TemplateValue, TemplateValue, TemplateValue, String)] = [
            ("a", "b", 0, "A"), ("z", "c", 0, "notB"), ("z", "b", 3, "three"), ("z", "b", "3", "other"),
            // A rendered value is compared by its text.
            (.rendered(RenderedTemplate(template: "S", context: ["x": "a"])), "b", 0, "A"),
            ("z", signature, 0, "other"),
            (.null, .null, .null, "notB"),
        ]
        for (kind, innerKind, n, expected) in cases {
            XCTAssertEqual(try renderTemplate(source, ["m": ["kind": kind, "s": ["kind": innerKind], "n": n]],
                                              others: ["S": "{{ x }}\n"]), expected, "\(kind) \(innerKind) \(n)")
        }
        XCTAssertEqual(templateErrors("{% if m.knd == \"a\" %}{% endif %}", ["m": ["kind": "a"]]),
                       ["T:1:9: error: 'm' has no key 'knd'; did you mean 'kind'?"])
    }

    func testNotAndAndOrAreJumpsThatDecideAsBooleansDo() throws {
        let conditions: [(source: String, truth: (Bool, Bool, Bool) -> Bool)] = [
            ("m.a and m.b", { a, b, _ in a && b }),
            ("m.a or m.b", { a, b, _ in a || b }),
            ("not (m.a and m.b)", { a, b, _ in !(a && b) }),
            ("not (m.a or m.b)", { a, b, _ in !(a || b) }),
            ("m.a and (not m.b or m.c == \"x\")", { a, b, c in a && (!b || c) }),
            ("not m.a or m.b and not m.c", { a, b, c in !a || (b && !c) }),
            ("(m.a or m.b) and (m.b or m.c) or not m.c", { a, b, c in (a || b) && (b || c) || !c }),
        ]
        for (condition, truth) in conditions {
            let source = "{% if \(condition) %}Y{% elif m.b %}B{% else %}N{% endif %}"
            for bits in 0..<8 {
                let (a, b, c) = (bits & 1 != 0, bits & 2 != 0, bits & 4 != 0)
                let expected = truth(a, b, c) ? "Y" : b ? "B" : "N"
                let m: TemplateValue = ["a": .bool(a), "b": b ? "text" : "", "c": c ? "x" : ""]
                XCTAssertEqual(try renderTemplate(source, ["m": m]), expected, "\(condition) with \(a) \(b) \(c)")
            }
        }
    }

    func testAnOperandIsEvaluatedOnlyWhenTheOtherDoesNotDecide() throws {
        // The right operand reads a missing key: an error only when it is evaluated.
        XCTAssertEqual(try renderTemplate("{% if m.no and m.missing %}Y{% else %}N{% endif %}", ["m": ["no": false]]),
                       "N")
        XCTAssertEqual(try renderTemplate("{% if not (m.yes or m.missing) %}Y{% else %}N{% endif %}",
                                          ["m": ["yes": true]]), "N")
        XCTAssertEqual(templateErrors("{% if m.yes and m.missing %}{% endif %}", ["m": ["yes": true]]),
                       ["T:1:19: error: 'm' has no key 'missing'"])
        XCTAssertEqual(templateErrors("{% if m.no or not m.missing == \"a\" %}{% endif %}", ["m": ["no": false]]),
                       ["T:1:21: error: 'm' has no key 'missing'"])
    }

    func testALoopVariableIsTheNearestBindingOfItsName() throws {
        let ms: TemplateValue = [["name": "a", "kids": [["name": "a1"]]], ["name": "b", "kids": []]]
        let other: TemplateValue = ["name": "other"]
        let variables: [String: TemplateValue] = ["ms": ms, "other": other, "xs": [["name": "x"]]]
        // A loop inside rebinding the name, and its `else`, which does not.
        XCTAssertEqual(try renderTemplate(
            "{% for m in ms %}{% for m in m.kids %}{{ m.name }}{% else %}-{{ m.name }}{% endfor %}"
                + "{{ m.name }};{% endfor %}", variables), "a1a;-bb;")
        // A `set` in the body, directly (replacing the loop's binding) or inside a loop within (binding it anew).
        XCTAssertEqual(try renderTemplate("{% for m in ms %}{% set m = other %}{{ m.name }}{% endfor %}", variables),
                       "otherother")
        XCTAssertEqual(try renderTemplate(
            "{% for m in ms %}{% for x in xs %}{% set m = x %}{{ m.name }}{% endfor %}{{ m.name }}{% endfor %}",
            variables), "xaxb")
        // An included template reads the loop's variable by name.
        XCTAssertEqual(try renderTemplate("{% for m in ms %}{% include \"I\" %}{% endfor %}", variables,
                                          others: ["I": "<{{ m.name }}{% if loop.last %}.{% endif %}>"]),
                       "<a><b.>")
    }

    func testKeyAndValueLoopsReadBothVariablesAndLoop() throws {
        let source = "{% for k, v in object %}{{ k }}={{ v.name }}{% if not loop.last %},{% endif %}{% endfor %}"
        XCTAssertEqual(try renderTemplate(source, ["object": ["b": ["name": "2"], "a": ["name": "1"]]]), "a=1,b=2")
    }

    func testALoopOfThousandsOfFieldsAndSetsCompilesAndRendersInLinearTime() throws {
        let body = (0..<20_000).map { "{% set s\($0) = 1 %}{{ x.name }}" }.joined()
        let source = "{% for x in xs %}" + body + "{% endfor %}"
        XCTAssertEqual(try renderTemplate(source, ["xs": [["name": "a"], ["name": "b"]]]),
                       String(repeating: "a", count: 20_000) + String(repeating: "b", count: 20_000))
    }
}
