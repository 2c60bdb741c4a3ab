import UIKit

extension AppDelegate {
    func application(_ application: UIApplication, handleEventsForBackgroundURLSession identifier: String, completionHandler: @escaping () -> Void) {
        downloadCount += 1
        completionHandler()
    }

    var hasDownloads: Bool {
        downloadCount > 0
    }
}
