import Foundation
import XCTest
@testable import ScaffoldKit

/// What each template sees (its encoded `FileModel`), for a few representative manifests, compared with reviewed
/// copies in `Tests/Golden/Contexts/`, as SwiftGen pins its contexts: a renamed or dropped key shows here before a
/// template (or a user's override) breaks. Re-record on purpose with
/// `SCAFFOLD_RECORD_GOLDEN=1 swift test --filter ContextGoldenTests`, then review the diff.
final class ContextGoldenTests: XCTestCase {
    private static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Golden/Contexts")

    func testAPlainAppDelegate() throws {
        try check("PlainAppDelegate", ContextFixtures.plain)
    }

    func testCommandsAndListeners() throws {
        try check("Recipes", ContextFixtures.recipes)
    }

    func testTheSceneBridge() throws {
        try check("SceneBridge", ContextFixtures.scenes)
    }

    func testLaunchCost() throws {
        try check("LaunchCost", ContextFixtures.launchCost)
    }

    func testAnAdoptedLeaf() throws {
        try check("AdoptedLeaf", ContextFixtures.adopted)
    }

    func testALeafFactoryWithUses() throws {
        try check("LeafFactoryUses", ContextFixtures.uses)
    }

    private func check(_ name: String, _ manifest: String, file: StaticString = #filePath, line: UInt = #line) throws {
        let text = ContextText.text(of: try ContextFixtures.jobs(manifest))
        let url = Self.folder.appendingPathComponent(name + ".txt")
        if ProcessInfo.processInfo.environment["SCAFFOLD_RECORD_GOLDEN"] == "1" {
            try FileManager.default.createDirectory(at: Self.folder, withIntermediateDirectories: true)
            try text.write(to: url, atomically: true, encoding: .utf8)
            return
        }
        let expected = try String(contentsOf: url, encoding: .utf8)
        guard text != expected else { return }
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        let expectedLines = expected.split(separator: "\n", omittingEmptySubsequences: false)
        let index = zip(lines, expectedLines).enumerated().first { $0.element.0 != $0.element.1 }?.offset
            ?? min(lines.count, expectedLines.count)
        XCTFail("the contexts differ from Tests/Golden/Contexts/\(name).txt at line \(index + 1):\n"
            + "got:      \(index < lines.count ? lines[index] : "(end)")\n"
            + "expected: \(index < expectedLines.count ? expectedLines[index] : "(end)")", file: file, line: line)
    }
}
