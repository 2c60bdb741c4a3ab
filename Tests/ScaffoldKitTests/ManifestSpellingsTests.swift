import XCTest
@testable import ScaffoldKit
import ScaffoldCLI

/// One manifest (a command, two components, a policy, a listener) written many ways: every spelling must
/// generate byte-identical files through the whole pipeline (`scaffold generate` on a file system in memory).
final class ManifestSpellingsTests: XCTestCase {
    /// Runs `scaffold generate` on `manifest` and returns every file it wrote, by path (the manifest left out).
    private func generated(_ manifest: String, file: StaticString = #filePath, line: UInt = #line) -> [String: String] {
        let fileSystem = InMemoryFileSystem(currentDirectory: "/p", files: ["scaffold.yml": manifest])
        let console = CapturingConsole()
        let status = CommandRunner.run(["generate", "--quiet"], fileSystem: fileSystem, console: console)
        XCTAssertEqual(status, 0, console.standardError, file: file, line: line)
        var files = fileSystem.snapshot
        files["/p/scaffold.yml"] = nil
        return files
    }

    func testEverySpellingGeneratesTheSameBytes() {
        let reference = generated(ManifestSpellings.all[0].text)
        XCTAssertEqual(reference.count, 21, reference.keys.sorted().joined(separator: "\n"))
        let composite = reference["/p/Sources/MyApp/Generated/AppDelegate.swift"] ?? ""
        XCTAssertTrue(composite.contains("open url: URL"), composite)
        XCTAssertTrue(composite.contains("var completionDeadline: Double = 10\n"), composite)
        XCTAssertTrue(reference.keys.contains("/p/Sources/MyApp/Components/DeepLinksComponent.swift"))
        XCTAssertTrue(reference.keys.contains("/p/Tests/MyAppTests/PushNotificationsComponentTests.swift"))
        XCTAssertGreaterThanOrEqual(ManifestSpellings.all.count, 12)
        for spelling in ManifestSpellings.all.dropFirst() {
            let files = generated(spelling.text)
            XCTAssertEqual(files.keys.sorted(), reference.keys.sorted(), spelling.name)
            for (path, text) in reference where files[path] != text {
                XCTFail("\(spelling.name): \(path) differs: \(firstDifference(text, files[path] ?? ""))")
            }
        }
    }

    /// The spellings really are different texts (no accidental copies).
    func testTheSpellingsAreDistinct() {
        let texts = ManifestSpellings.all.map(\.text)
        XCTAssertEqual(Set(texts).count, texts.count)
    }

    /// `line N: 'expected' vs 'actual'`.
    private func firstDifference(_ expected: String, _ actual: String) -> String {
        let old = expected.split(separator: "\n", omittingEmptySubsequences: false)
        let new = actual.split(separator: "\n", omittingEmptySubsequences: false)
        for index in 0..<max(old.count, new.count) {
            let left = index < old.count ? String(old[index]) : "<end>"
            let right = index < new.count ? String(new[index]) : "<end>"
            if left != right { return "line \(index + 1): '\(left)' vs '\(right)'" }
        }
        return "same lines"
    }
}
