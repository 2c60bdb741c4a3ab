// An app delegate written exactly as it would be for iOS.
import CloudKit
import Intents
import UIKit
import UserNotifications

final class AppDelegate: UIResponder, UIApplicationDelegate {
    var window: UIWindow?
    let notificationHandler = NotificationHandler()
    private(set) var openedURLs: [URL] = []
    private(set) var acceptedShareContainers: [String] = []

    override init() {
        super.init()
    }

    func application(
        _ application: UIApplication,
        didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
    ) -> Bool {
        UNUserNotificationCenter.current().delegate = notificationHandler
        application.registerForRemoteNotifications()
        return launchOptions?[.remoteNotification] == nil
    }

    func application(_ app: UIApplication, open url: URL, options: [UIApplication.OpenURLOptionsKey: Any]) -> Bool {
        guard url.scheme == "consumer" else { return false }
        openedURLs.append(url)
        return true
    }

    func application(
        _ application: UIApplication,
        didReceiveRemoteNotification userInfo: [AnyHashable: Any],
        fetchCompletionHandler completionHandler: @escaping (UIBackgroundFetchResult) -> Void
    ) {
        completionHandler(userInfo["content-available"] == nil ? .noData : .newData)
    }

    func application(
        _ application: UIApplication,
        continue userActivity: NSUserActivity,
        restorationHandler: @escaping ([any UIUserActivityRestoring]?) -> Void
    ) -> Bool {
        guard userActivity.activityType == "com.example.consumer.browse" else { return false }
        restorationHandler([window?.rootViewController].compactMap { $0 })
        return true
    }

    func application(
        _ application: UIApplication,
        configurationForConnecting connectingSceneSession: UISceneSession,
        options: UIScene.ConnectionOptions
    ) -> UISceneConfiguration {
        let configuration = UISceneConfiguration(name: "Default", sessionRole: connectingSceneSession.role)
        configuration.delegateClass = SceneDelegate.self
        return configuration
    }

    func application(
        _ application: UIApplication,
        supportedInterfaceOrientationsFor window: UIWindow?
    ) -> UIInterfaceOrientationMask {
        .portrait
    }

    func application(_ application: UIApplication, handlerFor intent: INIntent) -> Any? {
        intent.identifier == nil ? nil : self
    }

    func application(
        _ application: UIApplication,
        userDidAcceptCloudKitShareWith cloudKitShareMetadata: CKShare.Metadata
    ) {
        acceptedShareContainers.append(cloudKitShareMetadata.containerIdentifier)
    }

    // A requirement deprecated since iOS 13: implementing it is not a warning, as on iOS.
    func application(
        _ application: UIApplication,
        performFetchWithCompletionHandler completionHandler: @escaping (UIBackgroundFetchResult) -> Void
    ) {
        completionHandler(.failed)
    }
}
