import UIKit

@main
class AppDelegate: UIResponder, UIApplicationDelegate {
    /// A place a link can lead to.
    enum Route: Equatable {
        case article(id: String)
        case section(name: String)
    }

    var window: UIWindow?
    private let coordinator: AppCoordinator = AppCoordinator()

    func application(_ application: UIApplication,
                     didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        window = UIWindow(frame: UIScreen.main.bounds)
        coordinator.start(in: window)
        if let url = launchOptions?[.url] as? URL, let route = route(for: url) {
            coordinator.show(route)
        }
        return true
    }

    func application(_ app: UIApplication, open url: URL,
                     options: [UIApplication.OpenURLOptionsKey: Any] = [:]) -> Bool {
        guard let route = route(for: url) else { return false }
        coordinator.show(route)
        return true
    }

    func application(_ application: UIApplication, continue userActivity: NSUserActivity,
                     restorationHandler: @escaping ([UIUserActivityRestoring]?) -> Void) -> Bool {
        guard let url = userActivity.webpageURL, let route = route(for: url) else { return false }
        coordinator.show(route)
        return true
    }

    private func route(for url: URL) -> Route? {
        let parts = url.pathComponents.filter { $0 != "/" }
        switch parts.first {
        case "article"?: return parts.count > 1 ? .article(id: parts[1]) : nil
        case "section"?: return parts.count > 1 ? .section(name: parts[1]) : nil
        default: return nil
        }
    }
}
