import XCTest

@testable import ScaffoldKit

final class TemplateRendererTests: XCTestCase {
    private let method: TemplateValue = [
        "name": "application",
        "parameters": [["label": "_", "name": "app"], ["label": "didFinish", "name": "options"]],
    ]

    func testOutputsScalarsAndPaths() throws {
        let variables: [String: TemplateValue] = ["method": method, "count": 3, "flag": true]
        XCTAssertEqual(
            try renderTemplate("{{ method.name }}: {{ count }} {{ flag }}", variables), "application: 3 true")
        XCTAssertEqual(try renderTemplate("{{ method.parameters|first.name }}", variables), "app")
    }

    func testIfElifElse() throws {
        let source = "{% if n == 1 %}one{% elif n == 2 %}two{% elif n == 3 %}three{% else %}many{% endif %}"
        XCTAssertEqual(try renderTemplate(source, ["n": 1]), "one")
        XCTAssertEqual(try renderTemplate(source, ["n": 3]), "three")
        XCTAssertEqual(try renderTemplate(source, ["n": 9]), "many")
        XCTAssertEqual(try renderTemplate("{% if false %}x{% endif %}"), "")
    }

    func testTruthiness() throws {
        let values: [(TemplateValue, String)] = [
            (false, "no"), (0, "no"), ("", "no"), ([], "no"), (.object([:]), "no"), (.null, "no"),
            (true, "yes"), (2, "yes"), ("a", "yes"), ([0], "yes"), (["k": 0], "yes"),
        ]
        for (value, expected) in values {
            XCTAssertEqual(
                try renderTemplate("{% if v %}yes{% else %}no{% endif %}", ["v": value]), expected, "\(value)")
        }
    }

    func testLogicOperatorsShortCircuit() throws {
        XCTAssertEqual(
            try renderTemplate("{{ a and b }} {{ a or b }} {{ not a }}", ["a": true, "b": 0]), "false true false")
        XCTAssertEqual(
            try renderTemplate("{% if false and missing %}x{% endif %}{% if true or missing %}y{% endif %}"), "y")
        XCTAssertEqual(try renderTemplate("{% if xs|length == 0 %}empty{% endif %}", ["xs": []]), "empty")
        XCTAssertEqual(try renderTemplate("{{ (1 == 1) == true }} {{ 'a' != 'b' }} {{ 1 == '1' }}"), "true true false")
    }

    func testLoopVariables() throws {
        let source =
            "{% for x in xs %}{{ loop.index }}/{{ loop.index0 }}/{{ loop.length }}"
            + "{% if loop.first %}F{% endif %}{% if loop.last %}L{% endif %}={{ x }};{% endfor %}"
        XCTAssertEqual(try renderTemplate(source, ["xs": ["a", "b", "c"]]), "1/0/3F=a;2/1/3=b;3/2/3L=c;")
    }

    func testLoopObjectAsAWhole() throws {
        XCTAssertEqual(try renderTemplate("{% for x in xs %}{{ loop|length }}{% endfor %}", ["xs": [1]]), "5")
    }

    func testForElseRunsWhenEmpty() throws {
        let source = "{% for x in xs %}{{ x }}{% else %}none{% endfor %}"
        XCTAssertEqual(try renderTemplate(source, ["xs": []]), "none")
        XCTAssertEqual(try renderTemplate(source, ["xs": [1, 2]]), "12")
    }

    func testNestedLoopsShadowLoop() throws {
        let source = """
            {% for row in rows %}
            {% for cell in row %}
            {{ loop.index }}:{{ cell }}{% if not loop.last %}, {% endif %}
            {%- endfor %}

            {% endfor %}
            """
        XCTAssertEqual(try renderTemplate(source, ["rows": [["a", "b"], ["c"]]]), "1:a, 2:b\n1:c\n")
    }

    func testOuterLoopVariableVisibleInInnerLoop() throws {
        let source =
            "{% for a in xs %}{% set outer = loop.index %}{% for b in xs %}{{ outer }}{{ b }} {% endfor %}{% endfor %}"
        XCTAssertEqual(try renderTemplate(source, ["xs": ["x", "y"]]), "1x 1y 2x 2y ")
    }

    func testKeyValueLoopIsSorted() throws {
        let source = "{% for key, value in object %}{{ key }}={{ value }}{% if not loop.last %},{% endif %}{% endfor %}"
        XCTAssertEqual(try renderTemplate(source, ["object": ["b": 2, "c": 3, "a": 1]]), "a=1,b=2,c=3")
        XCTAssertEqual(
            try renderTemplate("{% for k, v in o %}x{% else %}empty{% endfor %}", ["o": .object([:])]), "empty")
    }

    func testLoopVariableShadowsContextOnlyInsideTheLoop() throws {
        XCTAssertEqual(
            try renderTemplate("{% for x in xs %}{{ x }}{% endfor %}{{ x }}", ["x": "out", "xs": ["in"]]), "inout")
    }

