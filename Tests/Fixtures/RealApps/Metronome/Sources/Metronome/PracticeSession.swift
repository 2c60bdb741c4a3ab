/// The running practice session.
@MainActor
final class PracticeSession {
    var tempo = 0
    private(set) var isRunning = false

    func stop() {
        isRunning = false
    }
}
