import UIKit

extension AppDelegate {
    func application(_ application: UIApplication, performActionFor shortcutItem: UIApplicationShortcutItem, completionHandler: @escaping (Bool) -> Void) {
        leaveBreadcrumb("shortcut \(shortcutItem.type)")
        completionHandler(shortcutItem.type == "search")
    }
}
