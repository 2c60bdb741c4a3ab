import Foundation
import XCTest

/// The stand-in modules under `Tests/StandIns` (UIKit, UserNotifications, Intents, CloudKit and
/// UIKitTestSupport for Linux), which the end-to-end tests build generated code against, are faithful:
/// `Tests/StandIns/check.sh` builds a consumer app in Swift 6 and Swift 5 modes without warnings, runs
/// its tests, and checks that snippets iOS rejects are rejected here too.
final class StandInsTests: XCTestCase {
    private static let standInsFolder = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent()
        .deletingLastPathComponent()
        .appendingPathComponent("StandIns")

    func testCheckScriptPassesInSwift6AndSwift5Modes() throws {
        let script = Self.standInsFolder.appendingPathComponent("check.sh").path

        // A scratch folder of this checkout's own: two checkouts testing at once must not share one.
        let scratch = Self.standInsFolder.deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent(".build/standins-check").path

        let result = try Self.run(["env", "STANDINS_SCRATCH=\(scratch)", "bash", script])

        XCTAssertEqual(result.status, 0, result.output)
        XCTAssertTrue(result.output.contains("stand-ins OK in Swift 6 and Swift 5 modes"), result.output)
        // As on iOS, the notification and its centre are not Sendable: handing them to the main actor is refused.
        for snippet in ["notification-sent-to-the-main-actor", "notification-center-sent-to-the-main-actor"] {
            XCTAssertTrue(result.output.contains("rejected as on iOS: \(snippet)"), result.output)
        }
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
