import XCTest
@testable import ScaffoldKit

final class ChunkedWorkTests: XCTestCase {
    private struct Failed: Error, Equatable { let index: Int }

    private func summary(_ outcomes: [Result<Int, any Error>?]) -> [String] {
        outcomes.map { outcome in
            switch outcome {
            case .success(let value): return "\(value)"
            case .failure(let error): return "fail \((error as? Failed)?.index ?? -1)"
            case nil: return "-"
            }
        }
    }

    func testEveryOutcomeLandsInItsSlotOnOneOrTwoThreads() {
        for threads in [1, 2, 3] {
            XCTAssertEqual(summary(ChunkedWork.run(7, threads: threads) { $0 * 10 }),
                           ["0", "10", "20", "30", "40", "50", "60"], "threads: \(threads)")
        }
        XCTAssertEqual(summary(ChunkedWork.run(0, threads: 2) { $0 }), [])
    }

    func testAFailureStopsOnlyItsOwnChunk() {
        let body: @Sendable (Int) throws -> Int = { index in
            if index == 2 || index == 7 { throw Failed(index: index) }
            return index
        }
        XCTAssertEqual(summary(ChunkedWork.run(10, threads: 2, body)),
                       ["0", "1", "fail 2", "-", "-", "5", "6", "fail 7", "-", "-"])
        XCTAssertEqual(summary(ChunkedWork.run(10, threads: 1, body)),
                       ["0", "1", "fail 2", "-", "-", "-", "-", "-", "-", "-"])
    }

    func testTwoThreadsReallyRunTheTwoChunks() {
        let seen = ThreadLock()
        nonisolated(unsafe) var threadsSeen: Set<pthread_t> = []
        _ = ChunkedWork.run(400, threads: 2) { index -> Int in
            usleep(100)
            seen.withLock { _ = threadsSeen.insert(pthread_self()) }
            return index
        }
        XCTAssertEqual(seen.withLock { threadsSeen.count }, 2)
    }
}
