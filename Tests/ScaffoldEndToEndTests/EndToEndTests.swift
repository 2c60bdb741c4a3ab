import Foundation
import XCTest

/// The whole product as a new user meets it: the built `scaffold` binary run in an empty folder, then the
/// Swift it wrote built against the stand-in UIKit and its generated tests run, in Swift 6 and Swift 5 modes
/// (the `Example` scenario of `EndToEndScenarios`).
final class EndToEndTests: XCTestCase {
    private func scaffold(_ arguments: [String], in folder: URL) throws -> ProcessResult {
        try ProcessRunner.run(TestPaths.scaffold, arguments + ["--no-color"], in: folder)
    }

    @discardableResult
    private func succeed(_ arguments: [String], in folder: URL, file: StaticString = #filePath, line: UInt = #line)
        throws -> ProcessResult
    {
        let result = try scaffold(arguments, in: folder)
        XCTAssertEqual(result.status, 0, "scaffold \(arguments): \(result.stderr)\(result.stdout)",
                       file: file, line: line)
        return result
    }

    /// The `Example` scenario: `init`, `add` (one leaf listing every UIApplicationDelegate method) and `generate`.
    func testInitAddAndGenerateWriteCodeThatBuildsAndPassesItsTestsInSwift6AndSwift5() throws {
        for (mode, output) in try assertPassesOnStandIns("Example") {
            // The forwarding tests of every catalog method and the leaves' test stubs all ran.
            XCTAssertGreaterThanOrEqual(Self.passedTestCount(in: output), 59, "\(mode): \(output.suffix(3000))")
        }
    }

    func testASecondGenerateTouchesNoFileAndUserEditsSurvive() throws {
        let root = try TestPaths.temporaryFolder("rerun")
        defer { try? FileManager.default.removeItem(at: root) }
        try succeed(["init", "--example"], in: root)
        let leaf = root.appendingPathComponent("Sources/App/AppDelegate/Components/AnalyticsListener.swift")
        var text = try String(contentsOf: leaf, encoding: .utf8)
        text += "\n// A user's edit.\n"
        try text.write(to: leaf, atomically: true, encoding: .utf8)

        // Dated a minute back, instead of waiting for the clock to move: a file written again gets the time now.
        try backdate(root)
        let before = try modificationDates(in: root)
        try succeed(["generate"], in: root)
        XCTAssertEqual(try modificationDates(in: root), before, "a no-op generate rewrote files")
        XCTAssertTrue(try String(contentsOf: leaf, encoding: .utf8).hasSuffix("// A user's edit.\n"))

        try succeed(["generate", "--check"], in: root)
        try succeed(["add", "component", "Logging"], in: root)
        let manifest = root.appendingPathComponent("scaffold.yml")
        let original = try String(contentsOf: manifest, encoding: .utf8)
        try (original + "  - name: Appearance\n    methods: [application(_:didFinishLaunchingWithOptions:)]\n")
            .write(to: manifest, atomically: true, encoding: .utf8)
        let check = try scaffold(["generate", "--check"], in: root)
        XCTAssertEqual(check.status, 1)
        XCTAssertTrue(check.stdout.contains("AppDelegate.swift"), check.stdout + check.stderr)
    }

    func testABrokenManifestGivesALocatedErrorAndChangesNothing() throws {
        let root = try TestPaths.temporaryFolder("broken")
        defer { try? FileManager.default.removeItem(at: root) }
        try succeed(["init", "--example"], in: root)
        let manifest = root.appendingPathComponent("scaffold.yml")
        let text = try String(contentsOf: manifest, encoding: .utf8)
            .replacingOccurrences(of: "  - name: Orientation\n", with: "  - name: Orientation\n    method: []\n")
        try text.write(to: manifest, atomically: true, encoding: .utf8)
        let before = try modificationDates(in: root)
        let result = try scaffold(["generate"], in: root)
        XCTAssertEqual(result.status, 1)
        let line = text.components(separatedBy: "\n").firstIndex(of: "    method: []")! + 1
        XCTAssertTrue(result.stderr.contains("scaffold.yml:\(line):5: error: "), result.stderr)
        XCTAssertEqual(try modificationDates(in: root), before)
    }

    func testUsageErrorsExitWith64AndVersionAndHelpWork() throws {
        let root = try TestPaths.temporaryFolder("usage")
        defer { try? FileManager.default.removeItem(at: root) }
        XCTAssertEqual(try scaffold(["generat"], in: root).status, 64)
        XCTAssertEqual(try scaffold(["--version"], in: root).status, 0)
        let help = try succeed(["generate", "--help"], in: root)
        XCTAssertTrue(help.stdout.contains("scaffold generate"), help.stdout)
        let missing = try scaffold(["generate"], in: root)
        XCTAssertEqual(missing.status, 1)
        XCTAssertTrue(missing.stderr.contains("scaffold.yml"), missing.stderr)
        try succeed(["init"], in: root)
        XCTAssertEqual(try scaffold(["init"], in: root).status, 1, "init must refuse to overwrite scaffold.yml")
    }

    /// How many test cases XCTest printed as passed.
    private static func passedTestCount(in output: String) -> Int {
        output.components(separatedBy: "\n").filter { $0.hasPrefix("Test Case '") && $0.contains("' passed (") }.count
    }

    /// Sets the modification date of every file below `folder` a minute back.
    private func backdate(_ folder: URL) throws {
        let past = Date().addingTimeInterval(-60)
        for path in try modificationDates(in: folder).keys {
            try FileManager.default.setAttributes([.modificationDate: past], ofItemAtPath: path)
        }
    }

    /// Modification dates of every file below `folder`, except build folders.
    private func modificationDates(in folder: URL) throws -> [String: Date] {
        var dates: [String: Date] = [:]
        let enumerator = FileManager.default.enumerator(at: folder,
                                                        includingPropertiesForKeys: [.contentModificationDateKey])
        while let url = enumerator?.nextObject() as? URL {
            if url.path.contains("/.build") { continue }
            let values = try url.resourceValues(forKeys: [.contentModificationDateKey, .isRegularFileKey])
            if values.isRegularFile == true { dates[url.path] = values.contentModificationDate }
        }
        return dates
    }
}
