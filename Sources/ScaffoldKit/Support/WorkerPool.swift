#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import ScaffoldSystem

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
    /// Bytes each helper grows its allocator arena by when it starts (`scaffold_reserve_thread_heap`); 0 for none.
    private var heapReserve = 0

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
    /// - Parameter heapReserve: bytes each helper's allocator arena grows by at once (see `HelperThreads`).
    func start(heapReserve: Int = 0) {
        guard hasThreads else { return }
        pthread_mutex_lock(mutex)
        if !started { self.heapReserve = heapReserve }
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

    /// Starts one helper, on another CPU than the caller's where the system lets us say so: a new thread
    /// otherwise starts on its parent's CPU, shares it, and can wait milliseconds for the scheduler to move it.
    private func startThread() {
        let context = Unmanaged.passRetained(self).toOpaque()
        var attributes = pthread_attr_t()
        pthread_attr_init(&attributes)
        defer { pthread_attr_destroy(&attributes) }
        _ = scaffold_avoid_current_cpu(&attributes)
        #if canImport(Darwin)
        var thread: pthread_t?
        let status = pthread_create(&thread, &attributes, { context in
            Unmanaged<WorkerPool>.fromOpaque(context).takeRetainedValue().work()
        }, context)
        if status == 0, let thread { pthread_detach(thread) }
        #else
        var thread = pthread_t()
        let status = pthread_create(&thread, &attributes, { context in
            guard let context else { return nil }
            Unmanaged<WorkerPool>.fromOpaque(context).takeRetainedValue().work()
        }, context)
        if status == 0 { pthread_detach(thread) }
        #endif
        if status != 0 { Unmanaged<WorkerPool>.fromOpaque(context).release() }
    }

    /// A helper thread's life: take the oldest job and run it; when there is none, keep looking for a moment
    /// (a run hands out its pieces within a few milliseconds, and a sleeping thread is slow to wake), then sleep.
    private func work() -> Never {
        pthread_mutex_lock(mutex)
        let reserve = heapReserve
        pthread_mutex_unlock(mutex)
        if reserve > 0 { scaffold_reserve_thread_heap(UInt(reserve)) }
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
        SpinWait.poll(for: nanoseconds) {
            pthread_mutex_lock(mutex)
            defer { pthread_mutex_unlock(mutex) }
            return jobs.isEmpty ? nil : jobs.removeFirst()
        }
    }
}

/// For executables: tune the allocator for a short run and start the helper threads at launch, while the
/// command line and the manifest are read.
public enum HelperThreads {
    /// Each helper's arena grows by this much at once: a typical run's helper allocates about 1 MiB, and growing
    /// it page by page cost one `mprotect` per page while the main thread's page faults waited for the same lock.
    static let heapReserve = 4 << 20

    public static func start() {
        let tuned = scaffold_tune_allocator() == 0
        WorkerPool.shared.start(heapReserve: tuned ? heapReserve : 0)
    }
}
