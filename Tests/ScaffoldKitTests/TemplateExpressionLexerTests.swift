import XCTest

@testable import ScaffoldKit

final class TemplateExpressionLexerTests: XCTestCase {
    private func kinds(_ source: String) throws -> [TemplateExpressionToken.Kind] {
        let map = TemplateSourceMap(name: "T", source: source)
        return try TemplateExpressionLexer(map: map).tokenize(0, map.bytes.count).map(\.kind)
    }

    func testTokens() throws {
        XCTAssertEqual(
            try kinds("a.b_2|join(', ') == 12 != x = (y)"),
            [
                .identifier("a"), .symbol("."), .identifier("b_2"), .symbol("|"), .identifier("join"), .symbol("("),
                .string(", "), .symbol(")"), .symbol("=="), .integer(12), .symbol("!="), .identifier("x"),
                .symbol("="), .symbol("("), .identifier("y"), .symbol(")"), .end,
            ])
    }

    func testStringEscapes() throws {
        XCTAssertEqual(try kinds(#"'a\'b\\c\n' "d\"é""#), [.string("a'b\\c\n"), .string("d\"é"), .end])
        XCTAssertEqual(try renderTemplate(#"{{ "say \"hi\"\n" }}"#), "say \"hi\"\n")
    }

    func testUnknownEscape() {
        XCTAssertEqual(templateErrors(#"{{ "a\tb" }}"#), [#"T:1:6: error: unknown escape '\t' in string literal"#])
    }

    func testUnterminatedString() {
        XCTAssertEqual(templateErrors("{% if x == 'a %}{% endif %}"), ["T:1:12: error: unterminated string literal"])
    }

    func testUnexpectedCharacter() {
        XCTAssertEqual(templateErrors("{{ a + b }}"), ["T:1:6: error: unexpected character '+'"])
        XCTAssertEqual(templateErrors("{{ a ! b }}"), ["T:1:6: error: unexpected character '!'"])
        XCTAssertEqual(templateErrors("{{ ü }}"), ["T:1:4: error: unexpected character 'ü'"])
    }

    func testIntegerTooLarge() {
        XCTAssertEqual(templateErrors("{{ 99999999999999999999 }}"), ["T:1:4: error: integer literal is too large"])
    }
}
