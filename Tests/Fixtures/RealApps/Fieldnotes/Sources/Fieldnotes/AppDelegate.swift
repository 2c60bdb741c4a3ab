import Combine
import UIKit

final class AppDelegate: NSObject, UIApplicationDelegate, ObservableObject {
    @Published var pendingNote: String?
    @Published var recentLinks: [String: Date] = [:]
    lazy var formatter = makeFormatter()

    func application(_ application: UIApplication,
                     didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]? = nil) -> Bool {
        pendingNote = launchOptions?[.url].map { "\($0)" }
        return true
    }

    func application(_ app: UIApplication, open url: URL,
                     options: [UIApplication.OpenURLOptionsKey: Any] = [:]) -> Bool {
        guard url.scheme == "fieldnotes" else { return false }
        pendingNote = url.lastPathComponent
        recentLinks[url.absoluteString] = Date()
        return true
    }

    func title(for date: Date) -> String {
        formatter.string(from: date)
    }

    private func makeFormatter() -> DateFormatter {
        let formatter = DateFormatter()
        formatter.dateStyle = .medium
        return formatter
    }
}
