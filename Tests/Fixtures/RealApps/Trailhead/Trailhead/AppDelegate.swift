import UIKit

@main
class AppDelegate: UIResponder, UIApplicationDelegate {
    static let trailActivityType = "com.example.trailhead.trail"
    static var launchCount = 0

    var window: UIWindow?
    lazy var store = TrailStore()

    func application(_ application: UIApplication,
                     didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        Self.launchCount += 1
        NotificationCenter.default.addObserver(self, selector: #selector(storeDidChange(_:)),
                                               name: TrailStore.didChange, object: nil)
        store.load()
        return true
    }

    func applicationWillResignActive(_ application: UIApplication) {
        store.flush()
    }

    @objc func storeDidChange(_ notification: Notification) {
        window?.rootViewController?.title = "\(store.trails.count) trails"
    }
}
