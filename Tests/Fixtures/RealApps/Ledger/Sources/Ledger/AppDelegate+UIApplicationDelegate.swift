import UIKit

extension AppDelegate: UIApplicationDelegate {
    func application(_ application: UIApplication,
                     didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        lastOpened = Date()
        application.shortcutItems = Shortcut.allCases.map {
            UIApplicationShortcutItem(type: $0.rawValue, localizedTitle: $0.rawValue)
        }
        return true
    }

    func application(_ application: UIApplication, performActionFor shortcutItem: UIApplicationShortcutItem,
                     completionHandler: @escaping (Bool) -> Void) {
        switch Shortcut(rawValue: shortcutItem.type) {
        case .addExpense?:
            window?.rootViewController?.title = "New expense"
            completionHandler(true)
        case .showBudget?:
            window?.rootViewController?.title = "Budget"
            completionHandler(true)
        case nil:
            completionHandler(false)
        }
    }

    func applicationDidEnterBackground(_ application: UIApplication) {
        lastOpened = nil
    }
}
