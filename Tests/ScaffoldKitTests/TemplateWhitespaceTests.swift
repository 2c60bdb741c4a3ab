import XCTest

@testable import ScaffoldKit

final class TemplateWhitespaceTests: XCTestCase {
    func testStandaloneBlockLinesVanishWithIndentationAndNewline() throws {
        let source = "a\n    {% if true %}\n    b\n    {% endif %}\nc\n"
        XCTAssertEqual(try renderTemplate(source), "a\n    b\nc\n")
    }

    func testStandaloneLinesInLoops() throws {
        let source = "{% for x in xs %}\n  - {{ x }}\n{% endfor %}\ndone"
        XCTAssertEqual(try renderTemplate(source, ["xs": ["a", "b"]]), "  - a\n  - b\ndone")
    }

    func testStandaloneCommentLineVanishes() throws {
        XCTAssertEqual(try renderTemplate("a\n  {# note #}\nb"), "a\nb")
    }

    func testMultilineCommentOnItsOwnLinesVanishes() throws {
        XCTAssertEqual(try renderTemplate("a\n{# one\n   two #}\nb"), "a\nb")
    }

    func testSeveralBlockTagsAloneOnALineVanish() throws {
        XCTAssertEqual(try renderTemplate("a\n  {% if false %}{% endif %}\nb"), "a\nb")
    }

    func testStandaloneTagAtStartAndEndOfFile() throws {
        XCTAssertEqual(try renderTemplate("{% if true %}\nx\n{% endif %}"), "x\n")
        XCTAssertEqual(try renderTemplate("  {% if true %}\nx\n  {% endif %}  "), "x\n")
    }

    func testCRLFLineEndsAreRemovedWhole() throws {
        XCTAssertEqual(try renderTemplate("a\r\n{% if true %}\r\nb\r\n{% endif %}\r\n"), "a\r\nb\r\n")
    }

    func testOutputTagsNeverMakeALineStandalone() throws {
        XCTAssertEqual(try renderTemplate("a\n  {{ x }}\nb", ["x": ""]), "a\n  \nb")
    }

    func testBlockTagSharingALineWithTextIsKept() throws {
        XCTAssertEqual(try renderTemplate("a {% if true %}b{% endif %} c\n"), "a b c\n")
        XCTAssertEqual(try renderTemplate("x\n  {% if true %}y\n{% endif %}"), "x\n  y\n")
    }

    func testBlockTagSharingALineWithAnOutputTagIsKept() throws {
        XCTAssertEqual(try renderTemplate("{{ x }}{% if true %}\nb{% endif %}", ["x": "a"]), "a\nb")
    }

    func testTrimMarkersOnOutputTags() throws {
        XCTAssertEqual(try renderTemplate("a  \n {{- x -}} \n\t b", ["x": "X"]), "aXb")
        XCTAssertEqual(try renderTemplate("a {{- x }} b", ["x": "X"]), "aX b")
        XCTAssertEqual(try renderTemplate("a {{ x -}} b", ["x": "X"]), "a Xb")
    }

    func testTrimMarkersOnBlockTags() throws {
        let source = "[\n  {%- for x in xs -%}\n  {{ x }},\n  {%- endfor -%}\n]"
        XCTAssertEqual(try renderTemplate(source, ["xs": [1, 2]]), "[1,2,]")
    }

    func testTrimMarkersOnComments() throws {
        XCTAssertEqual(try renderTemplate("a \n {#- c -#} \n b"), "ab")
    }

    func testTrimMarkerCombinedWithStandaloneLine() throws {
        XCTAssertEqual(try renderTemplate("a\n{%- if true %}\nb\n{% endif %}\n"), "ab\n")
    }

    func testTextAroundARemovedCommentJoins() throws {
        XCTAssertEqual(try renderTemplate("a{# c #}b"), "ab")
    }

    func testBlankLinesStay() throws {
        XCTAssertEqual(try renderTemplate("a\n\n{% if true %}\nb\n{% endif %}\n\nc"), "a\n\nb\n\nc")
    }
}
