import Foundation

/// Records voice memos.
@MainActor
final class MemoRecorder {
    private(set) var isReady = false
    private(set) var current: String?

    func prepare() {
        isReady = true
    }

    func start(title: String, seconds: Int) {
        current = "\(title) (\(seconds) s)"
    }
}
