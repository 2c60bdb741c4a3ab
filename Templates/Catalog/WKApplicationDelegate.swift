// WKApplicationDelegate as the watchOS 26 SDK's generated Swift interface declares it (WatchKit), for scaffold's
// catalog. This file is read by scaffold's declaration scanner; it is not compiled. Annotations: see
// UIApplicationDelegate.swift.
//
// Four requirements share the Swift name `handle(_:)`; the manifest tells them apart by the parameter name:
// `handle(_ workoutConfiguration:)`, `handle(_ extendedRuntimeSession:)`, `handle(_ userActivity:)` and
// `handle(_ backgroundTasks:)` (`scaffold protocols WKApplicationDelegate` lists them so).

import WatchKit

/// A collection of methods that manages the app-level behavior for a single-target watchOS app.
/// - scaffold.superclass: NSObject
/// - scaffold.module: WatchKit
@available(watchOS 7.0, *)
@MainActor public protocol WKApplicationDelegate : NSObjectProtocol {

    /// Tells the delegate that the launch process is almost done and the app is almost ready to run.
    optional func applicationDidFinishLaunching()

    /// Tells the delegate that the app is now visible and processing events.
    optional func applicationDidBecomeActive()

    /// Tells the delegate that the app is about to become inactive.
    optional func applicationWillResignActive()

    /// Tells the delegate that the app is about to transition from the background to the foreground.
    optional func applicationWillEnterForeground()

    /// Tells the delegate that the app has transitioned from the foreground to the background.
    optional func applicationDidEnterBackground()

    /// Tells the delegate that the app received a request to start a workout session.
    /// - scaffold.imports: HealthKit
    optional func handle(_ workoutConfiguration: HKWorkoutConfiguration)

    /// Tells the delegate that the app was relaunched to recover an active workout session.
    optional func handleActiveWorkoutRecovery()

    /// Tells the delegate that the system launched the app to resume an extended runtime session.
    optional func handle(_ extendedRuntimeSession: WKExtendedRuntimeSession)

    /// Tells the delegate when the user plays audio in the corresponding iOS app.
    optional func handleRemoteNowPlayingActivity()

    /// Tells the delegate that the app was launched to handle a user activity (a complication or notification).
    optional func handleUserActivity(_ userInfo: [AnyHashable : Any]?)

    /// Tells the delegate that the app was launched to continue a Handoff activity.
    optional func handle(_ userActivity: NSUserActivity)

    /// Tells the delegate to handle a SiriKit intent directly.
    /// - scaffold.policy: firstNonNil
    /// - scaffold.fallback: INIntentResponse()
    /// - scaffold.imports: Intents
    optional func handle(_ intent: INIntent, completionHandler: @escaping (INIntentResponse) -> Void)

    /// Tells the delegate that the app has received one or more background tasks.
    optional func handle(_ backgroundTasks: Set<WKRefreshBackgroundTask>)

    /// Tells the delegate that the device's orientation changed.
    optional func deviceOrientationDidChange()

    /// Tells the delegate that the app successfully registered with Apple Push Notification service.
    optional func didRegisterForRemoteNotifications(withDeviceToken deviceToken: Data)

    /// Tells the delegate that Apple Push Notification service could not complete the registration.
    optional func didFailToRegisterForRemoteNotificationsWithError(_ error: any Error)

    /// Tells the app that a remote notification arrived that indicates there is data to be fetched.
    /// - scaffold.policy: fetchResult
    optional func didReceiveRemoteNotification(_ userInfo: [AnyHashable : Any], fetchCompletionHandler completionHandler: @escaping (WKBackgroundFetchResult) -> Void)

    /// Tells the delegate that the app has access to shared information in CloudKit.
    /// - scaffold.imports: CloudKit
    optional func userDidAcceptCloudKitShare(with cloudKitShareMetadata: CKShare.Metadata)
}
