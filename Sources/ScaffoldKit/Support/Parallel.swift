#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Dispatch

/// Independent pieces of work shared out among the machine's cores, with results in input order, so the output
/// is the same whatever the threads do. Used where one run has many pieces of similar size: method contexts,
/// rendered files.
enum Parallel {
    /// Cores the scheduler lets this process use.
    static let coreCount: Int = max(1, Int(sysconf(Int32(_SC_NPROCESSORS_ONLN))))

    /// `transform` of every element, in order (work that can fail returns a `Result`). Elements are handed out
    /// one at a time to up to `coreCount` threads (this one included), so a few large pieces do not leave a core
    /// idle. Below `minimumCount` elements everything runs on this thread: a worker would cost more than it saves.
    static func map<Element: Sendable, Mapped: Sendable>(
        _ elements: [Element], minimumCount: Int = 2, _ transform: @Sendable (Element) -> Mapped
    ) -> [Mapped] {
        let workers = min(coreCount, elements.count)
        guard workers > 1, elements.count >= minimumCount else { return elements.map(transform) }
        return withoutActuallyEscaping(transform) { transform in
            let queue = WorkQueue(count: elements.count)
            var slots = [Mapped?](repeating: nil, count: elements.count)
            slots.withUnsafeMutableBufferPointer { slots in
                let slots = UnsafeSlots(base: slots.baseAddress)
                DispatchQueue.concurrentPerform(iterations: workers) { _ in
                    while let index = queue.next() {
                        slots.store(transform(elements[index]), at: index)
                    }
                }
            }
            // Every slot is filled: the workers stop only when the queue is empty.
            return slots.enumerated().map { index, slot in slot ?? transform(elements[index]) }
        }
    }

    /// Hands out the indices `0..<count` once each, to whichever thread asks first.
    private final class WorkQueue: @unchecked Sendable {
        private let lock = ThreadLock()
        private var nextIndex = 0
        private let count: Int

        init(count: Int) { self.count = count }

        func next() -> Int? {
            lock.withLock {
                guard nextIndex < count else { return nil }
                defer { nextIndex += 1 }
                return nextIndex
            }
        }
    }

    /// Result slots written by several threads, each slot by exactly one (`WorkQueue` hands each index out once),
    /// and read only after `concurrentPerform` has returned.
    private struct UnsafeSlots<Value>: @unchecked Sendable {
        let base: UnsafeMutablePointer<Value?>?

        func store(_ value: Value, at index: Int) {
            base?[index] = value
        }
    }
}
