import XCTest
@testable import ScaffoldBenchKit

final class TargetChecksIssue24Tests: XCTestCase {
    private let large = BenchmarkShape.large.description

    private func check(_ prefix: String, in checks: [TargetCheck]) throws -> TargetCheck {
        try XCTUnwrap(checks.first { $0.target.hasPrefix(prefix) }, prefix)
    }

    /// At N=1000 against a 4 ms hello: the no-op run within 50×, the first run past 55×, memory over 40 MiB.
    func testLargeProjectIsCheckedAgainstHelloAndPeakMemory() throws {
        var report = BenchmarkReport(command: "test", machine: "test", helloMilliseconds: 4)
        report.add("process", "generate, first run", input: large, Samples([0.224]), peakMemory: 41 << 20)
        report.add("process", "generate, no-op rerun", input: large, Samples([0.196]), peakMemory: 30 << 20)
        let checks = TargetChecks.issue24(report)
        let noOp = try check("\(large): generate, no-op rerun ≤ 50× hello", in: checks)
        XCTAssertTrue(noOp.met)
        XCTAssertEqual(noOp.measured, "49.00× (196.0 ms)")
        let first = try check("\(large): generate, first run ≤ 55× hello", in: checks)
        XCTAssertFalse(first.met)
        XCTAssertEqual(first.measured, "56.00× (224.0 ms)")
        let memory = try check("\(large): peak memory ≤ 40 MiB", in: checks)
        XCTAssertFalse(memory.met)
        XCTAssertEqual(memory.measured, "41.0 MiB")
        XCTAssertTrue(TargetChecks.evaluate(report, links: nil).contains { $0.target == memory.target })
    }

    /// Memory per responsibility: linear growth passes, a step ten times steeper past N=100 fails.
    func testMemoryGrowthMustStayLinear() throws {
        func report(_ peaks: [Double]) -> BenchmarkReport {
            var report = BenchmarkReport(command: "test", machine: "test", helloMilliseconds: 4)
            for (shape, peak) in zip(BenchmarkShape.growth, peaks) {
                report.add("process", "generate, first run", input: shape.description, Samples([0.1]),
                           peakMemory: Int(peak * 1_048_576))
            }
            return report
        }
        let linear = try check("memory growth", in: TargetChecks.memoryGrowth(report([20, 21.8, 39.8])))
        XCTAssertTrue(linear.met)
        XCTAssertEqual(linear.measured, "20.0 / 21.8 / 39.8 MiB; per 1000 responsibilities 20.0 MiB then 20.0 MiB")
        XCTAssertFalse(try check("memory growth", in: TargetChecks.memoryGrowth(report([20, 20.9, 80]))).met)
        XCTAssertTrue(TargetChecks.memoryGrowth(report([20, 21])).isEmpty)
    }
}