    /// `name.key` is read from the innermost binding of `name`, object or not.
    func testAKeyIsReadFromTheInnermostBinding() throws {
        let context: [String: TemplateValue] = ["o": ["k": "global"], "os": [["k": "local"]], "ss": ["text"]]
        XCTAssertEqual(try renderTemplate("{% for o in os %}{{ o.k }}{% endfor %} {{ o.k }}", context), "local global")
        XCTAssertEqual(templateErrors("{% for o in ss %}{{ o.k }}{% endfor %}", context),
                       ["T:1:23: error: cannot read 'k' of 'o', which is a string"])
        XCTAssertEqual(templateErrors("{% set o = 3 %}{{ o.k }}", context),
                       ["T:1:21: error: cannot read 'k' of 'o', which is an integer"])
    }

    func testSetIsScopedToTheLoopBody() throws {
        let source = "{% set s = 'top' %}{% for x in xs %}{{ s }}{% set s = x %}{{ s }} {% endfor %}{{ s }}"
        XCTAssertEqual(try renderTemplate(source, ["xs": ["a", "b"]]), "topa topb top")
    }

    func testSetInsideIfIsVisibleAfterIt() throws {
        let source = "{% if flag %}{% set word = 'yes' %}{% else %}{% set word = 'no' %}{% endif %}{{ word }}"
        XCTAssertEqual(try renderTemplate(source, ["flag": false]), "no")
    }

    func testSetDoesNotLeakOutOfTheLoop() {
        XCTAssertEqual(
            templateErrors("{% for x in xs %}{% set copied = x %}{% endfor %}{{ copied }}", ["xs": [1]]),
            [
                "T:1:53: error: unknown variable 'copied'"
            ])
    }

    func testManyVariablesAreFoundByIndexWithTheSameScoping() throws {
        let count = TemplateScope.indexedFrom + 8
        let sets = (0..<count).map { "{% set s\($0) = \"v\($0)\" %}" }.joined()
        let loop = "{% for s0 in xs %}{{ s0 }}{% set s1 = 'inner' %}{{ s1 }}{% endfor %}"
        let source = sets + loop + "{{ s0 }} {{ s1 }} {{ s\(count - 1) }}"
        XCTAssertEqual(try renderTemplate(source, ["xs": .list([.int(7)])]), "7inner" + "v0 v1 v\(count - 1)")
        XCTAssertEqual(templateErrors(sets + "{{ s\(count) }}").first?.hasPrefix("T:1:"), true)
    }

    /// Each iteration rebinds the loop's variables in place: what the body set the iteration before is gone, with
    /// few names or with the index of many.
    func testEveryIterationStartsFromTheLoopVariablesAlone() throws {
        let body = "{% for k, v in o %}{{ s }}{% set s = k %}{{ s }}{{ v }}{{ loop.index }} {% endfor %}{{ s }}"
        let context: [String: TemplateValue] = ["o": ["b": 2, "a": 1, "c": 3]]
        XCTAssertEqual(try renderTemplate("{% set s = '-' %}" + body, context), "-a11 -b22 -c33 -")
        let sets = (0...TemplateScope.indexedFrom).map { "{% set s\($0) = \($0) %}" }.joined()
        XCTAssertEqual(try renderTemplate(sets + "{% set s = '-' %}" + body + "{{ s0 }}", context), "-a11 -b22 -c33 -0")
    }

    func testThousandsOfSetsRenderInLinearTime() throws {
        let sets = (0..<20_000).map { "{% set s\($0) = \($0) %}" }.joined()
        let uses = (0..<20_000).map { "{{ s\($0) }}" }.joined()
        XCTAssertEqual(try renderTemplate(sets + uses).count, (0..<20_000).map { String($0) }.joined().count)
    }

    func testIncludeSeesTheCurrentContext() throws {
        let others = ["Param": "{{ p.label }} {{ p.name }}{% set local = 1 %}"]
        let source =
            "{% for p in method.parameters %}{% include \"Param\" %}{% if not loop.last %}, {% endif %}{% endfor %}"
        XCTAssertEqual(try renderTemplate(source, ["method": method], others: others), "_ app, didFinish options")
    }

    func testIncludeSetsDoNotLeak() {
        XCTAssertEqual(
            templateErrors("{% include 'A' %}{{ local }}", others: ["A": "{% set local = 1 %}"]),
            [
                "T:1:21: error: unknown variable 'local'"
            ])
    }

    func testIncludeOnAStandaloneLine() throws {
        let others = ["Line": "b\n"]
        XCTAssertEqual(try renderTemplate("a\n    {% include 'Line' %}\nc\n", others: others), "a\nb\nc\n")
    }

    func testIncludeCycle() {
        let others = ["A": "\n{% include 'B' %}", "B": "{% if true %}{% include 'A' %}{% endif %}"]
        XCTAssertEqual(
            templateErrors("{% include 'A' %}", others: others),
            [
                "B:1:14: error: include cycle: A -> B -> A"
            ])
        XCTAssertEqual(templateErrors("x{% include 'T' %}"), ["T:1:2: error: include cycle: T -> T"])
    }

