/// The targets of issue 24, item 6 ("speed by algorithm"): the N=1000 M=1000 K=8 project against the hello world of
/// the same run, its peak memory, and memory growing no faster than linearly with N.
extension TargetChecks {
    /// The most `generate` may take at N=1000 M=1000 K=8, as a multiple of hello (each about 0.6× what the pipeline
    /// a user would assemble from Yams, SwiftSyntax and swift-mustache took on the machine the issue was measured on).
    static let largeRatioLimits = [("generate, no-op rerun", 50.0), ("generate, first run", 55.0)]
    static let largePeakMemoryLimitMiB = 40.0

    static func issue24(_ report: BenchmarkReport) -> [TargetCheck] {
        var checks: [TargetCheck] = []
        let largeRows = report.rows.filter { $0.section == "process" && $0.input == large }
        for (name, limit) in largeRatioLimits {
            guard let row = largeRows.first(where: { $0.name == name }) else { continue }
            let ratio = row.medianMilliseconds / report.helloMilliseconds
            checks.append(TargetCheck(target: "\(large): \(name) ≤ \(Int(limit))× hello",
                                      measured: ReportTable.fixed(ratio, 2) + "× ("
                                        + ReportTable.milliseconds(row.medianMilliseconds) + ")",
                                      met: ratio <= limit))
        }
        if let peak = largeRows.compactMap(\.peakMemoryMiB).max() {
            checks.append(TargetCheck(target: "\(large): peak memory ≤ \(Int(largePeakMemoryLimitMiB)) MiB",
                                      measured: ReportTable.fixed(peak, 1) + " MiB",
                                      met: peak <= largePeakMemoryLimitMiB))
        }
        checks += memoryGrowth(report)
        return checks
    }

    /// Peak memory of the runs at N = 10 / 100 / 1000: one more responsibility between N=100 and N=1000 costs at
    /// most twice what it costs between N=10 and N=100, give or take 10 KiB (the process's own 20 MiB of runtime
    /// and allocator slack hide most of the first step).
    static func memoryGrowth(_ report: BenchmarkReport) -> [TargetCheck] {
        let peaks = BenchmarkShape.growth.compactMap { shape in
            report.rows.filter { $0.section == "process" && $0.input == shape.description }
                .compactMap(\.peakMemoryMiB).max()
        }
        guard peaks.count == 3 else { return [] }
        let low = max(0, peaks[1] - peaks[0]) / 90
        let high = max(0, peaks[2] - peaks[1]) / 900
        let figures = peaks.map { ReportTable.fixed($0, 1) }.joined(separator: " / ")
        return [TargetCheck(target: "memory growth at most linear, peak of generate, N = 10 / 100 / 1000",
                            measured: "\(figures) MiB; per 1000 responsibilities \(ReportTable.fixed(low * 1000, 1))"
                                + " MiB then \(ReportTable.fixed(high * 1000, 1)) MiB",
                            met: high <= 2 * low + 10.0 / 1024)]
    }
}
