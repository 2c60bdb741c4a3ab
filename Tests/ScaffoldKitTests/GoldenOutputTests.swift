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
        if ProcessInfo.processInfo.environment["SCAFFOLD_RECORD_GOLDEN"] == "1" {
            try? FileManager.default.removeItem(at: goldenFolder)
            for (path, text) in files {
                let url = goldenFolder.appendingPathComponent(path + ".golden")
                try FileManager.default.createDirectory(at: url.deletingLastPathComponent(),
                                                        withIntermediateDirectories: true)
                try text.write(to: url, atomically: true, encoding: .utf8)
            }
            return
        }
        let recorded = try goldenFiles()
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

    private func goldenFiles() throws -> [String: String] {
        var files: [String: String] = [:]
        let enumerator = FileManager.default.enumerator(at: goldenFolder, includingPropertiesForKeys: nil)
        while let url = enumerator?.nextObject() as? URL {
            guard url.pathExtension == "golden" else { continue }
            let relative = String(url.path.dropFirst(goldenFolder.path.count + 1).dropLast(".golden".count))
            files[relative] = try String(contentsOf: url, encoding: .utf8)
        }
        return files
    }
}
