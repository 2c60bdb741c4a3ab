import UIKit

extension AppDelegate {
    func application(_ application: UIApplication, performActionFor shortcutItem: UIApplicationShortcutItem, completionHandler: @escaping (Bool) -> Void) {
        completionHandler(handle(shortcutItem))
    }

    private func handle(_ item: UIApplicationShortcutItem) -> Bool {
        item.type == "play" ? { togglePlayback(); return true }() : false
    }
}
