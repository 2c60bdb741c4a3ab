import XCTest

@testable import ScaffoldKit

final class TemplateLexerTests: XCTestCase {
    private func tokens(_ source: String) -> [TemplateToken] {
        TemplateLexer(map: TemplateSourceMap(name: "T", source: source)).tokenize().tokens
    }

    func testCutsTextAndTags() {
        let result = tokens("a{{ x }}b{% if y %}c")
        XCTAssertEqual(result.count, 5)
        guard case .tag(let output) = result[1], case .tag(let block) = result[3] else {
            return XCTFail("expected tags, got \(result)")
        }
        XCTAssertEqual(output.kind, .output)
        XCTAssertEqual(output.contentStart, 3)
        XCTAssertEqual(output.contentEnd, 6)
        XCTAssertEqual(output.end, 8)
        XCTAssertEqual(block.kind, .block)
        XCTAssertEqual(result[4], .text(TemplateTextSpan(start: 19, end: 20)))
    }

    func testTrimMarkersAreNotContent() {
        guard case .tag(let tag) = tokens("{{- x -}}")[0] else { return XCTFail() }
        XCTAssertTrue(tag.trimsBefore)
        XCTAssertTrue(tag.trimsAfter)
        XCTAssertEqual(tag.contentStart, 3)
        XCTAssertEqual(tag.contentEnd, 6)
    }

    func testCommentsAreDropped() {
        XCTAssertEqual(tokens("{# a }} %} #}"), [])
    }

    func testClosingDelimiterInsideAStringDoesNotEndTheTag() throws {
        XCTAssertEqual(try renderTemplate("{{ \"a}}b\" }}|{{ 'c%}' }}"), "a}}b|c%}")
    }

    func testLoneBracesAreText() throws {
        XCTAssertEqual(try renderTemplate("{ x } }} %} #} {"), "{ x } }} %} #} {")
    }

    func testUnclosedOutputTag() {
        XCTAssertEqual(templateErrors("line\n  {{ x "), ["T:2:3: error: unclosed '{{' tag; expected '}}'"])
    }

    func testUnclosedBlockTag() {
        XCTAssertEqual(templateErrors("{% if x }}"), ["T:1:1: error: unclosed '{%' tag; expected '%}'"])
    }

    func testUnclosedComment() {
        XCTAssertEqual(templateErrors("a {# b\n c"), ["T:1:3: error: unclosed comment; expected '#}'"])
    }

    func testUnbalancedQuoteFallsBackToThePlainCloser() {
        XCTAssertEqual(templateErrors("{{ \"x }}\nok"), ["T:1:4: error: unterminated string literal"])
    }

    func testColumnsCountUnicodeScalars() {
        let map = TemplateSourceMap(name: "T", source: "é😀{{ x }}\nab")
        XCTAssertEqual(map.location(6), SourceLocation(file: "T", line: 1, column: 3))
        XCTAssertEqual(map.location(14), SourceLocation(file: "T", line: 2, column: 1))
        XCTAssertEqual(templateErrors("é😀{{ x }}"), ["T:1:6: error: unknown variable 'x'"])
    }
}
