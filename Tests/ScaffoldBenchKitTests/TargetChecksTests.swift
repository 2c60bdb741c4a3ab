import XCTest
@testable import ScaffoldBenchKit

final class TargetChecksTests: XCTestCase {
    /// The typical project's rows against a 2 ms hello: targets and informative rows, each with its ratio.
    func testTypicalProjectRowsAreCheckedAgainstTwiceHello() throws {
        var report = BenchmarkReport(command: "test", machine: "test", helloMilliseconds: 2)
        let typical = BenchmarkRun.typicalInput
        for (name, milliseconds) in [("generate, first run", 3.0), ("generate, first run, empty cache folder", 4.5),
                                     ("generate, no-op rerun", 1.5), ("generate --no-cache, no-op rerun", 3.9)] {
            report.add("process", name, input: typical, Samples([milliseconds / 1000]))
        }
        let checks = TargetChecks.evaluate(report, links: nil)
        func check(_ prefix: String) throws -> TargetCheck {
            try XCTUnwrap(checks.first { $0.target.hasPrefix(prefix) }, prefix)
        }
        XCTAssertTrue(try check("typical project, generate, first run ≤ 2×").met)
        XCTAssertEqual(try check("typical project, generate, first run ≤ 2×").measured, "1.50× (3.00 ms)")
        XCTAssertTrue(try check("typical project, generate, no-op rerun ≤ 2×").met)
        let cold = try check("(not a target) typical project, first run with an empty cache folder")
        XCTAssertFalse(cold.met)
        XCTAssertEqual(cold.measured, "2.25× (4.50 ms)")
        XCTAssertTrue(try check("(not a target) typical project, no-op rerun planned and rendered in full").met)
    }
}
