import Foundation
import XCTest

/// The stand-in modules under `Tests/StandIns`, which the end-to-end tests build generated code against, are
/// faithful. `Tests/StandIns/check.sh` proves it on its own; here its consumer app is a scenario of the shared
/// package (built in Swift 6 and Swift 5 modes with warnings as errors, its XCTest and Swift Testing tests run),
/// and its rejections run against that package's Swift 6 stand-ins (`ScenarioBuilds`).
final class StandInsCheckTests: XCTestCase {
    func testTheConsumerAppBuildsAndPassesItsTestsInSwift6AndSwift5Modes() throws {
        for (mode, output) in try assertPassesOnStandIns("ConsumerApp") {
            XCTAssertTrue(output.contains("'DefaultsTests.testAppDelegateDefaultsAreNeutral' passed"),
                          "the XCTest tests ran (\(mode)):\n\(output.suffix(3000))")
            XCTAssertNotNil(output.range(of: #"Test run with [1-9][0-9]* tests? in [0-9]+ suites? passed"#,
                                         options: .regularExpression),
                            "the Swift Testing tests ran and passed (\(mode)):\n\(output.suffix(3000))")
        }
    }

    func testCodeIOSRejectsIsRejectedByTheStandIns() throws {
        let result = try ScenarioBuilds.rejections()
        let output = result.stdout + result.stderr
        XCTAssertEqual(result.status, 0, output)
        XCTAssertTrue(output.contains("reject what iOS rejects"), output)
        // As on iOS, the notification and its centre are not Sendable: handing them to the main actor is refused.
        for snippet in ["window-outside-main-actor", "notification-sent-to-the-main-actor",
                        "notification-center-sent-to-the-main-actor", "stand-in-only-initializer",
                        "intent-without-import-intents"] {
            XCTAssertTrue(output.contains("rejected as on iOS: \(snippet)"), output)
        }
    }
}

/// `Tests/StandIns/check.sh`'s rejections: snippets iOS refuses, compiled against built stand-ins.
enum StandInsCheck {
    static func rejections(modules: URL) throws -> ProcessResult {
        let scratch = EndToEndScenarios.root.appendingPathComponent(".standins-check").path
        return try ProcessRunner.run("/usr/bin/env", [
            "STANDINS_SCRATCH=\(scratch)", "STANDINS_MODULES=\(modules.path)", "bash",
            TestPaths.standIns.appendingPathComponent("check.sh").path,
        ], in: TestPaths.standIns)
    }
}
