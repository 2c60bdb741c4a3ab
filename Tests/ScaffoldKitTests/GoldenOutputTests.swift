import Foundation
import XCTest
@testable import ScaffoldKit
import ScaffoldCLI
import ScaffoldTestSupport

/// The files `scaffold init --example` writes, compared byte for byte with reviewed copies in `Tests/Golden/`.
/// Re-record on purpose with `SCAFFOLD_RECORD_GOLDEN=1 swift test --filter GoldenOutputTests`, then review the diff.
final class GoldenOutputTests: XCTestCase {
    private let goldenFolder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Golden/Example")

    func testTheExampleProjectMatchesTheReviewedOutput() throws {
        let project = InMemoryProject()
        let result = project.run("init", "--example")
        XCTAssertEqual(result.status, 0, result.errors)
        let files = project.files
        if GoldenFolder.isRecording {
            try GoldenFolder.record(files, in: goldenFolder)
            return
        }
        let recorded = try GoldenFolder.read(goldenFolder)
        XCTAssertEqual(Set(files.keys), Set(recorded.keys), "the set of generated files changed")
        for (path, text) in files.sorted(by: { $0.key < $1.key }) {
            guard let expected = recorded[path] else { continue }
            if text != expected {
                let line = zip(text.split(separator: "\n", omittingEmptySubsequences: false),
                               expected.split(separator: "\n", omittingEmptySubsequences: false))
                    .enumerated().first { $0.element.0 != $0.element.1 }
                XCTFail("\(path) differs from Tests/Golden/Example/\(path).golden at line \((line?.offset ?? 0) + 1):\n"
                    + "got:      \(line?.element.0 ?? "")\nexpected: \(line?.element.1 ?? "")")
            }
        }
    }

    func testGeneratingTwiceGivesTheSameBytes() {
        let first = InMemoryProject()
        let second = InMemoryProject()
        XCTAssertEqual(first.run("init", "--example").status, 0)
        XCTAssertEqual(second.run("init", "--example").status, 0)
        XCTAssertEqual(first.files, second.files)
    }
}
