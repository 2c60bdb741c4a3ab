#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Waiting by looking again rather than sleeping, for the short waits of a run: a helper finishing its piece, a job
/// about to be handed out. A thread that sleeps is woken by an interrupt to its CPU; on a virtual machine whose
/// host has descheduled that idle CPU, the wake-up took up to 1.2 ms here (traced: both threads done with a batch,
/// the main thread asleep for 1.2 ms more), a fifth of a whole run.
enum SpinWait {
    /// Returns what `check` returns once it is not nil, or nil after `nanoseconds`, yielding the CPU between looks.
    static func poll<T>(for nanoseconds: Int, _ check: () -> T?) -> T? {
        let deadline = now() + nanoseconds
        repeat {
            if let value = check() { return value }
            sched_yield()
        } while now() < deadline
        return nil
    }

    /// Monotonic nanoseconds.
    static func now() -> Int {
        var time = timespec()
        clock_gettime(CLOCK_MONOTONIC, &time)
        return Int(time.tv_sec) * 1_000_000_000 + Int(time.tv_nsec)
    }
}
