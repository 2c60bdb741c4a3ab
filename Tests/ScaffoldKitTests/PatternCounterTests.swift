import XCTest
@testable import ScaffoldKit
import ScaffoldTestSupport

/// Counting many patterns in one pass: overlapping, nested and repeated occurrences all count.
final class PatternCounterTests: XCTestCase {
    private func symbols(_ text: String) -> [UInt16] { text.utf8.map(UInt16.init) }

    private func occurrences(_ patterns: [String], _ texts: [String]) -> [Int] {
        PatternCounter(patterns: patterns.map(symbols), alphabet: 256).occurrences(in: texts.map(symbols))
    }

    func testOverlappingAndNestedPatterns() {
        XCTAssertEqual(occurrences(["a", "aa", "aaa", "b", "ab", "ba", "abab"], ["aaaa", "abab"]),
                       [6, 3, 2, 2, 2, 1, 1])
        XCTAssertEqual(occurrences(["he", "she", "his", "hers"], ["ushers"]), [1, 1, 0, 1])
        XCTAssertEqual(occurrences(["x", "x"], ["xx"]), [2, 2])
        XCTAssertEqual(occurrences(["abc"], []), [0])
    }

    /// Random patterns over a small alphabet against a direct count of every position.
    func testAgreesWithCountingEveryPosition() {
        var generator = SeededGenerator(seed: 6)
        func random(_ count: Int) -> String {
            String((0..<count).map { _ in "abc".randomElement(using: &generator) ?? "a" })
        }
        for _ in 0..<200 {
            let text = random(Int.random(in: 0..<60, using: &generator))
            let patterns = (0..<6).map { _ in random(Int.random(in: 1..<6, using: &generator)) }
            let bytes = Array(text.utf8)
            let direct = patterns.map { pattern -> Int in
                let needle = Array(pattern.utf8)
                guard needle.count <= bytes.count else { return 0 }
                return (0...(bytes.count - needle.count)).filter { bytes[$0..<$0 + needle.count].elementsEqual(needle) }
                    .count
            }
            XCTAssertEqual(occurrences(patterns, [text]), direct, "\(patterns) in \(text)")
        }
    }
}
