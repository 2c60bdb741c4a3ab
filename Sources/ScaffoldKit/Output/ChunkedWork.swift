import Dispatch

/// Runs `body` for indices `0..<count` on a few threads, each taking one contiguous chunk in order (so threads
/// writing files sorted by path mostly work in different folders), and returns each outcome in its index's slot.
/// A thread stops its chunk at its first error; the slots it did not reach stay nil.
enum ChunkedWork {
    static func run<Value: Sendable>(
        _ count: Int, threads: Int, _ body: @Sendable (Int) throws -> Value
    ) -> [Result<Value, any Error>?] {
        let threads = max(1, min(threads, count))
        guard threads > 1 else { return runChunk(0..<count, body) }
        let slots = Slots<Value>(count: count)
        let chunk = (count + threads - 1) / threads
        DispatchQueue.concurrentPerform(iterations: threads) { part in
            let range = min(count, part * chunk)..<min(count, (part + 1) * chunk)
            for (index, outcome) in zip(range, runChunk(range, body)) { slots.set(index, outcome) }
        }
        return slots.values
    }

    private static func runChunk<Value>(
        _ range: Range<Int>, _ body: (Int) throws -> Value
    ) -> [Result<Value, any Error>?] {
        var outcomes = [Result<Value, any Error>?](repeating: nil, count: range.count)
        for index in range {
            do {
                outcomes[index - range.lowerBound] = .success(try body(index))
            } catch {
                outcomes[index - range.lowerBound] = .failure(error)
                break
            }
        }
        return outcomes
    }
}

/// One slot per index; each index is written by exactly one thread, and read only after all have finished.
private final class Slots<Value>: @unchecked Sendable {
    private let storage: UnsafeMutableBufferPointer<Result<Value, any Error>?>

    init(count: Int) {
        storage = .allocate(capacity: count)
        storage.initialize(repeating: nil)
    }

    deinit {
        _ = storage.deinitialize()
        storage.deallocate()
    }

    func set(_ index: Int, _ value: Result<Value, any Error>?) { storage[index] = value }

    var values: [Result<Value, any Error>?] { Array(storage) }
}
