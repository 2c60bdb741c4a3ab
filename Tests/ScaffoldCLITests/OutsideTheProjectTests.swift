import Foundation
import XCTest

/// Issue 14: a run writes nothing outside the project folder. The built `scaffold` runs every writing command with
/// `HOME` and the temporary folder pointing at empty folders, which stay empty.
final class OutsideTheProjectTests: XCTestCase {
    func testARunLeavesHomeAndTheTemporaryFolderEmpty() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("scaffold-outside-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: root) }
        let home = root.appendingPathComponent("home")
        let temporary = root.appendingPathComponent("tmp")
        let project = root.appendingPathComponent("project")
        for folder in [home, temporary, project] {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        }
        let commands = [
            ["init", "--example"], ["add", "component", "Push", "--preset", "push"], ["generate"],
            ["generate", "--check"], ["generate", "--dry-run"], ["list"], ["remove", "component", "Push"],
            ["xcfilelists", "--inputs", "in.xcfilelist", "--outputs", "out.xcfilelist"],
        ]
        for arguments in commands {
            let status = try run(arguments, in: project, environment: [
                "HOME": home.path, "TMPDIR": temporary.path, "XDG_CACHE_HOME": "", "SCAFFOLD_CACHE_DIR": "",
            ])
            XCTAssertEqual(status, 0, arguments.joined(separator: " "))
        }
        XCTAssertTrue(FileManager.default.fileExists(atPath: project.appendingPathComponent("scaffold.yml").path))
        XCTAssertEqual(try FileManager.default.subpathsOfDirectory(atPath: home.path), [])
        XCTAssertEqual(try FileManager.default.subpathsOfDirectory(atPath: temporary.path), [])
    }

    private func run(_ arguments: [String], in folder: URL, environment: [String: String]) throws -> Int32 {
        let process = Process()
        process.executableURL = Self.scaffold
        process.arguments = arguments
        process.currentDirectoryURL = folder
        process.environment = ProcessInfo.processInfo.environment.merging(environment) { _, new in new }
        process.standardOutput = FileHandle.nullDevice
        try process.run()
        process.waitUntilExit()
        return process.terminationStatus
    }

    /// The `scaffold` executable SwiftPM built beside this test bundle (this target depends on it).
    private static var scaffold: URL {
        let candidates = [
            Bundle.main.bundleURL.appendingPathComponent("scaffold"),
            Bundle.main.bundleURL.deletingLastPathComponent().appendingPathComponent("scaffold"),
            URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent().appendingPathComponent("scaffold"),
        ]
        return candidates.first { FileManager.default.isExecutableFile(atPath: $0.path) } ?? candidates[0]
    }
}
