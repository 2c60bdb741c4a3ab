import UIKit

@main
class AppDelegate: UIResponder, UIApplicationDelegate {
    static func current() -> AppDelegate? {
        UIApplication.shared.delegate as? AppDelegate
    }

    var window: UIWindow?
    var counter: Counter = Counter()
    var lockedToPortrait = false

    func application(_ application: UIApplication,
                     didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        let counter = Counter(start: UserDefaults.standard.integer(forKey: "count"))
        self.counter = counter
        return true
    }

    func application(_ application: UIApplication,
                     supportedInterfaceOrientationsFor window: UIWindow?) -> UIInterfaceOrientationMask {
        lockedToPortrait ? .portrait : .all
    }

    #if DEBUG
    func applicationDidReceiveMemoryWarning(_ application: UIApplication) {
        counter.reset()
    }
    #endif

    func applicationDidEnterBackground(_ application: UIApplication) {
        UserDefaults.standard.set(counter.value, forKey: "count")
    }
}
