import Foundation
import XCTest

/// The stand-in modules under `Tests/StandIns` (UIKit, UserNotifications, Intents, CloudKit and
/// UIKitTestSupport for Linux), which the end-to-end tests build generated code against, build from
/// clean without warnings. The full proof — a consumer app in Swift 6 and Swift 5 modes, its tests,
/// and snippets iOS rejects — is `Tests/StandIns/check.sh`, run here when `SCAFFOLD_STANDINS_CHECK=1`.
final class StandInsTests: XCTestCase {
    private static let standInsFolder = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent()
        .deletingLastPathComponent()
        .appendingPathComponent("StandIns")

    func testStandInPackageBuildsFromCleanWithoutWarnings() throws {
        let scratch = FileManager.default.temporaryDirectory
            .appendingPathComponent("scaffold-standins-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: scratch) }

        let result = try Self.run([
            "swift", "build",
            "--package-path", Self.standInsFolder.path,
            "--scratch-path", scratch.path,
        ])

        XCTAssertEqual(result.status, 0, result.output)
        XCTAssertFalse(result.output.contains("warning:"), result.output)
        for module in ["UIKit", "UserNotifications", "Intents", "CloudKit", "UIKitTestSupport"] {
            let path = scratch.appendingPathComponent("debug/Modules/\(module).swiftmodule").path
            XCTAssertTrue(FileManager.default.fileExists(atPath: path), "missing \(path)")
        }
    }

    func testCheckScriptPassesInSwift6AndSwift5Modes() throws {
        guard ProcessInfo.processInfo.environment["SCAFFOLD_STANDINS_CHECK"] == "1" else {
            throw XCTSkip("set SCAFFOLD_STANDINS_CHECK=1 to run Tests/StandIns/check.sh (about 30 s)")
        }
        let script = Self.standInsFolder.appendingPathComponent("check.sh").path

        let result = try Self.run(["bash", script])

        XCTAssertEqual(result.status, 0, result.output)
        XCTAssertTrue(result.output.contains("stand-ins OK in Swift 6 and Swift 5 modes"), result.output)
    }

    /// Runs a command found on PATH and returns its exit status and combined output.
    private static func run(_ arguments: [String]) throws -> (status: Int32, output: String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = arguments
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        try process.run()
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: data, as: UTF8.self))
    }
}
