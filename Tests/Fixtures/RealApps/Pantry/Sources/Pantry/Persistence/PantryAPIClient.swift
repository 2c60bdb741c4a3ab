import Foundation

/// The backend the list syncs with.
@MainActor
final class PantryAPIClient {
    let baseURL: URL
    private(set) var registeredToken: Data?

    init(baseURL: URL) {
        self.baseURL = baseURL
    }

    func warmUp() {}

    func register(token: Data) {
        registeredToken = token
    }

    func items(inList listID: String) async -> [String] {
        listID.isEmpty ? [] : ["milk", "bread"]
    }
}
