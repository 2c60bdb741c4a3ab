/// The report as a plain-text table (Markdown-compatible, so it pastes into a README).
public enum ReportTable {
    public static func render(_ report: BenchmarkReport) -> String {
        let header = ["section", "measurement", "input", "median", "× hello", "MB/s", "peak mem", "writes"]
        var lines = [header]
        for row in report.rows {
            lines.append([
                row.section, row.name, row.input, milliseconds(row.medianMilliseconds),
                row.ratioToHello.map { fixed($0, 2) } ?? "",
                row.megabytesPerSecond.map { fixed($0, 1) } ?? "",
                row.peakMemoryMiB.map { fixed($0, 1) + " MiB" } ?? "",
                row.writes.map(String.init) ?? "",
            ])
        }
        var text = table(lines)
        text += "\n" + table([["target (issues 13, 24)", "measured", "met"]]
            + report.targets.map { [$0.target, $0.measured, $0.met ? "yes" : "NO"] })
        return text
    }

    /// `12.34 ms`.
    public static func milliseconds(_ value: Double) -> String {
        fixed(value, value < 10 ? 2 : 1) + " ms"
    }

    /// `value` with `digits` decimals, without Foundation's formatters.
    public static func fixed(_ value: Double, _ digits: Int) -> String {
        var scale = 1.0
        for _ in 0..<digits { scale *= 10 }
        let scaled = Int((abs(value) * scale).rounded())
        let whole = scaled / Int(scale)
        var fraction = String(scaled % Int(scale))
        while fraction.count < digits { fraction = "0" + fraction }
        return (value < 0 ? "-" : "") + String(whole) + (digits > 0 ? "." + fraction : "")
    }

    private static func table(_ lines: [[String]]) -> String {
        let widths = lines[0].indices.map { column in lines.map { $0[column].count }.max() ?? 0 }
        func format(_ cells: [String]) -> String {
            "| " + zip(cells, widths).map { cell, width in
                cell + String(repeating: " ", count: width - cell.count)
            }.joined(separator: " | ") + " |"
        }
        var text = format(lines[0]) + "\n"
        text += "|" + widths.map { String(repeating: "-", count: $0 + 2) }.joined(separator: "|") + "|\n"
        for line in lines.dropFirst() { text += format(line) + "\n" }
        return text
    }
}
