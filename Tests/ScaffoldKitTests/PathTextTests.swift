import XCTest
@testable import ScaffoldKit

final class PathTextTests: XCTestCase {
    func testTheFirstControlCharacterAndItsColumn() {
        XCTAssertNil(PathText.problem(in: "Sources/App/Ünïcode Folder/x.swift"))
        XCTAssertEqual(PathText.problem(in: "Gen\u{0}x")?.character, "control character U+0000 (NUL)")
        XCTAssertEqual(PathText.problem(in: "Gen\u{0}x")?.column, 4)
        XCTAssertEqual(PathText.problem(in: "é\nx")?.column, 2, "columns count Unicode scalars")
        XCTAssertEqual(PathText.problem(in: "a\u{1B}[31m")?.character, "control character U+001B")
        XCTAssertEqual(PathText.problem(in: "a\u{85}")?.character, "control character U+0085")
    }

    func testControlCharactersAreShownEscaped() {
        XCTAssertEqual(PathText.visible("T\u{0}x\ny"), "T\\u{0}x\\u{A}y")
        XCTAssertEqual(PathText.visible("plain/path"), "plain/path")
    }
}
