import XCTest
@testable import ScaffoldBenchKit

final class TargetChecksTests: XCTestCase {
    /// The typical project's rows against a 2 ms hello, each with its ratio.
    func testTypicalProjectRowsAreCheckedAgainstFiveTimesHello() throws {
        var report = BenchmarkReport(command: "test", machine: "test", helloMilliseconds: 2)
        let typical = BenchmarkRun.typicalInput
        for (name, milliseconds) in [("generate, first run", 9.0), ("generate, no-op rerun", 10.5)] {
            report.add("process", name, input: typical, Samples([milliseconds / 1000]))
        }
        let checks = TargetChecks.evaluate(report, links: nil)
        func check(_ prefix: String) throws -> TargetCheck {
            try XCTUnwrap(checks.first { $0.target.hasPrefix(prefix) }, prefix)
        }
        XCTAssertTrue(try check("typical project, generate, first run ≤ 5×").met)
        XCTAssertEqual(try check("typical project, generate, first run ≤ 5×").measured, "4.50× (9.00 ms)")
        let noOp = try check("typical project, generate, no-op rerun ≤ 5×")
        XCTAssertFalse(noOp.met)
        XCTAssertEqual(noOp.measured, "5.25× (10.5 ms)")
    }
}
