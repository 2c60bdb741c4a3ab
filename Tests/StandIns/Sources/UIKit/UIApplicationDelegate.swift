// Stand-in for UIKit's UIApplicationDelegate: all 53 methods and the `window` property of the iOS 26 SDK, with the
// SDK's Swift names, labels and types. On iOS every requirement is an `@objc optional` one; Linux has neither, so
// they are plain requirements and UIApplicationDelegate+Defaults.swift gives each a neutral default. Deprecations
// that warn on every current deployment target are `@available(*, deprecated)`; the iOS 26 deprecations are
// `@available(iOS, deprecated: 26.0)` (they warn on iOS only when the deployment target is 26, never on Linux).
import CloudKit
import Foundation
import Intents

/// A set of methods to manage shared behaviours for your app.
@MainActor
public protocol UIApplicationDelegate: NSObjectProtocol {
    var window: UIWindow? { get set }

    // MARK: Launch and life cycle

    func applicationDidFinishLaunching(_ application: UIApplication)

    func application(
        _ application: UIApplication,
        willFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
    ) -> Bool

    func application(
        _ application: UIApplication,
        didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
    ) -> Bool

    @available(iOS, introduced: 2.0, deprecated: 26.0, message: """
        Use UIScene lifecycle and sceneDidBecomeActive(_:) from UISceneDelegate or the \
        UIApplication.didBecomeActiveNotification instead.
        """)
    func applicationDidBecomeActive(_ application: UIApplication)

    @available(iOS, introduced: 2.0, deprecated: 26.0, message: """
        Use UIScene lifecycle and sceneWillResignActive(_:) from UISceneDelegate or the \
        UIApplication.willResignActiveNotification instead.
        """)
    func applicationWillResignActive(_ application: UIApplication)

    func applicationDidEnterBackground(_ application: UIApplication)

    @available(iOS, introduced: 4.0, deprecated: 26.0, message: """
        Use UIScene lifecycle and sceneWillEnterForeground(_:) from UISceneDelegate or the \
        UIApplication.willEnterForegroundNotification instead.
        """)
    func applicationWillEnterForeground(_ application: UIApplication)

    func applicationDidReceiveMemoryWarning(_ application: UIApplication)

    func applicationWillTerminate(_ application: UIApplication)

    func applicationSignificantTimeChange(_ application: UIApplication)

    func applicationProtectedDataWillBecomeUnavailable(_ application: UIApplication)

    func applicationProtectedDataDidBecomeAvailable(_ application: UIApplication)

    func applicationShouldRequestHealthAuthorization(_ application: UIApplication)

    func applicationShouldAutomaticallyLocalizeKeyCommands(_ application: UIApplication) -> Bool

    // MARK: Opening URLs

    @available(*, deprecated, message: "Use application:openURL:options:")
    func application(_ application: UIApplication, handleOpen url: URL) -> Bool

    @available(*, deprecated, message: "Use application:openURL:options:")
    func application(_ application: UIApplication, open url: URL, sourceApplication: String?, annotation: Any) -> Bool

    @available(iOS, introduced: 9.0, deprecated: 26.0,
               message: "Use UIScene lifecycle and scene(_:openURLContexts:) from UISceneDelegate instead.")
    func application(_ app: UIApplication, open url: URL, options: [UIApplication.OpenURLOptionsKey: Any]) -> Bool

    // MARK: Status bar (deprecated in iOS 13)

    @available(*, deprecated, message: "Use viewWillTransitionToSize:withTransitionCoordinator: instead.")
    func application(
        _ application: UIApplication,
        willChangeStatusBarOrientation newStatusBarOrientation: UIInterfaceOrientation,
        duration: TimeInterval
    )

    @available(*, deprecated, message: "Use viewWillTransitionToSize:withTransitionCoordinator: instead.")
    func application(
        _ application: UIApplication,
        didChangeStatusBarOrientation oldStatusBarOrientation: UIInterfaceOrientation
    )

