import Dispatch

/// Work started on another thread while this one goes on; `value()` waits for it. Used to audit leaf files
/// (reading and scanning them) while the generated files render, on the machine's other core.
final class BackgroundTask<Value: Sendable>: @unchecked Sendable {
    private let group = DispatchGroup()
    /// Written once by the worker before `leave`; read only after `wait`, which orders the two.
    private var result: Value?

    init(_ work: @escaping @Sendable () -> Value) {
        group.enter()
        DispatchQueue.global().async { [self] in
            result = work()
            group.leave()
        }
    }

    /// The work's result, once it has finished (nil only if the work never ran; callers then do it inline).
    func value() -> Value? {
        group.wait()
        return result
    }
}
