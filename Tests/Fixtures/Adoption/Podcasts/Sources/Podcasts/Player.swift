import Foundation

final class Player {
    private(set) var episode: String?
    var isFullScreen = false

    func load(_ identifier: String) {
        episode = identifier
    }

    func resumeIfNeeded() {}
}