    @available(*, deprecated, message: "Use viewWillTransitionToSize:withTransitionCoordinator: instead.")
    func application(_ application: UIApplication, willChangeStatusBarFrame newStatusBarFrame: CGRect)

    @available(*, deprecated, message: "Use viewWillTransitionToSize:withTransitionCoordinator: instead.")
    func application(_ application: UIApplication, didChangeStatusBarFrame oldStatusBarFrame: CGRect)

    // MARK: Notifications

    @available(*, deprecated, message: """
        Use UserNotifications Framework's -[UNUserNotificationCenter requestAuthorizationWithOptions:\
        completionHandler:]
        """)
    func application(_ application: UIApplication, didRegister notificationSettings: UIUserNotificationSettings)

    func application(
        _ application: UIApplication,
        didRegisterForRemoteNotificationsWithDeviceToken deviceToken: Data
    )

    func application(_ application: UIApplication, didFailToRegisterForRemoteNotificationsWithError error: any Error)

    @available(*, deprecated, message: """
        Use UserNotifications Framework's -[UNUserNotificationCenterDelegate willPresentNotification:\
        withCompletionHandler:] or -[UNUserNotificationCenterDelegate didReceiveNotificationResponse:\
        withCompletionHandler:] for user visible notifications and -[UIApplicationDelegate application:\
        didReceiveRemoteNotification:fetchCompletionHandler:] for silent remote notifications
        """)
    func application(_ application: UIApplication, didReceiveRemoteNotification userInfo: [AnyHashable: Any])

    @available(*, deprecated, message: """
        Use UserNotifications Framework's -[UNUserNotificationCenterDelegate willPresentNotification:\
        withCompletionHandler:] or -[UNUserNotificationCenterDelegate didReceiveNotificationResponse:\
        withCompletionHandler:]
        """)
    func application(_ application: UIApplication, didReceive notification: UILocalNotification)

