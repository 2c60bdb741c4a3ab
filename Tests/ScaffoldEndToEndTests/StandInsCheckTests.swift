import Foundation
import XCTest

/// The stand-in modules under `Tests/StandIns`, which the end-to-end tests build generated code against, are
/// faithful: `Tests/StandIns/check.sh` builds a consumer app in Swift 6 and Swift 5 modes without warnings, runs
/// its tests, and checks that snippets iOS rejects are rejected here too. It runs with the suite's other slow work
/// (`ScenarioBuilds`).
final class StandInsCheckTests: XCTestCase {
    func testCheckScriptPassesInSwift6AndSwift5Modes() throws {
        let result = try ScenarioBuilds.checkScript()
        let output = result.stdout + result.stderr
        XCTAssertEqual(result.status, 0, output)
        XCTAssertTrue(output.contains("stand-ins OK in Swift 6 and Swift 5 modes"), output)
        // As on iOS, the notification and its centre are not Sendable: handing them to the main actor is refused.
        for snippet in ["notification-sent-to-the-main-actor", "notification-center-sent-to-the-main-actor"] {
            XCTAssertTrue(output.contains("rejected as on iOS: \(snippet)"), output)
        }
    }
}

/// One run of `Tests/StandIns/check.sh`.
enum StandInsCheck {
    /// Runs the script with a scratch folder of this checkout's own: two checkouts testing at once must not share one.
    static func run() throws -> ProcessResult {
        let scratch = TestPaths.repository.appendingPathComponent(".build/standins-check").path
        return try ProcessRunner.run("/usr/bin/env", [
            "STANDINS_SCRATCH=\(scratch)", "bash", TestPaths.standIns.appendingPathComponent("check.sh").path,
        ], in: TestPaths.standIns)
    }
}
