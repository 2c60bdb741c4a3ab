#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Independent pieces of work shared out among the machine's cores (`WorkerPool`), with results in input order,
/// so the output is the same whatever the threads do. Used where one run has many pieces of similar size:
/// method contexts, rendered files, files to write.
enum Parallel {
    /// Threads a run may use: `$SCAFFOLD_JOBS` when set (1 runs everything on the main thread), else the cores
    /// online.
    static let coreCount: Int = {
        if let text = getenv("SCAFFOLD_JOBS"), let jobs = Int(String(cString: text)), jobs >= 1 { return jobs }
        return max(1, Int(sysconf(Int32(_SC_NPROCESSORS_ONLN))))
    }()

    /// `transform` of every element, in order (work that can fail returns a `Result`). Elements are handed out
    /// one at a time to this thread and the pool's helpers, so a few large pieces do not leave a core idle; this
    /// thread keeps taking elements until none is left, so a busy helper never holds the work up. Below
    /// `minimumCount` elements everything runs on this thread: a helper would cost more than it saves.
    static func map<Element: Sendable, Mapped: Sendable>(
        _ elements: [Element], minimumCount: Int = 2, _ transform: @escaping @Sendable (Element) -> Mapped
    ) -> [Mapped] {
        let pool = WorkerPool.shared
        guard pool.hasThreads, elements.count >= max(2, minimumCount) else { return elements.map(transform) }
        let batch = Batch(elements, transform)
        for _ in 0..<min(coreCount - 1, elements.count - 1) {
            pool.submit { batch.work() }
        }
        batch.work()
        return batch.results()
    }

    /// The elements of one `map`, shared by the threads working on it; each index is taken by one thread.
    private final class Batch<Element: Sendable, Mapped: Sendable>: @unchecked Sendable {
        private let elements: [Element]
        private let transform: @Sendable (Element) -> Mapped
        private let lock = ThreadLock()
        private var nextIndex = 0
        private var finished = 0
        private var slots: [Mapped?]

        init(_ elements: [Element], _ transform: @escaping @Sendable (Element) -> Mapped) {
            self.elements = elements
            self.transform = transform
            slots = Array(repeating: nil, count: elements.count)
        }

        /// Takes elements until none is left.
        func work() {
            while let index = take() {
                let value = transform(elements[index])
                let isLast: Bool = lock.withLock {
                    slots[index] = value
                    finished += 1
                    return finished == elements.count
                }
                if isLast { lock.broadcast() }
            }
        }

        /// Every result, once the last element is done.
        func results() -> [Mapped] {
            lock.wait { finished == elements.count ? slots.compactMap { $0 } : nil }
        }

        private func take() -> Int? {
            lock.withLock {
                guard nextIndex < elements.count else { return nil }
                defer { nextIndex += 1 }
                return nextIndex
            }
        }
    }
}
