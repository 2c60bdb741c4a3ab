import XCTest
@testable import ScaffoldKit
import ScaffoldTestSupport

/// Counting members as whole lines, all at once: the same counts as one search per member, in linear time.
final class MemberAccountingTests: XCTestCase {
    private func counts(_ needles: [String], _ haystacks: [String]) -> [Int] {
        MemberAccounting.counts(of: needles.map { Array($0.utf8) }, in: haystacks.map { Array($0.utf8) })
    }

    func testCountsWholeLinesOnly() {
        let haystack = """
            var a = 1
            var a = 1; var b = 2 // b
            let c = var a = 1
            var a = 10
            func f() {
                var a = 1
            }\r
            /* c */ var b = 2
            """
        XCTAssertEqual(counts(["var a = 1", "var b = 2", "func f() {\n    var a = 1\n}", "a = 1"], [haystack]),
                       [3, 1, 1, 0])
        XCTAssertEqual(counts(["var a = 1"], [haystack, haystack, ""]), [6])
    }

    func testNeedlesWithBlankOrSlashEndsAreCountedTheDirectWay() {
        XCTAssertEqual(counts([" x", "x ", "a /", ""], ["  x  \nx \na //\na /\n"]), [1, 2, 1, 0])
    }

    /// Random needles cut from random text of the bytes that matter: the one-pass count equals the direct one.
    func testAgreesWithTheDirectSearchOnRandomText() {
        var generator = SeededGenerator(seed: 23)
        let alphabet = Array("ab ;\n\r/*\t".utf8)
        for _ in 0..<300 {
            let length = Int.random(in: 0..<80, using: &generator)
            let text = (0..<length).map { _ in alphabet[Int.random(in: 0..<alphabet.count, using: &generator)] }
            var needles: [[UInt8]] = []
            for _ in 0..<5 where !text.isEmpty {
                let start = Int.random(in: 0..<text.count, using: &generator)
                let end = Int.random(in: start...min(text.count, start + 12), using: &generator)
                needles.append(Array(text[start..<end]))
            }
            let direct = needles.map { MemberAccounting.occurrences(of: $0, in: text) }
            XCTAssertEqual(MemberAccounting.counts(of: needles, in: [text]), direct,
                           String(decoding: text, as: UTF8.self))
        }
    }

    func testThousandsOfMembersAreCountedInLinearTime() {
        let members = (0..<4_000).map { "func helper\($0)(_ value: Int) -> Int {\n        return value + \($0)\n    }" }
        let file = "class AppDelegate {\n" + members.map { "    " + $0 + "\n\n" }.joined() + "}\n"
        let found = counts(members, [file])
        XCTAssertEqual(found, Array(repeating: 1, count: members.count))
    }
}
