import UIKit

extension AppDelegate: UIApplicationDelegate {
    func application(_ application: UIApplication,
                     didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]? = nil) -> Bool {
        guides.loadBundled()
        return true
    }

    func application(_ application: UIApplication, performActionFor shortcutItem: UIApplicationShortcutItem,
                     completionHandler: @escaping (Bool) -> Void) {
        guard shortcutItem.type == Self.searchShortcut else { return completionHandler(false) }
        lastShortcut = shortcutItem.type
        Task { completionHandler(await guides.refresh()) }
    }

    func application(_ application: UIApplication, handleEventsForBackgroundURLSession identifier: String) async {
        _ = await guides.refresh()
    }
}
