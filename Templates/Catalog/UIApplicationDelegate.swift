// UIApplicationDelegate as the iOS 26 SDK's generated Swift interface declares it (UIKit), for scaffold's catalog.
// This file is read by scaffold's declaration scanner; it is not compiled. Annotations: doc-comment lines
// `/// - scaffold.KEY: VALUE`, which the scanner takes out of the documentation and hands to the generator:
//   - scaffold.policy: NAME      how the leaves' answers combine (all, any, first, firstNonNil, union,
//                                intersection, fetchResult); on every method that returns a value or whose
//                                completion handler takes one.
//   - scaffold.fallback: EXPR    the answer the system gets when no leaf has an opinion, for a method whose
//                                SDK type is not optional; EXPR may use the method's parameter names.
//   - scaffold.imports: A, B     modules the method's types need besides the protocol's module.
//   - scaffold.superclass: NAME  (protocol) the composite's base class; scaffold.module: NAME, its module.
//   - scaffold.role: NAME        (protocol) app-delegate (what `scenes:` bridges; it installs the notification
//                                centre's delegate), scene-delegate (what the bridge is), notification-delegate.

import UIKit

/// The methods UIKit calls on the app's shared delegate object.
/// - scaffold.superclass: UIResponder
/// - scaffold.module: UIKit
/// - scaffold.role: app-delegate
@MainActor public protocol UIApplicationDelegate : NSObjectProtocol {

    /// Tells the delegate when the app has finished launching (prefer the launch-options variant).
    optional func applicationDidFinishLaunching(_ application: UIApplication)

