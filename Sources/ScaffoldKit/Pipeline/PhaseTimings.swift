/// How long each phase of a run took, printed with `--verbose`.
public struct PhaseTimings {
    public private(set) var phases: [(name: String, duration: Duration)] = []
    private let clock = ContinuousClock()

    public init() {}

    public mutating func measure<T>(_ name: String, _ body: () throws -> T) rethrows -> T {
        let start = clock.now
        defer { phases.append((name, clock.now - start)) }
        return try body()
    }

    /// `read manifest 0.21 ms, plan 0.80 ms, …`.
    public var summary: String {
        phases.map { phase in
            let milliseconds = Double(phase.duration.components.attoseconds) / 1e15
                + Double(phase.duration.components.seconds) * 1000
            return "\(phase.name) \(formatted(milliseconds)) ms"
        }.joined(separator: ", ")
    }

    private func formatted(_ value: Double) -> String {
        let hundredths = Int((value * 100).rounded())
        let fraction = hundredths % 100
        return "\(hundredths / 100).\(fraction < 10 ? "0" : "")\(fraction)"
    }
}
