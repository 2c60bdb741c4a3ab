#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Wall-clock times of repeated runs of one thing, in seconds.
public struct Samples: Sendable, Equatable {
    public var seconds: [Double]

    public init(_ seconds: [Double]) {
        self.seconds = seconds
    }

    /// The middle value (mean of the two middle ones for an even count): robust to the odd slow run.
    public var median: Double {
        let sorted = seconds.sorted()
        guard !sorted.isEmpty else { return 0 }
        let middle = sorted.count / 2
        return sorted.count % 2 == 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2
    }

    public var minimum: Double { seconds.min() ?? 0 }
}

/// Monotonic time in seconds.
public func monotonicSeconds() -> Double {
    var now = timespec()
    clock_gettime(CLOCK_MONOTONIC, &now)
    return Double(now.tv_sec) + Double(now.tv_nsec) / 1e9
}

/// Runs `prepare` (untimed) then `body` (timed) `repetitions` times after `warmups` untimed rounds.
/// `prepare` makes what one repetition consumes, such as an empty folder for a first run.
public func measure<Input>(
    repetitions: Int, warmups: Int = 1, prepare: () throws -> Input, _ body: (Input) throws -> Void
) rethrows -> Samples {
    for _ in 0..<warmups { try body(try prepare()) }
    var seconds: [Double] = []
    for _ in 0..<max(1, repetitions) {
        let input = try prepare()
        let start = monotonicSeconds()
        try body(input)
        seconds.append(monotonicSeconds() - start)
    }
    return Samples(seconds)
}

/// `measure` for a body that needs no prepared input.
public func measure(repetitions: Int, warmups: Int = 1, _ body: () throws -> Void) rethrows -> Samples {
    try measure(repetitions: repetitions, warmups: warmups, prepare: {}, { _ in try body() })
}
