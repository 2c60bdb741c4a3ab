import XCTest
@testable import ScaffoldKit

/// `scaffold migrate --dry-run`'s unified diffs (`MigrationDiff.swift`), in `diff -u`'s format.
final class MigrationDiffTests: XCTestCase {
    private func diff(_ old: String, _ new: String) -> String {
        MigrationDiff.unified(old: Array(old.utf8), new: Array(new.utf8), oldPath: "a.txt", newPath: "b.txt")
            .joined(separator: "\n")
    }

    private func lines(_ range: ClosedRange<Int>) -> String {
        range.map { "line \($0)\n" }.joined()
    }

    func testAnInsertionHasThreeLinesOfContextEachSide() {
        let old = lines(1...10)
        let new = lines(1...5) + "new\n" + lines(6...10)
        XCTAssertEqual(diff(old, new), """
            --- a/a.txt
            +++ b/b.txt
            @@ -3,6 +3,7 @@
             line 3
             line 4
             line 5
            +new
             line 6
             line 7
             line 8
            """)
    }

    func testChangesFarApartAreTwoHunksAndNearOnesOne() {
        let old = lines(1...20)
        let apart = old.replacingOccurrences(of: "line 2\n", with: "two\n")
            .replacingOccurrences(of: "line 18\n", with: "")
        XCTAssertEqual(diff(old, apart).components(separatedBy: "\n").filter { $0.hasPrefix("@@") },
                       ["@@ -1,5 +1,5 @@", "@@ -15,6 +15,5 @@"])
        let near = old.replacingOccurrences(of: "line 2\n", with: "two\n")
            .replacingOccurrences(of: "line 7\n", with: "seven\n")
        XCTAssertEqual(diff(old, near).components(separatedBy: "\n").filter { $0.hasPrefix("@@") },
                       ["@@ -1,10 +1,10 @@"])
        XCTAssertTrue(diff(old, near).contains("-line 2\n+two\n line 3\n"))
    }

    func testANewFileIsAgainstDevNullAndEqualTextsHaveNoDiff() {
        XCTAssertEqual(diff("", "a\nb\n"), "--- /dev/null\n+++ b/b.txt\n@@ -0,0 +1,2 @@\n+a\n+b")
        XCTAssertEqual(diff("same\n", "same\n"), "")
    }
}
