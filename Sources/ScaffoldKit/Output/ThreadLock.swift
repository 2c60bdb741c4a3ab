#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A plain mutex for guarding shared state between threads (the standard library has none before macOS 15),
/// with a condition variable to wait for that state to change.
public final class ThreadLock: @unchecked Sendable {
    private let mutex: UnsafeMutablePointer<pthread_mutex_t>
    private let changed: UnsafeMutablePointer<pthread_cond_t>

    public init() {
        mutex = UnsafeMutablePointer<pthread_mutex_t>.allocate(capacity: 1)
        mutex.initialize(to: pthread_mutex_t())
        pthread_mutex_init(mutex, nil)
        changed = UnsafeMutablePointer<pthread_cond_t>.allocate(capacity: 1)
        changed.initialize(to: pthread_cond_t())
        pthread_cond_init(changed, nil)
    }

    deinit {
        pthread_cond_destroy(changed)
        changed.deinitialize(count: 1)
        changed.deallocate()
        pthread_mutex_destroy(mutex)
        mutex.deinitialize(count: 1)
        mutex.deallocate()
    }

    /// Runs `body` while holding the lock.
    public func withLock<T>(_ body: () throws -> T) rethrows -> T {
        pthread_mutex_lock(mutex)
        defer { pthread_mutex_unlock(mutex) }
        return try body()
    }

    /// Holding the lock, waits until `ready` (run with the lock held) returns a value, and returns it. Whoever
    /// changes what `ready` reads must call `broadcast()` afterwards. Looks again for a while before sleeping
    /// (`SpinWait`): the waits of a run are short, and waking a sleeping thread can take a millisecond.
    func wait<T>(until ready: () -> T?) -> T {
        if let value = SpinWait.poll(for: Self.spinNanoseconds, { withLock(ready) }) { return value }
        pthread_mutex_lock(mutex)
        defer { pthread_mutex_unlock(mutex) }
        while true {
            if let value = ready() { return value }
            pthread_cond_wait(changed, mutex)
        }
    }

    /// How long `wait(until:)` looks again before it sleeps.
    static let spinNanoseconds = 2_000_000

    /// Wakes every thread in `wait(until:)`, to look again.
    func broadcast() {
        pthread_mutex_lock(mutex)
        pthread_cond_broadcast(changed)
        pthread_mutex_unlock(mutex)
    }
}