    /// Tells the delegate that the launch process has begun.
    /// - scaffold.policy: all
    @available(iOS 6.0, *)
    optional func application(_ application: UIApplication, willFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey : Any]? = nil) -> Bool

    /// Tells the delegate that the launch process is almost done and the app is almost ready to run.
    /// - scaffold.policy: all
    @available(iOS 3.0, *)
    optional func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey : Any]? = nil) -> Bool

    /// Tells the delegate that the app has become active.
    @available(iOS, introduced: 2.0, deprecated: 26.0, message: "Use UIScene lifecycle and sceneDidBecomeActive(_:) from UISceneDelegate or the UIApplication.didBecomeActiveNotification instead.")
    optional func applicationDidBecomeActive(_ application: UIApplication)

    /// Tells the delegate that the app is about to become inactive.
    @available(iOS, introduced: 2.0, deprecated: 26.0, message: "Use UIScene lifecycle and sceneWillResignActive(_:) from UISceneDelegate or the UIApplication.willResignActiveNotification instead.")
    optional func applicationWillResignActive(_ application: UIApplication)

    /// Asks the delegate to open a resource identified by URL.
    /// - scaffold.policy: any
    @available(iOS, introduced: 2.0, deprecated: 9.0, message: "Use application:openURL:options:")
    optional func application(_ application: UIApplication, handleOpen url: URL) -> Bool

    /// Asks the delegate to open a resource identified by URL, with the source application and an annotation.
    /// - scaffold.policy: any
    @available(iOS, introduced: 4.2, deprecated: 9.0, message: "Use application:openURL:options:")
    optional func application(_ application: UIApplication, open url: URL, sourceApplication: String?, annotation: Any) -> Bool

    /// Asks the delegate to open a resource specified by a URL.
    /// - scaffold.policy: any
    @available(iOS, introduced: 9.0, deprecated: 26.0, message: "Use UIScene lifecycle and scene(_:openURLContexts:) from UISceneDelegate instead.")
    optional func application(_ app: UIApplication, open url: URL, options: [UIApplication.OpenURLOptionsKey : Any] = [:]) -> Bool

    /// Tells the delegate when the app receives a memory warning from the system.
    optional func applicationDidReceiveMemoryWarning(_ application: UIApplication)

    /// Tells the delegate when the app is about to terminate.
    optional func applicationWillTerminate(_ application: UIApplication)

    /// Tells the delegate when there is a significant change in the time.
    optional func applicationSignificantTimeChange(_ application: UIApplication)

    /// Tells the delegate when the interface orientation of the status bar is about to change.
    @available(iOS, introduced: 2.0, deprecated: 13.0, message: "Use viewWillTransitionToSize:withTransitionCoordinator: instead.")
    optional func application(_ application: UIApplication, willChangeStatusBarOrientation newStatusBarOrientation: UIInterfaceOrientation, duration: TimeInterval)

    /// Tells the delegate when the interface orientation of the status bar has changed.
    @available(iOS, introduced: 2.0, deprecated: 13.0, message: "Use viewWillTransitionToSize:withTransitionCoordinator: instead.")
    optional func application(_ application: UIApplication, didChangeStatusBarOrientation oldStatusBarOrientation: UIInterfaceOrientation)

    /// Tells the delegate when the frame of the status bar is about to change.
    @available(iOS, introduced: 2.0, deprecated: 13.0, message: "Use viewWillTransitionToSize:withTransitionCoordinator: instead.")
    optional func application(_ application: UIApplication, willChangeStatusBarFrame newStatusBarFrame: CGRect)

    /// Tells the delegate when the frame of the status bar has changed.
    @available(iOS, introduced: 2.0, deprecated: 13.0, message: "Use viewWillTransitionToSize:withTransitionCoordinator: instead.")
    optional func application(_ application: UIApplication, didChangeStatusBarFrame oldStatusBarFrame: CGRect)

    /// Tells the delegate what types of notifications the user allowed.
    @available(iOS, introduced: 8.0, deprecated: 10.0, message: "Use UserNotifications Framework's -[UNUserNotificationCenter requestAuthorizationWithOptions:completionHandler:]")
    optional func application(_ application: UIApplication, didRegister notificationSettings: UIUserNotificationSettings)

    /// Tells the delegate that the app registered with Apple Push Notification service.
    @available(iOS 3.0, *)
    optional func application(_ application: UIApplication, didRegisterForRemoteNotificationsWithDeviceToken deviceToken: Data)

    /// Tells the delegate that Apple Push Notification service could not complete the registration.
    @available(iOS 3.0, *)
    optional func application(_ application: UIApplication, didFailToRegisterForRemoteNotificationsWithError error: any Error)

    /// Tells the delegate that a remote notification arrived.
    @available(iOS, introduced: 3.0, deprecated: 10.0, message: "Use UserNotifications Framework's -[UNUserNotificationCenterDelegate willPresentNotification:withCompletionHandler:] or -[UNUserNotificationCenterDelegate didReceiveNotificationResponse:withCompletionHandler:] for user visible notifications and -[UIApplicationDelegate application:didReceiveRemoteNotification:fetchCompletionHandler:] for silent remote notifications")
    optional func application(_ application: UIApplication, didReceiveRemoteNotification userInfo: [AnyHashable : Any])

    /// Tells the delegate that a running app received a local notification.
    @available(iOS, introduced: 4.0, deprecated: 10.0, message: "Use UserNotifications Framework's -[UNUserNotificationCenterDelegate willPresentNotification:withCompletionHandler:] or -[UNUserNotificationCenterDelegate didReceiveNotificationResponse:withCompletionHandler:]")
    optional func application(_ application: UIApplication, didReceive notification: UILocalNotification)

    /// Tells the delegate that the user chose a custom action of a local notification.
    @available(iOS, introduced: 8.0, deprecated: 10.0, message: "Use UserNotifications Framework's -[UNUserNotificationCenterDelegate didReceiveNotificationResponse:withCompletionHandler:]")
    optional func application(_ application: UIApplication, handleActionWithIdentifier identifier: String?, for notification: UILocalNotification, completionHandler: @escaping () -> Void)

    /// Tells the delegate that the user chose a custom action of a remote notification, with a response.
    @available(iOS, introduced: 9.0, deprecated: 10.0, message: "Use UserNotifications Framework's -[UNUserNotificationCenterDelegate didReceiveNotificationResponse:withCompletionHandler:]")
    optional func application(_ application: UIApplication, handleActionWithIdentifier identifier: String?, forRemoteNotification userInfo: [AnyHashable : Any], withResponseInfo responseInfo: [AnyHashable : Any], completionHandler: @escaping () -> Void)

    /// Tells the delegate that the user chose a custom action of a remote notification.
    @available(iOS, introduced: 8.0, deprecated: 10.0, message: "Use UserNotifications Framework's -[UNUserNotificationCenterDelegate didReceiveNotificationResponse:withCompletionHandler:]")
    optional func application(_ application: UIApplication, handleActionWithIdentifier identifier: String?, forRemoteNotification userInfo: [AnyHashable : Any], completionHandler: @escaping () -> Void)

    /// Tells the delegate that the user chose a custom action of a local notification, with a response.
    @available(iOS, introduced: 9.0, deprecated: 10.0, message: "Use UserNotifications Framework's -[UNUserNotificationCenterDelegate didReceiveNotificationResponse:withCompletionHandler:]")
    optional func application(_ application: UIApplication, handleActionWithIdentifier identifier: String?, for notification: UILocalNotification, withResponseInfo responseInfo: [AnyHashable : Any], completionHandler: @escaping () -> Void)

    /// Tells the app that a remote notification arrived that indicates there is data to be fetched.
    /// - scaffold.policy: fetchResult
    @available(iOS 7.0, *)
    optional func application(_ application: UIApplication, didReceiveRemoteNotification userInfo: [AnyHashable : Any], fetchCompletionHandler completionHandler: @escaping (UIBackgroundFetchResult) -> Void)

    /// Tells the app that it can begin a fetch operation if it has data to download.
    /// - scaffold.policy: fetchResult
    @available(iOS, introduced: 7.0, deprecated: 13.0, message: "Use a BGAppRefreshTask in the BackgroundTasks framework instead")
    optional func application(_ application: UIApplication, performFetchWithCompletionHandler completionHandler: @escaping (UIBackgroundFetchResult) -> Void)

    /// Tells the delegate that the user selected a Home Screen quick action.
    /// - scaffold.policy: any
    @available(iOS, introduced: 9.0, deprecated: 26.0, message: "Use UIScene lifecycle and windowScene(_:performActionFor:completionHandler:) from UIWindowSceneDelegate instead.")
    optional func application(_ application: UIApplication, performActionFor shortcutItem: UIApplicationShortcutItem, completionHandler: @escaping (Bool) -> Void)

    /// Tells the delegate that events related to a URL session are waiting to be processed.
    @available(iOS 7.0, *)
    optional func application(_ application: UIApplication, handleEventsForBackgroundURLSession identifier: String, completionHandler: @escaping () -> Void)

    /// Asks the delegate to respond to a request from a paired watchOS app.
    /// - scaffold.policy: firstNonNil
    @available(iOS 8.2, *)
    optional func application(_ application: UIApplication, handleWatchKitExtensionRequest userInfo: [AnyHashable : Any]?, reply: @escaping ([AnyHashable : Any]?) -> Void)

    /// Tells the delegate when the app should ask the user for access to HealthKit data.
    @available(iOS 9.0, *)
    optional func applicationShouldRequestHealthAuthorization(_ application: UIApplication)

    /// Asks the delegate for an object that can handle the SiriKit intent.
    /// - scaffold.policy: firstNonNil
    /// - scaffold.imports: Intents
    @available(iOS 14.0, *)
    optional func application(_ application: UIApplication, handlerFor intent: INIntent) -> Any?

    /// Asks the delegate to handle a SiriKit intent directly.
    /// - scaffold.policy: firstNonNil
    /// - scaffold.fallback: INIntentResponse()
    /// - scaffold.imports: Intents
    /// When no leaf answers, the handler gets a plain `INIntentResponse()`: it carries no success code, so
    /// Siri treats the intent as not handled, which is the truth.
    @available(iOS, introduced: 11.0, deprecated: 14.0, message: "Use application:handlerForIntent: instead")
    optional func application(_ application: UIApplication, handle intent: INIntent, completionHandler: @escaping (INIntentResponse) -> Void)

    /// Tells the delegate that the app is now in the background.
    @available(iOS 4.0, *)
    optional func applicationDidEnterBackground(_ application: UIApplication)

    /// Tells the delegate that the app is about to enter the foreground.
    @available(iOS, introduced: 4.0, deprecated: 26.0, message: "Use UIScene lifecycle and sceneWillEnterForeground(_:) from UISceneDelegate or the UIApplication.willEnterForegroundNotification instead.")
    optional func applicationWillEnterForeground(_ application: UIApplication)

    /// Tells the delegate that the protected files are about to become unavailable.
    @available(iOS 4.0, *)
    optional func applicationProtectedDataWillBecomeUnavailable(_ application: UIApplication)

    /// Tells the delegate that protected files are available now.
    @available(iOS 4.0, *)
    optional func applicationProtectedDataDidBecomeAvailable(_ application: UIApplication)

    /// The window to use when presenting a storyboard.
    @available(iOS 5.0, *)
    optional var window: UIWindow? { get set }

    /// Asks the delegate for the interface orientations to use for the view controllers in the window.
    /// - scaffold.policy: intersection
    /// - scaffold.fallback: .all
    @available(iOS 6.0, *)
    optional func application(_ application: UIApplication, supportedInterfaceOrientationsFor window: UIWindow?) -> UIInterfaceOrientationMask

    /// Asks the delegate to grant permission to use app extensions of an extension point.
    /// - scaffold.policy: all
    @available(iOS 8.0, *)
    optional func application(_ application: UIApplication, shouldAllowExtensionPointIdentifier extensionPointIdentifier: UIApplication.ExtensionPointIdentifier) -> Bool

    /// Asks the delegate to provide the view controller with a restoration identifier path.
    /// - scaffold.policy: firstNonNil
    @available(iOS 6.0, *)
    optional func application(_ application: UIApplication, viewControllerWithRestorationIdentifierPath identifierComponents: [String], coder: NSCoder) -> UIViewController?

    /// Asks the delegate whether to securely preserve the app's state.
    /// - scaffold.policy: all
    @available(iOS 13.2, *)
    optional func application(_ application: UIApplication, shouldSaveSecureApplicationState coder: NSCoder) -> Bool

    /// Asks the delegate whether to restore the app's saved state.
    /// - scaffold.policy: all
    @available(iOS 13.2, *)
    optional func application(_ application: UIApplication, shouldRestoreSecureApplicationState coder: NSCoder) -> Bool

    /// Tells the delegate to save high-level state at the beginning of state preservation.
    @available(iOS 6.0, *)
    optional func application(_ application: UIApplication, willEncodeRestorableStateWith coder: NSCoder)

    /// Tells the delegate to restore high-level state during state restoration.
    @available(iOS 6.0, *)
    optional func application(_ application: UIApplication, didDecodeRestorableStateWith coder: NSCoder)

    /// Asks the delegate whether to preserve the app's state.
    /// - scaffold.policy: all
    @available(iOS, introduced: 6.0, deprecated: 13.2, message: "Use application:shouldSaveSecureApplicationState: instead")
    optional func application(_ application: UIApplication, shouldSaveApplicationState coder: NSCoder) -> Bool

    /// Asks the delegate whether to restore the app's saved state.
    /// - scaffold.policy: all
    @available(iOS, introduced: 6.0, deprecated: 13.2, message: "Use application:shouldRestoreSecureApplicationState: instead")
    optional func application(_ application: UIApplication, shouldRestoreApplicationState coder: NSCoder) -> Bool

    /// Tells the delegate whether the app takes responsibility for notifying users of a slow continuation.
    /// - scaffold.policy: any
    @available(iOS, introduced: 8.0, deprecated: 26.0, message: "Use UIScene lifecycle and scene(_:willContinueUserActivityWithType:) from UISceneDelegate instead.")
    optional func application(_ application: UIApplication, willContinueUserActivityWithType userActivityType: String) -> Bool

    /// Tells the delegate that the data for continuing an activity is available.
    /// - scaffold.policy: any
    @available(iOS, introduced: 8.0, deprecated: 26.0, message: "Use UIScene lifecycle and scene(_:continue:) from UISceneDelegate instead.")
    optional func application(_ application: UIApplication, continue userActivity: NSUserActivity, restorationHandler: @escaping ([any UIUserActivityRestoring]?) -> Void) -> Bool

    /// Tells the delegate that the activity couldn't be continued.
    @available(iOS, introduced: 8.0, deprecated: 26.0, message: "Use UIScene lifecycle and scene(_:didFailToContinueUserActivityWithType:error:) from UISceneDelegate instead.")
    optional func application(_ application: UIApplication, didFailToContinueUserActivityWithType userActivityType: String, error: any Error)

    /// Tells the delegate that the activity was updated.
    @available(iOS, introduced: 8.0, deprecated: 26.0, message: "Use UIScene lifecycle and scene(_:didUpdate) from UISceneDelegate instead.")
    optional func application(_ application: UIApplication, didUpdate userActivity: NSUserActivity)

    /// Tells the delegate that the app now has access to shared information in CloudKit.
    /// - scaffold.imports: CloudKit
    @available(iOS, introduced: 10.0, deprecated: 26.0, message: "Use UIScene lifecycle and windowScene(_:userDidAcceptCloudKitShareWith:) from UIWindowSceneDelegate instead.")
    optional func application(_ application: UIApplication, userDidAcceptCloudKitShareWith cloudKitShareMetadata: CKShare.Metadata)

    /// Returns the configuration data for UIKit to use when creating a new scene.
    /// - scaffold.policy: firstNonNil
    /// - scaffold.fallback: UISceneConfiguration(name: nil, sessionRole: connectingSceneSession.role)
    @available(iOS 13.0, *)
    optional func application(_ application: UIApplication, configurationForConnecting connectingSceneSession: UISceneSession, options: UIScene.ConnectionOptions) -> UISceneConfiguration

    /// Tells the delegate that the user closed one or more of the app's scenes from the app switcher.
    @available(iOS 13.0, *)
    optional func application(_ application: UIApplication, didDiscardSceneSessions sceneSessions: Set<UISceneSession>)

    /// Returns whether the system may remap menu shortcuts to support localized keyboards.
    /// - scaffold.policy: all
    @available(iOS 15.0, *)
    optional func applicationShouldAutomaticallyLocalizeKeyCommands(_ application: UIApplication) -> Bool
}