    @available(*, deprecated, message: """
        Use UserNotifications Framework's -[UNUserNotificationCenterDelegate didReceiveNotificationResponse:\
        withCompletionHandler:]
        """)
    func application(
        _ application: UIApplication,
        handleActionWithIdentifier identifier: String?,
        for notification: UILocalNotification,
        completionHandler: @escaping () -> Void
    )

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
    )

    @available(*, deprecated, message: """
        Use UserNotifications Framework's -[UNUserNotificationCenterDelegate didReceiveNotificationResponse:\
        withCompletionHandler:]
        """)
    func application(
        _ application: UIApplication,
        handleActionWithIdentifier identifier: String?,
        forRemoteNotification userInfo: [AnyHashable: Any],
        completionHandler: @escaping () -> Void
    )

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
    )

    func application(
        _ application: UIApplication,
        didReceiveRemoteNotification userInfo: [AnyHashable: Any],
        fetchCompletionHandler completionHandler: @escaping (UIBackgroundFetchResult) -> Void
    )

    // MARK: Background work

    @available(*, deprecated, message: "Use a BGAppRefreshTask in the BackgroundTasks framework instead")
    func application(
        _ application: UIApplication,
        performFetchWithCompletionHandler completionHandler: @escaping (UIBackgroundFetchResult) -> Void
    )

    func application(
        _ application: UIApplication,
        handleEventsForBackgroundURLSession identifier: String,
        completionHandler: @escaping () -> Void
    )

    func application(
        _ application: UIApplication,
        handleWatchKitExtensionRequest userInfo: [AnyHashable: Any]?,
        reply: @escaping ([AnyHashable: Any]?) -> Void
    )

    // MARK: Shortcut items, intents, CloudKit

    @available(iOS, introduced: 9.0, deprecated: 26.0, message: """
        Use UIScene lifecycle and windowScene(_:performActionFor:completionHandler:) from \
        UIWindowSceneDelegate instead.
        """)
    func application(
        _ application: UIApplication,
        performActionFor shortcutItem: UIApplicationShortcutItem,
        completionHandler: @escaping (Bool) -> Void
    )

    func application(_ application: UIApplication, handlerFor intent: INIntent) -> Any?

    @available(*, deprecated, message: "Use application:handlerForIntent: instead")
    func application(
        _ application: UIApplication,
        handle intent: INIntent,
        completionHandler: @escaping (INIntentResponse) -> Void
    )

    @available(iOS, introduced: 10.0, deprecated: 26.0, message: """
        Use UIScene lifecycle and windowScene(_:userDidAcceptCloudKitShareWith:) from \
        UIWindowSceneDelegate instead.
        """)
    func application(
        _ application: UIApplication,
        userDidAcceptCloudKitShareWith cloudKitShareMetadata: CKShare.Metadata
    )

    // MARK: Interface orientation and extensions

    func application(
        _ application: UIApplication,
        supportedInterfaceOrientationsFor window: UIWindow?
    ) -> UIInterfaceOrientationMask

    func application(
        _ application: UIApplication,
        shouldAllowExtensionPointIdentifier extensionPointIdentifier: UIApplication.ExtensionPointIdentifier
    ) -> Bool

    // MARK: State restoration

    func application(
        _ application: UIApplication,
        viewControllerWithRestorationIdentifierPath identifierComponents: [String],
        coder: NSCoder
    ) -> UIViewController?

    func application(_ application: UIApplication, shouldSaveSecureApplicationState coder: NSCoder) -> Bool

    func application(_ application: UIApplication, shouldRestoreSecureApplicationState coder: NSCoder) -> Bool

    func application(_ application: UIApplication, willEncodeRestorableStateWith coder: NSCoder)

    func application(_ application: UIApplication, didDecodeRestorableStateWith coder: NSCoder)

    @available(*, deprecated, message: "Use application:shouldSaveSecureApplicationState: instead")
    func application(_ application: UIApplication, shouldSaveApplicationState coder: NSCoder) -> Bool

    @available(*, deprecated, message: "Use application:shouldRestoreSecureApplicationState: instead")
    func application(_ application: UIApplication, shouldRestoreApplicationState coder: NSCoder) -> Bool

    // MARK: User activity

    @available(iOS, introduced: 8.0, deprecated: 26.0, message: """
        Use UIScene lifecycle and scene(_:willContinueUserActivityWithType:) from UISceneDelegate instead.
        """)
    func application(_ application: UIApplication, willContinueUserActivityWithType userActivityType: String) -> Bool

    @available(iOS, introduced: 8.0, deprecated: 26.0,
               message: "Use UIScene lifecycle and scene(_:continue:) from UISceneDelegate instead.")
    func application(
        _ application: UIApplication,
        continue userActivity: NSUserActivity,
        restorationHandler: @escaping ([any UIUserActivityRestoring]?) -> Void
    ) -> Bool

    @available(iOS, introduced: 8.0, deprecated: 26.0, message: """
        Use UIScene lifecycle and scene(_:didFailToContinueUserActivityWithType:error:) from UISceneDelegate \
        instead.
        """)
    func application(
        _ application: UIApplication,
        didFailToContinueUserActivityWithType userActivityType: String,
        error: any Error
    )

    @available(iOS, introduced: 8.0, deprecated: 26.0,
               message: "Use UIScene lifecycle and scene(_:didUpdate) from UISceneDelegate instead.")
    func application(_ application: UIApplication, didUpdate userActivity: NSUserActivity)

    // MARK: Scenes

    func application(
        _ application: UIApplication,
        configurationForConnecting connectingSceneSession: UISceneSession,
        options: UIScene.ConnectionOptions
    ) -> UISceneConfiguration

    func application(_ application: UIApplication, didDiscardSceneSessions sceneSessions: Set<UISceneSession>)
}
