import UIKit

@main
final class AppDelegate: UIResponder, UIApplicationDelegate {
    static var shared: AppDelegate!

    var window: UIWindow?
    let mailClient: MailClient = MailClient()
    var backgroundSessionHandler: (() -> Void)?

    func application(_ application: UIApplication,
                     didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        AppDelegate.shared = self
        mailClient.connect()
        return true
    }

    func application(_ application: UIApplication,
                     performFetchWithCompletionHandler completionHandler: @escaping (UIBackgroundFetchResult) -> Void) {
        mailClient.fetchNewMail { count in
            completionHandler(count > 0 ? .newData : .noData)
        }
    }

    func application(_ application: UIApplication, handleEventsForBackgroundURLSession identifier: String,
                     completionHandler: @escaping () -> Void) {
        backgroundSessionHandler = completionHandler
    }

    @objc func refresh() {
        mailClient.fetchNewMail { _ in }
    }
}
