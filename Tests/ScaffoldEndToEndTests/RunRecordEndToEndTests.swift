import Foundation
import XCTest

/// The built binary keeps a record of a clean no-op run outside the project and answers the next no-op from it;
/// an edited leaf or generated file is seen at once.
final class RunRecordEndToEndTests: XCTestCase {
    private func scaffold(_ arguments: [String], in folder: URL, records: URL) throws -> ProcessResult {
        try ProcessRunner.run(TestPaths.scaffold, arguments + ["--no-color", "--verbose"], in: folder,
                              environment: ["SCAFFOLD_CACHE_DIR": records.path])
    }

    func testTheBinaryRecordsACleanNoOpAndNoticesEveryEdit() throws {
        let root = try TestPaths.temporaryFolder("records")
        let records = try TestPaths.temporaryFolder("records-cache")
        defer {
            try? FileManager.default.removeItem(at: root)
            try? FileManager.default.removeItem(at: records)
        }
        XCTAssertEqual(try scaffold(["init", "--example"], in: root, records: records).status, 0)
        let recording = try scaffold(["generate"], in: root, records: records)
        XCTAssertTrue(recording.stderr.contains(" plan "), recording.stderr)
        let cacheNames = try FileManager.default.contentsOfDirectory(atPath: records.path)
        XCTAssertEqual(cacheNames.filter { $0.hasSuffix(".record") }.count, 1, "one record, outside the project")
        XCTAssertEqual(cacheNames.filter { $0.hasSuffix(".protocol") }.count, 1, "the scanned catalog protocol")
        let projectFiles = try FileManager.default.contentsOfDirectory(atPath: root.path)
        XCTAssertFalse(projectFiles.contains { $0.hasSuffix(".record") || $0.hasSuffix(".protocol") })

        let fast = try scaffold(["generate"], in: root, records: records)
        XCTAssertEqual(fast.status, 0)
        XCTAssertTrue(fast.stderr.contains("scaffold: timings: check run record"), fast.stderr)
        XCTAssertFalse(fast.stderr.contains(" plan "), fast.stderr)
        XCTAssertEqual(fast.stdout, recording.stdout)

        // A leaf gains a method no manifest entry routes to it: the warning must appear, not the recorded silence.
        let files = try XCTUnwrap(FileManager.default.subpaths(atPath: root.path))
        let leafPath = try XCTUnwrap(files.sorted().first {
            $0.contains("/Components/") && $0.hasSuffix("Component.swift")
        })
        let leaf = root.appendingPathComponent(leafPath)
        let text = try String(contentsOf: leaf, encoding: .utf8)
        let edited = text.replacingOccurrences(
            of: "AppDelegateComponent {\n",
            with: "AppDelegateComponent {\n    func applicationWillTerminate(_ application: UIApplication) {}\n")
        XCTAssertNotEqual(edited, text)
        try edited.write(to: leaf, atomically: true, encoding: .utf8)
        let warned = try scaffold(["generate"], in: root, records: records)
        XCTAssertTrue(warned.stderr.contains("warning: "), warned.stderr)
        XCTAssertTrue(warned.stderr.contains(" plan "), warned.stderr)
    }
}
