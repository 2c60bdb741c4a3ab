import XCTest

@testable import ScaffoldKit

final class TemplateExpressionParserTests: XCTestCase {
    private func display(_ source: String) throws -> String {
        let map = TemplateSourceMap(name: "T", source: source)
        let tokens = try TemplateExpressionLexer(map: map).tokenize(0, map.bytes.count)
        var parser = TemplateExpressionParser(map: map, filters: TemplateFilters.builtIn, tokens: tokens)
        let (expression, _) = try parser.parseExpression()
        try parser.expectEnd(after: "the expression")
        return expression.displayText
    }

    func testPrecedence() throws {
        XCTAssertEqual(try display("a or b and not c == d"), "a or (b and (not (c == d)))")
        XCTAssertEqual(try display("(a or b) and c"), "(a or b) and c")
        XCTAssertEqual(try display("not not a"), "not (not a)")
        XCTAssertEqual(try display("xs|length != 0"), "xs|length != 0")
    }

    func testPathsFiltersAndArguments() throws {
        XCTAssertEqual(try display("a.b.c|join(', ')|indent(4)"), "a.b.c|join(', ')|indent(4)")
        XCTAssertEqual(try display("(xs|first).name"), "xs|first.name")
        XCTAssertEqual(try display("x|default()"), "x|default")
    }

    func testLiterals() throws {
        XCTAssertEqual(try renderTemplate("{{ true }} {{ false }} {{ 42 }} {{ 'x' }}"), "true false 42 x")
        XCTAssertEqual(try renderTemplate("{% if 'a' == \"a\" and 1 != 2 %}yes{% endif %}"), "yes")
    }

    func testUnknownFilterWithSuggestion() {
        XCTAssertEqual(
            templateErrors("{{ name|uppercse }}"),
            ["T:1:9: error: unknown filter 'uppercse'; did you mean 'uppercase'?"])
        XCTAssertEqual(templateErrors("{{ name|zzzzzzzz }}"), ["T:1:9: error: unknown filter 'zzzzzzzz'"])
    }

    func testUnknownFilterInsideAConditionIsAParseError() {
        XCTAssertEqual(
            templateErrors("{% if xs|lenght == 0 %}{% endif %}"),
            [
                "T:1:10: error: unknown filter 'lenght'; did you mean 'length'?"
            ])
    }

    func testBadExpressions() {
        XCTAssertEqual(templateErrors("{{ }}"), ["T:1:4: error: expected an expression, found end of tag"])
        XCTAssertEqual(templateErrors("{{ a b }}"), ["T:1:6: error: unexpected 'b' after the expression"])
        XCTAssertEqual(templateErrors("{{ a. }}"), ["T:1:7: error: expected a key name after '.'"])
        XCTAssertEqual(templateErrors("{{ a| }}"), ["T:1:7: error: expected a filter name after '|'"])
        XCTAssertEqual(templateErrors("{{ (a }}"), ["T:1:7: error: expected ')'"])
        XCTAssertEqual(
            templateErrors("{{ a|join(',' }}"),
            [
                "T:1:15: error: expected ')' after the arguments of 'join'"
            ])
        XCTAssertEqual(templateErrors("{{ and }}"), ["T:1:4: error: expected an expression, found 'and'"])
        XCTAssertEqual(templateErrors("{{ a == }}"), ["T:1:9: error: expected an expression, found end of tag"])
        XCTAssertEqual(templateErrors("{{ a == b == c }}"), ["T:1:11: error: unexpected '==' after the expression"])
    }

    func testNestingIsBounded() throws {
        XCTAssertEqual(
            try renderTemplate(
                "{{ " + String(repeating: "(", count: 100) + "1" + String(repeating: ")", count: 100) + " }}"), "1")
        let deep = "{{ " + String(repeating: "(", count: 101) + "1" + String(repeating: ")", count: 101) + " }}"
        XCTAssertEqual(templateErrors(deep), ["T:1:104: error: expression is nested too deeply"])
        XCTAssertEqual(templateErrors("{{ " + String(repeating: "not ", count: 5000) + "x }}").count, 1)
    }

    func testFilterArgumentsNestAsParenthesesDo() {
        let deep = "{{ " + String(repeating: "x|default(", count: 101) + "1" + String(repeating: ")", count: 101)
            + " }}"
        XCTAssertEqual(templateErrors(deep), ["T:1:1014: error: expression is nested too deeply"])
    }

    func testLongChainsAreBounded() throws {
        let limit = TemplateExpressionParser.maximumLinks
        let object = TemplateValue.object(["a": .string("x")])
        let chain = "{{ " + String(repeating: "x or ", count: limit) + "x }}"
        XCTAssertEqual(try renderTemplate(chain, ["x": .bool(true)]), "true")
        let message = "error: expression is too long: more than 200 operators, filters and keys; split it with 'set'"
        XCTAssertEqual(templateErrors("{{ o" + String(repeating: ".a", count: 10_000) + " }}", ["o": object]),
                       ["T:1:406: " + message])
        XCTAssertEqual(templateErrors("{{ x" + String(repeating: "|lowercase", count: 10_000) + " }}"),
                       ["T:1:2006: " + message])
        XCTAssertEqual(templateErrors("{{ x" + String(repeating: " and x", count: 10_000) + " }}"),
                       ["T:1:1206: " + message])
    }
}
