import Foundation

/// The trails the user saved.
@MainActor
final class TrailStore {
    static let didChange = Notification.Name("TrailStoreDidChange")
    private(set) var trails: [String] = []

    func load() {
        trails = UserDefaults.standard.stringArray(forKey: "trails") ?? []
        NotificationCenter.default.post(name: Self.didChange, object: self)
    }

    func flush() {
        UserDefaults.standard.set(trails, forKey: "trails")
    }
}
