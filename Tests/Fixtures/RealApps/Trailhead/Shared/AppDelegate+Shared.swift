import UIKit

/// Links into a trail, shared by the iPhone and iPad apps.
extension AppDelegate {
    func application(_ app: UIApplication, open url: URL,
                     options: [UIApplication.OpenURLOptionsKey: Any] = [:]) -> Bool {
        guard url.scheme == "trailhead", let name = url.host else { return false }
        return showTrail(named: name)
    }

    func application(_ application: UIApplication, continue userActivity: NSUserActivity,
                     restorationHandler: @escaping ([UIUserActivityRestoring]?) -> Void) -> Bool {
        guard userActivity.activityType == AppDelegate.trailActivityType,
              let name = userActivity.userInfo?["trail"] as? String else { return false }
        return showTrail(named: name)
    }

    private func showTrail(named name: String) -> Bool {
        guard store.trails.contains(name) else { return false }
        window?.rootViewController?.title = name
        return true
    }
}
