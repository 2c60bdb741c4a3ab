import Foundation

/// Talks to the mail server.
@MainActor
final class MailClient {
    private(set) var isConnected = false

    func connect() {
        isConnected = true
    }

    func fetchNewMail(_ completion: @escaping (Int) -> Void) {
        completion(isConnected ? 1 : 0)
    }
}
