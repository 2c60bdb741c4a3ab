/// Work started on a helper thread (`WorkerPool`) while this one goes on; `value()` waits for it, or does it
/// here if no helper has started it yet. Used to parse templates while the run plans, and to audit leaf files
/// while the generated files render.
final class BackgroundTask<Value: Sendable>: @unchecked Sendable {
    private enum State { case pending, running, done(Value) }

    private let work: @Sendable () -> Value
    private let lock = ThreadLock()
    private var state = State.pending

    init(_ work: @escaping @Sendable () -> Value) {
        self.work = work
        WorkerPool.shared.submit { [self] in runIfPending() }
    }

    /// The work's result, once it has finished.
    func value() -> Value {
        runIfPending()
        return lock.wait {
            if case .done(let value) = state { return value }
            return nil
        }
    }

    private func runIfPending() {
        let mustRun: Bool = lock.withLock {
            guard case .pending = state else { return false }
            state = .running
            return true
        }
        guard mustRun else { return }
        let value = work()
        lock.withLock { state = .done(value) }
        lock.broadcast()
    }
}
