/// Runs `body` for indices `0..<count` on a few threads, each taking one contiguous chunk in order (so threads
/// writing files sorted by path mostly work in different folders), and returns each outcome in its index's slot.
/// A thread stops its chunk at its first error; the slots it did not reach stay nil.
enum ChunkedWork {
    static func run<Value: Sendable>(
        _ count: Int, threads: Int, _ body: @escaping @Sendable (Int) throws -> Value
    ) -> [Result<Value, any Error>?] {
        let threads = max(1, min(threads, count))
        guard threads > 1 else { return runChunk(0..<count, body) }
        let chunk = (count + threads - 1) / threads
        let ranges = stride(from: 0, to: count, by: chunk).map { $0..<min(count, $0 + chunk) }
        return Parallel.map(ranges) { range in runChunk(range, body) }.flatMap { $0 }
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
