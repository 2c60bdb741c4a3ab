import Foundation

/// The socket to the chat server.
@MainActor
final class ChatConnection {
    private(set) var isOpen = false
    private(set) var pushToken: Data?

    func open() {
        isOpen = true
    }

    func register(pushToken: Data?) {
        self.pushToken = pushToken
    }
}