    func testIncludesNestUpToTheLimit() throws {
        let depth = TemplateRenderer.maximumIncludeDepth
        // T includes I1, which includes I2, … up to I(depth - 1): `depth` templates inside one another.
        var others = Dictionary(uniqueKeysWithValues: (1..<depth).map { ("I\($0)", "{% include 'I\($0 + 1)' %}") })
        others["I\(depth - 1)"] = "deep"
        XCTAssertEqual(try renderTemplate("{% include 'I1' %}", others: others), "deep")
        others["I\(depth - 1)"] = "{% include 'I\(depth)' %}"
        others["I\(depth)"] = "too deep"
        XCTAssertEqual(templateErrors("{% include 'I1' %}", others: others), [
            "I15:1:1: error: 'include' is nested too deeply: more than 16 templates inside one another"
        ])
    }

    /// The deepest rendering the limits allow: 16 templates inside one another, each 100 blocks deep (a loop at
    /// every level, for the most bindings), renders without exhausting the stack.
    func testTheDeepestNestingTheLimitsAllowRenders() throws {
        let depth = TemplateRenderer.maximumIncludeDepth
        let blocks = TemplateParser.maximumNesting
        func nested(_ inner: String) -> String {
            String(repeating: "{% for x in xs %}{% if true %}", count: blocks / 2) + inner
                + String(repeating: "{% endif %}{% endfor %}", count: blocks / 2)
        }
        var others = Dictionary(uniqueKeysWithValues: (1..<depth).map {
            ("I\($0)", nested("{% include 'I\($0 + 1)' %}"))
        })
        others["I\(depth - 1)"] = nested("{{ x }}")
        XCTAssertEqual(try renderTemplate(nested("{% include 'I1' %}"), ["xs": .list([.int(1)])], others: others), "1")
    }

    func testTheSameTemplateMayBeIncludedTwice() throws {
        XCTAssertEqual(try renderTemplate("{% include 'A' %}{% include 'A' %}", others: ["A": "a"]), "aa")
    }

    func testUnknownVariable() {
        XCTAssertEqual(
            templateErrors("\n  {{ metod.name }}", ["method": method]),
            [
                "T:2:6: error: unknown variable 'metod'; did you mean 'method'?"
            ])
    }

    func testMissingKey() {
        XCTAssertEqual(
            templateErrors("{{ method.nme }}", ["method": method]),
            [
                "T:1:11: error: 'method' has no key 'nme'; did you mean 'name'?"
            ])
        XCTAssertEqual(
            templateErrors("{% for x in xs %}{{ loop.idx }}{% endfor %}", ["xs": [1]]),
            [
                "T:1:26: error: 'loop' has no key 'idx'; did you mean 'index'?"
            ])
    }

    func testPathIntoANonObject() {
        XCTAssertEqual(
            templateErrors("{{ method.name.count }}", ["method": method]),
            [
                "T:1:16: error: cannot read 'count' of 'method.name', which is a string"
            ])
    }

    func testOutputOfNonScalars() {
        XCTAssertEqual(
            templateErrors("{{ method.parameters }}", ["method": method]),
            [
                "T:1:4: error: cannot output 'method.parameters', which is a list (use a filter such as 'join')"
            ])
        XCTAssertEqual(
            templateErrors("{{  method }}", ["method": method]),
            [
                "T:1:5: error: cannot output 'method', which is an object"
            ])
        XCTAssertEqual(
            templateErrors("{{ x }}", ["x": .null]),
            [
                "T:1:4: error: cannot output 'x', which is null (use 'default' to replace it)"
            ])
    }

    func testIteratingNonLists() {
        XCTAssertEqual(
            templateErrors("{% for x in method.name %}{% endfor %}", ["method": method]),
            [
                "T:1:13: error: cannot iterate over 'method.name', which is a string"
            ])
        XCTAssertEqual(
            templateErrors("{% for x in method %}{% endfor %}", ["method": method]),
            [
                "T:1:13: error: cannot iterate over 'method', which is an object (use 'for key, value in method')"
            ])
        XCTAssertEqual(
            templateErrors("{% for k, v in xs %}{% endfor %}", ["xs": []]),
            [
                "T:1:16: error: 'for key, value' needs an object, but 'xs' is a list"
            ])
    }

    func testErrorsInIncludedTemplatesPointIntoThem() {
        XCTAssertEqual(
            templateErrors("{% include 'Inner' %}", others: ["Inner": "ok\n {{ nope }}"]),
            [
                "Inner:2:5: error: unknown variable 'nope'"
            ])
    }

    func testUnrenderedBranchesAreNotEvaluated() throws {
        XCTAssertEqual(try renderTemplate("{% if false %}{{ missing }}{% endif %}ok"), "ok")
    }

    func testThousandIterationLoopOverObjects() throws {
        let items = (0..<1_000).map { TemplateValue.object(["name": .string("m\($0)"), "index": .int($0)]) }
        let source =
            "{% for item in items %}{{ item.name }}={{ item.index }}{% if not loop.last %},{% endif %}{% endfor %}"
        let output = try renderTemplate(source, ["items": .list(items)])
        XCTAssertEqual(output.split(separator: ",").count, 1_000)
        XCTAssertTrue(output.hasPrefix("m0=0,m1=1,"))
        XCTAssertTrue(output.hasSuffix(",m999=999"))
    }
}
