// NSApplicationDelegate as the macOS 26 SDK's generated Swift interface declares it (AppKit), for scaffold's catalog.
// This file is read by scaffold's declaration scanner; it is not compiled. Annotations: see UIApplicationDelegate.swift.
//
// Policies: questions a single leaf answers for the app (open this file, print these files, may the app quit)
// use `first` (the first leaf with an answer decides; later leaves are not asked, so a file is not opened twice);
// yes/no permissions use `all`; "did anyone handle it" questions use `any`.

import AppKit

/// A set of methods to manage shared behaviors for your app.
/// - scaffold.superclass: NSObject
/// - scaffold.module: AppKit
@MainActor public protocol NSApplicationDelegate : NSObjectProtocol {

    /// Returns a value that indicates if the app should terminate.
    /// - scaffold.policy: first
    /// - scaffold.fallback: .terminateNow
    /// The first leaf with an opinion decides (a leaf answering `.terminateLater` must later call
    /// `reply(toApplicationShouldTerminate:)`); with no opinion the app terminates now.
    optional func applicationShouldTerminate(_ sender: NSApplication) -> NSApplication.TerminateReply

    /// Tells the delegate to open the resources specified by the URLs.
    @available(macOS 10.13, *)
    optional func application(_ application: NSApplication, open urls: [URL])

    /// Tells the delegate to open a single file.
    /// - scaffold.policy: first
    optional func application(_ sender: NSApplication, openFile filename: String) -> Bool

    /// Tells the delegate to open multiple files.
    optional func application(_ sender: NSApplication, openFiles filenames: [String])

    /// Tells the delegate to open a temporary file.
    /// - scaffold.policy: first
    optional func application(_ sender: NSApplication, openTempFile filename: String) -> Bool

    /// Returns a Boolean value that indicates if the app opens an untitled file when it launches.
    /// - scaffold.policy: all
    optional func applicationShouldOpenUntitledFile(_ sender: NSApplication) -> Bool

    /// Tells the delegate to open an untitled file.
    /// - scaffold.policy: first
    optional func applicationOpenUntitledFile(_ sender: NSApplication) -> Bool

    /// Sent directly by the sender to the delegate to request that the file be opened as a linked file.
    /// - scaffold.policy: first
    optional func application(_ sender: Any, openFileWithoutUI filename: String) -> Bool

    /// Sent when the user starts up the app on the command line with the -NSPrint option.
    /// - scaffold.policy: first
    optional func application(_ sender: NSApplication, printFile filename: String) -> Bool

    /// Prints a group of files.
    /// - scaffold.policy: first
    /// - scaffold.fallback: .printingFailure
    optional func application(_ application: NSApplication, printFiles fileNames: [String], withSettings printSettings: [NSPrintInfo.AttributeKey : Any], showPrintPanels: Bool) -> NSApplication.PrintReply

    /// Returns a Boolean value that indicates if the app terminates once the last window closes.
    /// - scaffold.policy: any
    optional func applicationShouldTerminateAfterLastWindowClosed(_ sender: NSApplication) -> Bool

    /// Returns a Boolean value that indicates if the app responds to the reopen AppleEvent.
    /// - scaffold.policy: all
    optional func applicationShouldHandleReopen(_ sender: NSApplication, hasVisibleWindows flag: Bool) -> Bool

    /// Returns the app's dock menu.
    /// - scaffold.policy: firstNonNil
    optional func applicationDockMenu(_ sender: NSApplication) -> NSMenu?

    /// Returns a Boolean value that indicates whether the app allows automatic localization of key equivalents.
    /// - scaffold.policy: all
    @available(macOS 12.0, *)
    optional func applicationShouldAutomaticallyLocalizeKeyEquivalents(_ application: NSApplication) -> Bool

    /// Sent to the delegate before the specified app presents an error message to the user.
    /// - scaffold.policy: firstNonNil
    /// - scaffold.fallback: error
    optional func application(_ application: NSApplication, willPresentError error: any Error) -> any Error

    /// Sent to the delegate when the app successfully registers with Apple Push Notification service (APNs).
    optional func application(_ application: NSApplication, didRegisterForRemoteNotificationsWithDeviceToken deviceToken: Data)

    /// Sent to the delegate when Apple Push Notification service cannot successfully complete the registration.
    optional func application(_ application: NSApplication, didFailToRegisterForRemoteNotificationsWithError error: any Error)

