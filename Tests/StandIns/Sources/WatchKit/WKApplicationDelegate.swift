// Stand-in for WatchKit's WKApplicationDelegate: the 18 methods of the watchOS 26 SDK as plain requirements,
// each with a neutral default (on watchOS they are `@objc optional`). Same signatures as scaffold's catalog.
import CloudKit
import Foundation
import HealthKit
import Intents

@MainActor
public protocol WKApplicationDelegate: NSObjectProtocol {
    func applicationDidFinishLaunching()

    func applicationDidBecomeActive()

    func applicationWillResignActive()

    func applicationWillEnterForeground()

    func applicationDidEnterBackground()

    func handle(_ workoutConfiguration: HKWorkoutConfiguration)

    func handleActiveWorkoutRecovery()

    func handle(_ extendedRuntimeSession: WKExtendedRuntimeSession)

    func handleRemoteNowPlayingActivity()

    func handleUserActivity(_ userInfo: [AnyHashable : Any]?)

    func handle(_ userActivity: NSUserActivity)

    func handle(_ intent: INIntent, completionHandler: @escaping (INIntentResponse) -> Void)

    func handle(_ backgroundTasks: Set<WKRefreshBackgroundTask>)

    func deviceOrientationDidChange()

    func didRegisterForRemoteNotifications(withDeviceToken deviceToken: Data)

    func didFailToRegisterForRemoteNotificationsWithError(_ error: any Error)

    func didReceiveRemoteNotification(_ userInfo: [AnyHashable : Any], fetchCompletionHandler completionHandler: @escaping (WKBackgroundFetchResult) -> Void)

    func userDidAcceptCloudKitShare(with cloudKitShareMetadata: CKShare.Metadata)
}

/// Neutral answers, standing in for "not implemented".
public extension WKApplicationDelegate {
    func applicationDidFinishLaunching() {}

    func applicationDidBecomeActive() {}

    func applicationWillResignActive() {}

    func applicationWillEnterForeground() {}

    func applicationDidEnterBackground() {}

    func handle(_ workoutConfiguration: HKWorkoutConfiguration) {}

    func handleActiveWorkoutRecovery() {}

    func handle(_ extendedRuntimeSession: WKExtendedRuntimeSession) {}

    func handleRemoteNowPlayingActivity() {}

    func handleUserActivity(_ userInfo: [AnyHashable : Any]?) {}

    func handle(_ userActivity: NSUserActivity) {}

    func handle(_ intent: INIntent, completionHandler: @escaping (INIntentResponse) -> Void) {
        completionHandler(INIntentResponse())
    }

    func handle(_ backgroundTasks: Set<WKRefreshBackgroundTask>) {}

    func deviceOrientationDidChange() {}

    func didRegisterForRemoteNotifications(withDeviceToken deviceToken: Data) {}

    func didFailToRegisterForRemoteNotificationsWithError(_ error: any Error) {}

    func didReceiveRemoteNotification(_ userInfo: [AnyHashable : Any], fetchCompletionHandler completionHandler: @escaping (WKBackgroundFetchResult) -> Void) {
        completionHandler(.noData)
    }

    func userDidAcceptCloudKitShare(with cloudKitShareMetadata: CKShare.Metadata) {}
}
