import Foundation

/// The journal's sync with its server (a stub that answers at once).
final class SyncEngine {
    private(set) var isCancelled = false

    func sync(completion: @escaping (Bool) -> Void) {
        completion(!isCancelled)
    }

    func syncNow(force: Bool) async throws -> Int {
        force ? 1 : 0
    }

    func resume(sessionIdentifier: String, completion: @escaping () -> Void) {
        completion()
    }

    func forget(sessions: Int) {}

    func cancel() {
        isCancelled = true
    }
}