    /// Sent to the delegate when a running app receives a remote notification.
    optional func application(_ application: NSApplication, didReceiveRemoteNotification userInfo: [String : Any])

    /// Returns a Boolean value that indicates whether the app supports secure state restoration.
    /// - scaffold.policy: all
    @available(macOS 12.0, *)
    optional func applicationSupportsSecureRestorableState(_ app: NSApplication) -> Bool

    /// Returns an object that can handle the SiriKit intent.
    /// - scaffold.policy: firstNonNil
    /// - scaffold.imports: Intents
    @available(macOS 12.0, *)
    optional func application(_ application: NSApplication, handlerFor intent: INIntent) -> Any?

    /// Tells the delegate to save app-specific state before the app is suspended or terminated.
    optional func application(_ app: NSApplication, willEncodeRestorableState coder: NSCoder)

    /// Tells the delegate to restore any app-specific state.
    optional func application(_ app: NSApplication, didDecodeRestorableState coder: NSCoder)

    /// Returns a Boolean value that indicates if the app handles the continuation of a user activity.
    /// - scaffold.policy: any
    optional func application(_ application: NSApplication, willContinueUserActivityWithType userActivityType: String) -> Bool

    /// Tells the delegate that the data for continuing an activity is available.
    /// - scaffold.policy: any
    optional func application(_ application: NSApplication, continue userActivity: NSUserActivity, restorationHandler: @escaping ([any NSUserActivityRestoring]) -> Void) -> Bool

    /// Tells the delegate that the activity couldn't be continued.
    optional func application(_ application: NSApplication, didFailToContinueUserActivityWithType userActivityType: String, error: any Error)

    /// Tells the delegate that the user activity was updated.
    optional func application(_ application: NSApplication, didUpdate userActivity: NSUserActivity)

    /// Tells the delegate that the app has access to shared information in CloudKit.
    /// - scaffold.imports: CloudKit
    optional func application(_ application: NSApplication, userDidAcceptCloudKitShareWith metadata: CKShare.Metadata)

    /// Returns a Boolean value that indicates if the delegate handles the key for a scripting request.
    /// - scaffold.policy: any
    optional func application(_ sender: NSApplication, delegateHandlesKey key: String) -> Bool

    /// Tells the delegate that the app's initialization is about to complete.
    optional func applicationWillFinishLaunching(_ notification: Notification)

    /// Tells the delegate that the app's initialization is complete but it hasn't received its first event.
    optional func applicationDidFinishLaunching(_ notification: Notification)

    /// Tells the delegate that the app is about to hide.
    optional func applicationWillHide(_ notification: Notification)

    /// Tells the delegate that the app has been hidden.
    optional func applicationDidHide(_ notification: Notification)

    /// Tells the delegate that the app is about to become visible.
    optional func applicationWillUnhide(_ notification: Notification)

    /// Tells the delegate that the app has been made visible.
    optional func applicationDidUnhide(_ notification: Notification)

    /// Tells the delegate that the app is about to become active.
    optional func applicationWillBecomeActive(_ notification: Notification)

    /// Tells the delegate that the app has become active.
    optional func applicationDidBecomeActive(_ notification: Notification)

    /// Tells the delegate that the app is about to resign its active status.
    optional func applicationWillResignActive(_ notification: Notification)

    /// Tells the delegate that the app is no longer active.
    optional func applicationDidResignActive(_ notification: Notification)

    /// Tells the delegate that the app is about to update its windows.
    optional func applicationWillUpdate(_ notification: Notification)

    /// Tells the delegate that the app has updated its windows.
    optional func applicationDidUpdate(_ notification: Notification)

    /// Tells the delegate that the app is about to terminate.
    optional func applicationWillTerminate(_ notification: Notification)

    /// Tells the delegate that the configuration of the displays has changed.
    optional func applicationDidChangeScreenParameters(_ notification: Notification)

    /// Tells the delegate that the app's occlusion state changed.
    @available(macOS 10.9, *)
    optional func applicationDidChangeOcclusionState(_ notification: Notification)

    /// Tells the delegate that protected data is about to become unavailable.
    @available(macOS 12.0, *)
    optional func applicationProtectedDataWillBecomeUnavailable(_ notification: Notification)

    /// Tells the delegate that protected data is now available.
    @available(macOS 12.0, *)
    optional func applicationProtectedDataDidBecomeAvailable(_ notification: Notification)
}
