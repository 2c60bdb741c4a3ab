import Foundation

/// Results by name, recorded by concurrent work under a lock.
final class LockedResults<Value: Sendable>: @unchecked Sendable {
    private let lock = NSLock()
    private var recorded: [String: Result<Value, ScenarioError>] = [:]

    func record(_ name: String, _ result: Result<Value, ScenarioError>) {
        lock.withLock { recorded[name] = result }
    }

    var values: [String: Result<Value, ScenarioError>] {
        lock.withLock { recorded }
    }

    /// What each maker made (or why it could not), by name; the makers run one per core at a time, so each must
    /// work on its own files.
    static func made(by makers: [(String, @Sendable () throws -> Value)]) -> [String: Result<Value, ScenarioError>] {
        let results = LockedResults()
        DispatchQueue.concurrentPerform(iterations: makers.count) { index in
            results.record(makers[index].0, Result { try makers[index].1() }.mapError(ScenarioError.init(wrapping:)))
        }
        return results.values
    }
}
