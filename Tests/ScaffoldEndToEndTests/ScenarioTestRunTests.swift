import XCTest

/// One test run of the scenario package, told apart by module: each module gets its own classes' suites, a failure
/// is pinned to its module, and a run whose suites are not in the listed order is refused.
final class ScenarioTestRunTests: XCTestCase {
    private let listing = """
        ATests.FirstTests/testOne
        ATests.FirstTests/testTwo
        ATests.SharedTests/testThree
        BTests.SharedTests/testFour
        BTests.SwiftTestingTests/works()

        """

    private func suite(_ name: String, _ tests: [String], failing: String? = nil) -> String {
        var text = "Test Suite '\(name)' started at 2026-11-27 06:00:00.000\n"
        for test in tests {
            text += "Test Case '\(name).\(test)' started at 2026-11-27 06:00:00.000\n"
            if test == failing { text += "/x/T.swift:3: error: \(name).\(test) : XCTAssertTrue failed\n" }
            text += "Test Case '\(name).\(test)' \(test == failing ? "failed" : "passed") (0.001 seconds)\n"
        }
        let failures = tests.contains { $0 == failing } ? 1 : 0
        return text + "Test Suite '\(name)' \(failures == 0 ? "passed" : "failed") at 2026-11-27 06:00:00.001\n"
            + "\t Executed \(tests.count) tests, with \(failures) failures (0 unexpected) in 0.001 (0.001) seconds\n"
    }

    private static let swiftTestingPassed = "✔ Test run with 1 test in 1 suite passed after 0.001 seconds.\n"

    private func run(_ suites: [String], swiftTesting: String = swiftTestingPassed, status: Int32 = 0)
        -> ProcessResult {
        let stdout = "Test Suite 'All tests' started at 2026-11-27 06:00:00.000\n"
            + "Test Suite 'debug.xctest' started at 2026-11-27 06:00:00.000\n" + suites.joined()
            + "Test Suite 'debug.xctest' passed at 2026-11-27 06:00:00.002\n"
            + "\t Executed 4 tests, with 0 failures (0 unexpected) in 0.002 (0.002) seconds\n"
            + "◇ Test run started.\n" + swiftTesting
        return ProcessResult(status: status, stdout: stdout, stderr: "")
    }

    func testEachModuleGetsItsOwnSuitesAndTheSwiftTestingRunIfItHasSwiftTestingTests() throws {
        let a = suite("FirstTests", ["testOne", "testTwo"]) + suite("SharedTests", ["testThree"])
        let b = suite("SharedTests", ["testFour"])
        let results = try ScenarioTestRun.byModule(run([a, b]), listing: listing)
        XCTAssertEqual(results["ATests"]?.stdout, a)
        XCTAssertEqual(results["ATests"]?.status, 0)
        XCTAssertTrue(results["BTests"]?.stdout.hasPrefix(b + "\n◇ Test run started.") == true)
        XCTAssertEqual(results["BTests"]?.status, 0)
    }

    func testAFailureFailsOnlyItsModule() throws {
        let a = suite("FirstTests", ["testOne", "testTwo"], failing: "testTwo") + suite("SharedTests", ["testThree"])
        let results = try ScenarioTestRun.byModule(run([a, suite("SharedTests", ["testFour"])], status: 1),
                                                   listing: listing)
        XCTAssertEqual(results["ATests"]?.status, 1)
        XCTAssertEqual(results["BTests"]?.status, 0)
        let swiftTestingFailed = run([suite("FirstTests", ["testOne", "testTwo"]) + suite("SharedTests", ["testThree"]),
                                      suite("SharedTests", ["testFour"])],
                                     swiftTesting: "✘ Test run with 1 test failed after 0.001 seconds.\n", status: 1)
        let pinned = try ScenarioTestRun.byModule(swiftTestingFailed, listing: listing)
        XCTAssertEqual(pinned["ATests"]?.status, 0)
        XCTAssertEqual(pinned["BTests"]?.status, 1)
    }

    func testSuitesARunCutShortNeverReachedFailTheirModuleAndAnUnexplainedFailureFailsEveryModule() throws {
        let cut = try ScenarioTestRun.byModule(run([suite("FirstTests", ["testOne", "testTwo"])], status: 1),
                                               listing: listing)
        XCTAssertEqual(cut["ATests"]?.status, 1)
        XCTAssertEqual(cut["BTests"]?.status, 1)
        let all = [suite("FirstTests", ["testOne", "testTwo"]) + suite("SharedTests", ["testThree"]),
                   suite("SharedTests", ["testFour"])]
        let unexplained = try ScenarioTestRun.byModule(run(all, status: 1), listing: listing)
        XCTAssertEqual(unexplained["ATests"]?.status, 1)
        XCTAssertEqual(unexplained["BTests"]?.status, 1)
    }

    func testSuitesOutOfTheListedOrderAreAnError() {
        let swapped = [suite("SharedTests", ["testThree"]), suite("FirstTests", ["testOne", "testTwo"])]
        XCTAssertThrowsError(try ScenarioTestRun.byModule(run(swapped), listing: listing)) { error in
            XCTAssertTrue("\(error)".contains("'SharedTests', is not the class listed at its place (FirstTests)"),
                          "\(error)")
        }
    }
}
