import XCTest

@testable import ScaffoldKit

final class TemplateParserTests: XCTestCase {
    func testParsesATreeWithMergedText() throws {
        var parser = TemplateParser(name: "T", source: "a{# c #}b{% if x %}{{ y }}{% endif %}", filters: [:])
        let template = try XCTUnwrap(parser.parse())
        XCTAssertEqual(template.nodes.count, 2)
        guard case .text("ab") = template.nodes[0], case .conditional(let branches, let otherwise) = template.nodes[1]
        else { return XCTFail("unexpected tree \(template.nodes)") }
        XCTAssertEqual(branches.count, 1)
        XCTAssertTrue(otherwise.isEmpty)
    }

    func testRecordsIncludes() throws {
        var parser = TemplateParser(name: "T", source: "\n  {% include \"Other\" %}", filters: [:])
        let template = try XCTUnwrap(parser.parse())
        XCTAssertEqual(template.includes, [Located("Other", at: SourceLocation(file: "T", line: 2, column: 14))])
    }

    func testBlocksNestDeeplyUpToTheLimit() throws {
        let depth = TemplateParser.maximumNesting
        let source = nestedIfs(depth, around: "x")
        XCTAssertEqual(try renderTemplate(source), "x")
    }

    func testThousandsOfNestedBlocksAreOneErrorNotACrash() {
        let count = 20_000
        let source = nestedIfs(count, around: "x")
        XCTAssertEqual(templateErrors(source), [
            "T:1:1301: error: 'if' is nested too deeply: more than 100 'if' and 'for' blocks inside one another"
        ])
        let loops = String(repeating: "{% for x in xs %}\n", count: count)
            + String(repeating: "{% endfor %}\n", count: count)
        XCTAssertEqual(templateErrors(loops), [
            "T:101:1: error: 'for' is nested too deeply: more than 100 'if' and 'for' blocks inside one another"
        ])
    }

    func testErrorsInsideBlocksNestedTooDeeplyAreStillReported() {
        let source = nestedIfs(102, around: "{% endfro %}")
        XCTAssertEqual(templateErrors(source), [
            "T:1:1301: error: 'if' is nested too deeply: more than 100 'if' and 'for' blocks inside one another",
            "T:1:1330: error: unknown tag 'endfro'; did you mean 'endfor'?",
        ])
    }

    func testManyEndTagsWithoutOpeningAreQuick() {
        let source = String(repeating: "{% for x in xs %}", count: 10_000)
            + String(repeating: "{% endif %}", count: 10_000)
        // One error for the 101st 'for', one per 'endif', and the 100 'for's not too deep are never closed.
        XCTAssertEqual(templateErrors(source).count, 1 + 10_000 + 100)
    }

    private func nestedIfs(_ count: Int, around text: String) -> String {
        String(repeating: "{% if true %}", count: count) + text + String(repeating: "{% endif %}", count: count)
    }

    func testEndWithoutOpening() {
        XCTAssertEqual(templateErrors("a\n{% endfor %}"), ["T:2:1: error: 'endfor' without a matching 'for'"])
        XCTAssertEqual(templateErrors("{% endif %}"), ["T:1:1: error: 'endif' without a matching 'if'"])
    }

    func testNeverClosedPointsAtTheOpeningTag() {
        XCTAssertEqual(templateErrors("a\n  {% if x %}\nb"), ["T:2:3: error: 'if' is never closed; expected 'endif'"])
        XCTAssertEqual(templateErrors("{% for x in xs %}"), ["T:1:1: error: 'for' is never closed; expected 'endfor'"])
    }

    func testEndTagClosesTheMatchingBlockAndReportsTheOnesInside() {
        XCTAssertEqual(
            templateErrors("{% if a %}{% for x in xs %}{% endif %}"),
            [
                "T:1:11: error: 'for' is never closed; expected 'endfor'"
            ])
    }

    func testMismatchedEndTag() {
        XCTAssertEqual(
            templateErrors("{% for x in xs %}{% endif %}"),
            [
                "T:1:1: error: 'for' is never closed; expected 'endfor'",
                "T:1:18: error: 'endif' without a matching 'if'",
            ])
    }

