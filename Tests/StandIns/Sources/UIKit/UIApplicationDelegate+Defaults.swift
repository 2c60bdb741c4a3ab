// Neutral default implementations of every UIApplicationDelegate requirement. On iOS an app delegate
// that does not implement an optional method is simply not asked; these defaults give the answer UIKit
// assumes in that case (launch proceeds, URLs are not handled, fetches have no data, completion
// handlers are called once with a neutral value).
import CloudKit
import Foundation
import Intents

public extension UIApplicationDelegate {
    var window: UIWindow? {
        get { nil }
        set {}
    }

    func applicationDidFinishLaunching(_ application: UIApplication) {}

    func application(
        _ application: UIApplication,
        willFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
    ) -> Bool {
        true
    }

    func application(
        _ application: UIApplication,
        didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
    ) -> Bool {
        true
    }

    @available(iOS, introduced: 2.0, deprecated: 26.0, message: """
        Use UIScene lifecycle and sceneDidBecomeActive(_:) from UISceneDelegate or the \
        UIApplication.didBecomeActiveNotification instead.
        """)
    func applicationDidBecomeActive(_ application: UIApplication) {}

    @available(iOS, introduced: 2.0, deprecated: 26.0, message: """
        Use UIScene lifecycle and sceneWillResignActive(_:) from UISceneDelegate or the \
        UIApplication.willResignActiveNotification instead.
        """)
    func applicationWillResignActive(_ application: UIApplication) {}

    func applicationDidEnterBackground(_ application: UIApplication) {}

    @available(iOS, introduced: 4.0, deprecated: 26.0, message: """
        Use UIScene lifecycle and sceneWillEnterForeground(_:) from UISceneDelegate or the \
        UIApplication.willEnterForegroundNotification instead.
        """)
    func applicationWillEnterForeground(_ application: UIApplication) {}

    func applicationDidReceiveMemoryWarning(_ application: UIApplication) {}

    func applicationWillTerminate(_ application: UIApplication) {}

    func applicationSignificantTimeChange(_ application: UIApplication) {}

    func applicationProtectedDataWillBecomeUnavailable(_ application: UIApplication) {}

    func applicationProtectedDataDidBecomeAvailable(_ application: UIApplication) {}

    func applicationShouldRequestHealthAuthorization(_ application: UIApplication) {}

    func applicationShouldAutomaticallyLocalizeKeyCommands(_ application: UIApplication) -> Bool {
        true
    }

    @available(*, deprecated, message: "Use application:openURL:options:")
    func application(_ application: UIApplication, handleOpen url: URL) -> Bool {
        false
    }

    @available(*, deprecated, message: "Use application:openURL:options:")
    func application(_ application: UIApplication, open url: URL, sourceApplication: String?, annotation: Any) -> Bool {
        false
    }

    @available(iOS, introduced: 9.0, deprecated: 26.0,
               message: "Use UIScene lifecycle and scene(_:openURLContexts:) from UISceneDelegate instead.")
    func application(_ app: UIApplication, open url: URL, options: [UIApplication.OpenURLOptionsKey: Any]) -> Bool {
        false
    }

    @available(*, deprecated, message: "Use viewWillTransitionToSize:withTransitionCoordinator: instead.")
    func application(
        _ application: UIApplication,
        willChangeStatusBarOrientation newStatusBarOrientation: UIInterfaceOrientation,
        duration: TimeInterval
    ) {}

    @available(*, deprecated, message: "Use viewWillTransitionToSize:withTransitionCoordinator: instead.")
    func application(
        _ application: UIApplication,
        didChangeStatusBarOrientation oldStatusBarOrientation: UIInterfaceOrientation
    ) {}

    @available(*, deprecated, message: "Use viewWillTransitionToSize:withTransitionCoordinator: instead.")
    func application(_ application: UIApplication, willChangeStatusBarFrame newStatusBarFrame: CGRect) {}

    @available(*, deprecated, message: "Use viewWillTransitionToSize:withTransitionCoordinator: instead.")
    func application(_ application: UIApplication, didChangeStatusBarFrame oldStatusBarFrame: CGRect) {}

    @available(*, deprecated, message: """
        Use UserNotifications Framework's -[UNUserNotificationCenter requestAuthorizationWithOptions:\
        completionHandler:]
        """)
    func application(_ application: UIApplication, didRegister notificationSettings: UIUserNotificationSettings) {}

    func application(
        _ application: UIApplication,
        didRegisterForRemoteNotificationsWithDeviceToken deviceToken: Data
    ) {}

    func application(_ application: UIApplication, didFailToRegisterForRemoteNotificationsWithError error: any Error) {}

    @available(*, deprecated, message: """
        Use UserNotifications Framework's -[UNUserNotificationCenterDelegate willPresentNotification:\
        withCompletionHandler:] or -[UNUserNotificationCenterDelegate didReceiveNotificationResponse:\
        withCompletionHandler:] for user visible notifications and -[UIApplicationDelegate application:\
        didReceiveRemoteNotification:fetchCompletionHandler:] for silent remote notifications
        """)
    func application(_ application: UIApplication, didReceiveRemoteNotification userInfo: [AnyHashable: Any]) {}

    @available(*, deprecated, message: """
        Use UserNotifications Framework's -[UNUserNotificationCenterDelegate willPresentNotification:\
        withCompletionHandler:] or -[UNUserNotificationCenterDelegate didReceiveNotificationResponse:\
        withCompletionHandler:]
        """)
    func application(_ application: UIApplication, didReceive notification: UILocalNotification) {}

    @available(*, deprecated, message: """
        Use UserNotifications Framework's -[UNUserNotificationCenterDelegate didReceiveNotificationResponse:\
        withCompletionHandler:]
        """)
    func application(
        _ application: UIApplication,
        handleActionWithIdentifier identifier: String?,
        for notification: UILocalNotification,
        completionHandler: @escaping () -> Void
    ) {
        completionHandler()
    }

    @available(*, deprecated, message: """
        Use UserNotifications Framework's -[UNUserNotificationCenterDelegate didReceiveNotificationResponse:\
        withCompletionHandler:]
        """)
    func application(
        _ application: UIApplication,
        handleActionWithIdentifier identifier: String?,
        forRemoteNotification userInfo: [AnyHashable: Any],
        withResponseInfo responseInfo: [AnyHashable: Any],
        completionHandler: @escaping () -> Void
    ) {
        completionHandler()
    }

    @available(*, deprecated, message: """
        Use UserNotifications Framework's -[UNUserNotificationCenterDelegate didReceiveNotificationResponse:\
        withCompletionHandler:]
        """)
    func application(
        _ application: UIApplication,
        handleActionWithIdentifier identifier: String?,
        forRemoteNotification userInfo: [AnyHashable: Any],
        completionHandler: @escaping () -> Void
    ) {
        completionHandler()
    }

    @available(*, deprecated, message: """
        Use UserNotifications Framework's -[UNUserNotificationCenterDelegate didReceiveNotificationResponse:\
        withCompletionHandler:]
        """)
    func application(
        _ application: UIApplication,
        handleActionWithIdentifier identifier: String?,
        for notification: UILocalNotification,
        withResponseInfo responseInfo: [AnyHashable: Any],
        completionHandler: @escaping () -> Void
    ) {
        completionHandler()
    }

    func application(
        _ application: UIApplication,
        didReceiveRemoteNotification userInfo: [AnyHashable: Any],
        fetchCompletionHandler completionHandler: @escaping (UIBackgroundFetchResult) -> Void
    ) {
        completionHandler(.noData)
    }
}
