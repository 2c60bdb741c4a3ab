#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The process's helper threads: one fewer than the cores, started on first use and kept until the process
/// exits. A `scaffold` run lasts a few milliseconds, so what matters is what handing over a piece of work costs:
/// here a mutex and a condition variable (Dispatch on Linux first starts several threads and a manager).
///
/// Callers never depend on a helper running: `BackgroundTask` and `Parallel.map` do the work themselves when no
/// helper has taken it yet, so work gets done even if no thread could be started.
final class WorkerPool: @unchecked Sendable {
    static let shared = WorkerPool(threadCount: Parallel.coreCount - 1)

    private let threadCount: Int
    private let mutex: UnsafeMutablePointer<pthread_mutex_t>
    private let wakeUp: UnsafeMutablePointer<pthread_cond_t>
    private var jobs: [@Sendable () -> Void] = []
    private var started = false

    init(threadCount: Int) {
        self.threadCount = max(0, threadCount)
        mutex = .allocate(capacity: 1)
        mutex.initialize(to: pthread_mutex_t())
        pthread_mutex_init(mutex, nil)
        wakeUp = .allocate(capacity: 1)
        wakeUp.initialize(to: pthread_cond_t())
        pthread_cond_init(wakeUp, nil)
    }

    /// Whether submitted work can run beside the caller (false on one core: callers then do it themselves).
    var hasThreads: Bool { threadCount > 0 }

    /// Starts the helpers now, so that the first job finds one running (starting a thread takes a while, and a
    /// core that has been idle can take longer still to wake up).
    func start() {
        guard hasThreads else { return }
        pthread_mutex_lock(mutex)
        let mustStart = !started
        started = true
        pthread_mutex_unlock(mutex)
        if mustStart {
            for _ in 0..<threadCount { startThread() }
        }
    }

    /// Queues `job` for a helper thread, in submission order.
    func submit(_ job: @escaping @Sendable () -> Void) {
        guard hasThreads else { return }
        pthread_mutex_lock(mutex)
        jobs.append(job)
        let mustStart = !started
        started = true
        pthread_cond_signal(wakeUp)
        pthread_mutex_unlock(mutex)
        if mustStart {
            for _ in 0..<threadCount { startThread() }
        }
    }

    private func startThread() {
        let context = Unmanaged.passRetained(self).toOpaque()
        #if canImport(Darwin)
        var thread: pthread_t?
        let status = pthread_create(&thread, nil, { context in
            let pool = Unmanaged<WorkerPool>.fromOpaque(context).takeRetainedValue()
            pool.work()
        }, context)
        if status == 0, let thread { pthread_detach(thread) }
        #else
        var thread = pthread_t()
        let status = pthread_create(&thread, nil, { context in
            guard let context else { return nil }
            let pool = Unmanaged<WorkerPool>.fromOpaque(context).takeRetainedValue()
            pool.work()
        }, context)
        if status == 0 { pthread_detach(thread) }
        #endif
        if status != 0 { Unmanaged<WorkerPool>.fromOpaque(context).release() }
    }

    /// A helper thread's life: take the oldest job and run it; when there is none, keep looking for a moment
    /// (a run hands out its pieces within a few milliseconds, and a sleeping thread is slow to wake), then sleep.
    private func work() -> Never {
        while true {
            if let job = takeJob(waitingUpTo: Self.spinNanoseconds) {
                job()
                continue
            }
            pthread_mutex_lock(mutex)
            while jobs.isEmpty { pthread_cond_wait(wakeUp, mutex) }
            let job = jobs.removeFirst()
            pthread_mutex_unlock(mutex)
            job()
        }
    }

    /// How long an idle helper keeps looking for work before it sleeps.
    static let spinNanoseconds = 3_000_000

    private func takeJob(waitingUpTo nanoseconds: Int) -> (@Sendable () -> Void)? {
        let deadline = Self.now() + nanoseconds
        repeat {
            pthread_mutex_lock(mutex)
            let job = jobs.isEmpty ? nil : jobs.removeFirst()
            pthread_mutex_unlock(mutex)
            if let job { return job }
            sched_yield()
        } while Self.now() < deadline
        return nil
    }

    private static func now() -> Int {
        var time = timespec()
        clock_gettime(CLOCK_MONOTONIC, &time)
        return Int(time.tv_sec) * 1_000_000_000 + Int(time.tv_nsec)
    }
}

/// For executables: start the helper threads at launch, while the command line and the manifest are read.
public enum HelperThreads {
    public static func start() {
        WorkerPool.shared.start()
    }
}