    func testMisplacedElseAndElif() {
        XCTAssertEqual(templateErrors("{% else %}"), ["T:1:1: error: 'else' outside of 'if' or 'for'"])
        XCTAssertEqual(
            templateErrors("{% for x in y %}{% elif z %}{% endfor %}"),
            [
                "T:1:17: error: 'elif' outside of 'if'"
            ])
        XCTAssertEqual(
            templateErrors("{% if a %}{% else %}{% elif b %}{% endif %}"),
            [
                "T:1:21: error: 'elif' after 'else'"
            ])
        XCTAssertEqual(templateErrors("{% if a %}{% else %}{% else %}{% endif %}"), ["T:1:21: error: duplicate 'else'"])
    }

    func testUnknownTagWithSuggestion() {
        XCTAssertEqual(
            templateErrors("{% if a %}x{% edif %}"),
            [
                "T:1:1: error: 'if' is never closed; expected 'endif'",
                "T:1:15: error: unknown tag 'edif'; did you mean 'endif'?",
            ])
        XCTAssertEqual(templateErrors("{% frobnicate %}"), ["T:1:4: error: unknown tag 'frobnicate'"])
        XCTAssertEqual(templateErrors("{% %}"), ["T:1:4: error: expected a tag name after '{%'"])
    }

    func testBadTagArguments() {
        XCTAssertEqual(
            templateErrors("{% if %}{% endif %}"), ["T:1:7: error: expected an expression, found end of tag"])
        XCTAssertEqual(templateErrors("{% if a %}{% endif a %}"), ["T:1:20: error: unexpected 'a' after 'endif'"])
        XCTAssertEqual(
            templateErrors("{% if a %}{% else b %}{% endif %}"),
            [
                "T:1:19: error: unexpected 'b' after 'else'"
            ])
        XCTAssertEqual(
            templateErrors("{% if a b %}{% endif %}"),
            [
                "T:1:9: error: unexpected 'b' after the condition of 'if'"
            ])
    }

    func testBadForTags() {
        XCTAssertEqual(
            templateErrors("{% for in xs %}{% endfor %}"),
            [
                "T:1:8: error: expected a loop variable name, found 'in'"
            ])
        XCTAssertEqual(
            templateErrors("{% for x xs %}{% endfor %}"), ["T:1:10: error: expected 'in' after the loop variables"])
        XCTAssertEqual(
            templateErrors("{% for a, b, c in xs %}{% endfor %}"),
            [
                "T:1:12: error: expected 'in' after the loop variables"
            ])
        XCTAssertEqual(
            templateErrors("{% for x in %}{% endfor %}"),
            [
                "T:1:13: error: expected an expression, found end of tag"
            ])
    }

    func testBadIncludeAndSetTags() {
        XCTAssertEqual(
            templateErrors("{% include Other %}"),
            [
                "T:1:12: error: expected a template name in quotes after 'include'"
            ])
        XCTAssertEqual(
            templateErrors("{% include 'A' 'B' %}", others: ["A": ""]),
            [
                "T:1:16: error: unexpected string literal after the template name"
            ])
        XCTAssertEqual(
            templateErrors("{% set = 1 %}"), ["T:1:8: error: expected a variable name after 'set', found '='"])
        XCTAssertEqual(templateErrors("{% set x 1 %}"), ["T:1:10: error: expected '=' after 'set x'"])
        XCTAssertEqual(
            templateErrors("{% set loop = 1 %}"), ["T:1:8: error: expected a variable name after 'set', found 'loop'"])
    }

    func testCollectsEveryParseErrorOfEveryTemplate() {
        let errors = templateErrors(
            "{{ a|nope }}\n{% bogus %}\n{% if x %}\n{{ }}",
            others: ["B": "{% endfor %}", "C": "{% include 'Missing' %}"])
        XCTAssertEqual(
            errors,
            [
                "B:1:1: error: 'endfor' without a matching 'for'",
                "C:1:12: error: unknown template 'Missing'",
                "T:1:6: error: unknown filter 'nope'",
                "T:2:4: error: unknown tag 'bogus'",
                "T:3:1: error: 'if' is never closed; expected 'endif'",
                "T:4:4: error: expected an expression, found end of tag",
            ])
    }

    func testBlockStructureSurvivesABadCondition() {
        XCTAssertEqual(
            templateErrors("{% if a| %}x{% elif ) %}y{% else %}z{% endif %}"),
            [
                "T:1:10: error: expected a filter name after '|'",
                "T:1:21: error: expected an expression, found ')'",
            ])
    }
}
