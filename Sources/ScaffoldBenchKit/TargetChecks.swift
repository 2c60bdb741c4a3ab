/// The targets of issues 13 and 24, checked against one report (ratios against hello measured in the same run).
public enum TargetChecks {
    static let typical = BenchmarkRun.typicalInput
    static let large = BenchmarkShape.large.description

    public static func evaluate(_ report: BenchmarkReport, links: [String]?) -> [TargetCheck] {
        var checks: [TargetCheck] = []
        let hello = report.helloMilliseconds
        for name in ["generate, first run", "generate, no-op rerun"] {
            if let row = report.rows.first(where: { $0.name == name && $0.input == typical }) {
                let ratio = row.medianMilliseconds / hello
                checks.append(TargetCheck(target: "typical project, \(name) ≤ 5× hello",
                                          measured: ReportTable.fixed(ratio, 2) + "× ("
                                            + ReportTable.milliseconds(row.medianMilliseconds) + ")",
                                          met: ratio <= 5))
            }
        }
        let largeRows = report.rows.filter { $0.section == "process" && $0.input == large }
        for (name, limit) in [("generate, first run", 1000.0), ("generate, no-op rerun", 300.0)] {
            guard let row = largeRows.first(where: { $0.name == name }) else { continue }
            checks.append(TargetCheck(target: "\(large): \(name) ≤ \(Int(limit)) ms",
                                      measured: ReportTable.milliseconds(row.medianMilliseconds),
                                      met: row.medianMilliseconds <= limit))
        }
        let peak = largeRows.compactMap(\.peakMemoryMiB).max()
        if let peak {
            checks.append(TargetCheck(target: "\(large): peak memory < 64 MiB",
                                      measured: ReportTable.fixed(peak, 1) + " MiB", met: peak < 64))
        }
        checks += growth(report)
        checks += issue24(report)
        let noOpWrites = report.rows.filter { $0.name.contains("no-op") }.compactMap(\.writes).reduce(0, +)
        checks.append(TargetCheck(target: "no-op rerun writes nothing (every no-op row)",
                                  measured: "writes: \(noOpWrites)", met: noOpWrites == 0))
        if let links {
            let linked = LinkedLibraries.includesFoundation(links)
            let runtime = LinkedLibraries.includesSwiftRuntime(links) ? "Swift runtime shared" : "Swift runtime static"
            checks.append(TargetCheck(target: "start-up: scaffold does not load Foundation",
                                      measured: (linked ? "links Foundation" : "ldd: no Foundation library")
                                        + "; " + runtime,
                                      met: !linked))
        }
        return checks
    }

    /// Linear growth: the cost of one more responsibility between N=100 and N=1000 is at most twice the cost
    /// between N=10 and N=100 (a quadratic step would make it about ten times as much).
    static func growth(_ report: BenchmarkReport) -> [TargetCheck] {
        var checks: [TargetCheck] = []
        for name in ["generate, first run", "generate, no-op rerun"] {
            let times = BenchmarkShape.growth.compactMap { shape in
                report.rows.first { $0.section == "process" && $0.name == name && $0.input == shape.description }
            }.map(\.medianMilliseconds)
            guard times.count == 3 else { continue }
            let low = max(0, times[1] - times[0]) / 90
            let high = max(0, times[2] - times[1]) / 900
            let figures = times.map(ReportTable.milliseconds).joined(separator: " / ")
            checks.append(TargetCheck(
                target: "growth at most linear, \(name), N = 10 / 100 / 1000",
                measured: "\(figures); per responsibility \(ReportTable.fixed(low * 1000, 1)) µs then "
                    + "\(ReportTable.fixed(high * 1000, 1)) µs",
                met: high <= 2 * low + 0.005))
        }
        return checks
    }
}
