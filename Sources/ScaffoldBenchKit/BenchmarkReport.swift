import Foundation

/// One line of the benchmark's table.
public struct BenchmarkRow: Codable, Sendable {
    public var section: String
    public var name: String
    /// What was measured on: `N=1000 M=1000 K=8`, `5.0 MB`.
    public var input: String
    public var medianMilliseconds: Double
    public var repetitions: Int
    /// Median divided by the hello baseline's median.
    public var ratioToHello: Double?
    public var megabytesPerSecond: Double?
    /// Peak resident memory of the process, MiB.
    public var peakMemoryMiB: Double?
    /// Files written (created, changed or removed) by the measured run.
    public var writes: Int?
}

/// A target of issue 13 or 24 and whether this run met it.
public struct TargetCheck: Codable, Sendable {
    public var target: String
    public var measured: String
    public var met: Bool
}

/// Everything one run measured: rows, target checks, and how it was run.
public struct BenchmarkReport: Codable, Sendable {
    public var command: String
    public var machine: String
    public var helloMilliseconds: Double
    public var rows: [BenchmarkRow] = []
    public var targets: [TargetCheck] = []

    public init(command: String, machine: String, helloMilliseconds: Double) {
        self.command = command
        self.machine = machine
        self.helloMilliseconds = helloMilliseconds
    }

    /// Adds a row; the ratio is computed against this report's hello baseline.
    public mutating func add(_ section: String, _ name: String, input: String, _ samples: Samples,
                             bytes: Int? = nil, peakMemory: Int? = nil, writes: Int? = nil) {
        let median = samples.median
        rows.append(BenchmarkRow(
            section: section, name: name, input: input, medianMilliseconds: median * 1000,
            repetitions: samples.seconds.count,
            ratioToHello: helloMilliseconds > 0 ? median * 1000 / helloMilliseconds : nil,
            megabytesPerSecond: bytes.map { Double($0) / 1_000_000 / max(median, 1e-9) },
            peakMemoryMiB: peakMemory.map { Double($0) / 1_048_576 }, writes: writes))
    }

    public func row(_ section: String, _ name: String) -> BenchmarkRow? {
        rows.first { $0.section == section && $0.name == name }
    }

    /// The JSON form of the report, keys sorted so two runs diff cleanly.
    public func json() throws -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
        return try encoder.encode(self)
    }
}
