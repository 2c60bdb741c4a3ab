@testable import ScaffoldKit
import XCTest

/// `Generator.tidy` works on bytes; it must give exactly what the `Character` definition gives.
final class TidyTextTests: XCTestCase {
    func testExamples() {
        XCTAssertEqual(TidyText.tidy("a  \n\n  b \n\n\n"), "a\n\n  b\n")
        XCTAssertEqual(TidyText.tidy(""), "\n")
        XCTAssertEqual(TidyText.tidy("   \n \n"), "\n")
        XCTAssertEqual(TidyText.tidy("x"), "x\n")
        XCTAssertEqual(TidyText.tidy("\nx"), "\nx\n")
        // `\r\n` is one Character, not a line break: the spaces before it stay.
        XCTAssertEqual(TidyText.tidy("a  \r\nb  "), "a  \r\nb\n")
        XCTAssertEqual(TidyText.tidy("é  \n…\t \n"), "é\n…\t\n")
    }

    func testSpacesThatBelongToALargerCharacterStay() {
        // U+0600 is a prepended concatenation mark: it and the space after it are one Character.
        let text = "\u{600} \n\u{600}  \nx\u{301} \n"
        XCTAssertEqual(TidyText.tidy(text), tidyByCharacters(text))
        XCTAssertEqual(TidyText.tidy(text), "\u{600} \n\u{600} \nx\u{301}\n")
    }

    func testMatchesTheCharacterDefinitionOnRandomText() {
        let pieces = ["a", " ", "  ", "\n", "\r", "\r\n", "\n\n", "é", "\u{301}", "\u{600}", "\t", "…", "{",
                      "🇫🇷"]
        var generator = SplitMix(seed: 6)
        for _ in 0..<3000 {
            let count = Int(generator.next() % 24)
            let text = (0..<count).map { _ in pieces[Int(generator.next() % UInt64(pieces.count))] }.joined()
            XCTAssertEqual(TidyText.tidy(text), tidyByCharacters(text), "\(Array(text.unicodeScalars))")
        }
    }

    func testMatchesTheCharacterDefinitionOnTheTemplatesThemselves() {
        for (name, text) in TemplateStore.builtIn {
            XCTAssertEqual(TidyText.tidy(text), tidyByCharacters(text), name)
        }
    }
}

/// A small deterministic random number generator, so a failure reproduces.
struct SplitMix {
    var state: UInt64

    init(seed: UInt64) { state = seed }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var value = state
        value = (value ^ (value >> 30)) &* 0xBF58_476D_1CE4_E5B9
        value = (value ^ (value >> 27)) &* 0x94D0_49BB_1331_11EB
        return value ^ (value >> 31)
    }
}

/// `tidy` by `Character`s: the definition `TidyText` reproduces on bytes.
private func tidyByCharacters(_ text: String) -> String {
    var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map { line -> Substring in
        var line = line
        while line.last == " " { line.removeLast() }
        return line
    }
    while lines.last?.isEmpty == true { lines.removeLast() }
    return lines.joined(separator: "\n") + "\n"
}
