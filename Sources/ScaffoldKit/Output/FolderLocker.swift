#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Takes an exclusive `flock` on one descriptor the way `LockWaiting` says: at once, or else fails (`fail`), or waits,
/// saying so once the wait has lasted `patience` (`wait`).
struct FolderLocker {
    /// The project folder as messages name it.
    let shown: String
    let waiting: LockWaiting
    /// How long a run waits quietly before it says it is waiting.
    var patience: Duration = .milliseconds(500)
    private var noticed = false

    init(shown: String, waiting: LockWaiting) {
        self.shown = shown
        self.waiting = waiting
    }

    /// True when locked, false when the file system does not support `flock` on this descriptor.
    mutating func lock(_ descriptor: Int32, _ path: String) throws -> Bool {
        let clock = ContinuousClock()
        let start = clock.now
        while flock(descriptor, LOCK_EX | LOCK_NB) != 0 {
            switch errno {
            case EINTR: continue
            case EWOULDBLOCK: break
            case EBADF, EINVAL, ENOLCK, EOPNOTSUPP: return false
            default:
                let code = errno
                close(descriptor)
                throw POSIXError.diagnostic("lock", path, code: code)
            }
            switch waiting {
            case .fail:
                close(descriptor)
                throw Diagnostic.error("another scaffold run is working on '\(shown)' (it holds the project's lock), "
                    + "and --no-wait does not wait for it; run again when it has finished", at: nil)
            case .wait(let notice):
                if !noticed && clock.now - start >= patience {
                    noticed = true
                    notice("waiting for another scaffold run on '\(shown)' to finish…")
                }
                var pause = timespec(tv_sec: 0, tv_nsec: 10_000_000)
                nanosleep(&pause, nil)
            }
        }
        return true
    }
}
