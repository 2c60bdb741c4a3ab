// Neutral defaults (see UIApplicationDelegate+Defaults.swift) for background work, shortcut items, intents,
// CloudKit, interface orientation, extensions, state restoration, user activities and scenes.
import CloudKit
import Foundation
import Intents

public extension UIApplicationDelegate {
    @available(*, deprecated, message: "Use a BGAppRefreshTask in the BackgroundTasks framework instead")
    func application(
        _ application: UIApplication,
        performFetchWithCompletionHandler completionHandler: @escaping (UIBackgroundFetchResult) -> Void
    ) {
        completionHandler(.noData)
    }

    func application(
        _ application: UIApplication,
        handleEventsForBackgroundURLSession identifier: String,
        completionHandler: @escaping () -> Void
    ) {
        completionHandler()
    }

    func application(
        _ application: UIApplication,
        handleWatchKitExtensionRequest userInfo: [AnyHashable: Any]?,
        reply: @escaping ([AnyHashable: Any]?) -> Void
    ) {
        reply(nil)
    }

    @available(iOS, introduced: 9.0, deprecated: 26.0, message: """
        Use UIScene lifecycle and windowScene(_:performActionFor:completionHandler:) from \
        UIWindowSceneDelegate instead.
        """)
    func application(
        _ application: UIApplication,
        performActionFor shortcutItem: UIApplicationShortcutItem,
        completionHandler: @escaping (Bool) -> Void
    ) {
        completionHandler(false)
    }

    func application(_ application: UIApplication, handlerFor intent: INIntent) -> Any? {
        nil
    }

    @available(*, deprecated, message: "Use application:handlerForIntent: instead")
    func application(
        _ application: UIApplication,
        handle intent: INIntent,
        completionHandler: @escaping (INIntentResponse) -> Void
    ) {
        completionHandler(INIntentResponse())
    }

    @available(iOS, introduced: 10.0, deprecated: 26.0, message: """
        Use UIScene lifecycle and windowScene(_:userDidAcceptCloudKitShareWith:) from \
        UIWindowSceneDelegate instead.
        """)
    func application(
        _ application: UIApplication,
        userDidAcceptCloudKitShareWith cloudKitShareMetadata: CKShare.Metadata
    ) {}

    func application(
        _ application: UIApplication,
        supportedInterfaceOrientationsFor window: UIWindow?
    ) -> UIInterfaceOrientationMask {
        .allButUpsideDown
    }

    func application(
        _ application: UIApplication,
        shouldAllowExtensionPointIdentifier extensionPointIdentifier: UIApplication.ExtensionPointIdentifier
    ) -> Bool {
        true
    }

    func application(
        _ application: UIApplication,
        viewControllerWithRestorationIdentifierPath identifierComponents: [String],
        coder: NSCoder
    ) -> UIViewController? {
        nil
    }

    func application(_ application: UIApplication, shouldSaveSecureApplicationState coder: NSCoder) -> Bool {
        false
    }

    func application(_ application: UIApplication, shouldRestoreSecureApplicationState coder: NSCoder) -> Bool {
        false
    }

    func application(_ application: UIApplication, willEncodeRestorableStateWith coder: NSCoder) {}

    func application(_ application: UIApplication, didDecodeRestorableStateWith coder: NSCoder) {}

    @available(*, deprecated, message: "Use application:shouldSaveSecureApplicationState: instead")
    func application(_ application: UIApplication, shouldSaveApplicationState coder: NSCoder) -> Bool {
        false
    }

    @available(*, deprecated, message: "Use application:shouldRestoreSecureApplicationState: instead")
    func application(_ application: UIApplication, shouldRestoreApplicationState coder: NSCoder) -> Bool {
        false
    }

    @available(iOS, introduced: 8.0, deprecated: 26.0, message: """
        Use UIScene lifecycle and scene(_:willContinueUserActivityWithType:) from UISceneDelegate instead.
        """)
    func application(_ application: UIApplication, willContinueUserActivityWithType userActivityType: String) -> Bool {
        false
    }

    @available(iOS, introduced: 8.0, deprecated: 26.0,
               message: "Use UIScene lifecycle and scene(_:continue:) from UISceneDelegate instead.")
    func application(
        _ application: UIApplication,
        continue userActivity: NSUserActivity,
        restorationHandler: @escaping ([any UIUserActivityRestoring]?) -> Void
    ) -> Bool {
        false
    }

    @available(iOS, introduced: 8.0, deprecated: 26.0, message: """
        Use UIScene lifecycle and scene(_:didFailToContinueUserActivityWithType:error:) from UISceneDelegate \
        instead.
        """)
    func application(
        _ application: UIApplication,
        didFailToContinueUserActivityWithType userActivityType: String,
        error: any Error
    ) {}

    @available(iOS, introduced: 8.0, deprecated: 26.0,
               message: "Use UIScene lifecycle and scene(_:didUpdate) from UISceneDelegate instead.")
    func application(_ application: UIApplication, didUpdate userActivity: NSUserActivity) {}

    func application(
        _ application: UIApplication,
        configurationForConnecting connectingSceneSession: UISceneSession,
        options: UIScene.ConnectionOptions
    ) -> UISceneConfiguration {
        UISceneConfiguration(name: nil, sessionRole: connectingSceneSession.role)
    }

    func application(_ application: UIApplication, didDiscardSceneSessions sceneSessions: Set<UISceneSession>) {}
}
