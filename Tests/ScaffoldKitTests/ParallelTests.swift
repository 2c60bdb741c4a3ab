import XCTest
@testable import ScaffoldKit

final class ParallelTests: XCTestCase {
    func testResultsComeInInputOrderWhateverThreadComputedThem() {
        let numbers = Array(0..<5_000)
        let mapped = Parallel.map(numbers) { number in String(number * 3) }
        XCTAssertEqual(mapped, numbers.map { String($0 * 3) })
    }

    func testFewerElementsThanTheMinimumAndEmptyInputsWork() {
        XCTAssertEqual(Parallel.map([Int]()) { $0 + 1 }, [])
        XCTAssertEqual(Parallel.map([41]) { $0 + 1 }, [42])
        XCTAssertEqual(Parallel.map([1, 2, 3], minimumCount: 10) { $0 * 2 }, [2, 4, 6])
    }

    func testEveryElementIsTransformedExactlyOnce() {
        let counter = ThreadLock()
        nonisolated(unsafe) var calls: [Int: Int] = [:]
        _ = Parallel.map(Array(0..<1_000)) { number in
            counter.withLock { calls[number, default: 0] += 1 }
            return number
        }
        XCTAssertEqual(calls.count, 1_000)
        XCTAssertTrue(calls.values.allSatisfy { $0 == 1 })
    }
}
