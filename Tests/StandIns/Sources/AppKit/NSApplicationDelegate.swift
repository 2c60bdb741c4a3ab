// Stand-in for AppKit's NSApplicationDelegate: the 45 methods of the macOS 26 SDK as plain requirements,
// each with a neutral default (on macOS they are `@objc optional`). Same signatures as scaffold's catalog.
import CloudKit
import Foundation
import Intents

@MainActor
public protocol NSApplicationDelegate: NSObjectProtocol {
    func applicationShouldTerminate(_ sender: NSApplication) -> NSApplication.TerminateReply

    @available(macOS 10.13, *)
    func application(_ application: NSApplication, open urls: [URL])

    func application(_ sender: NSApplication, openFile filename: String) -> Bool

    func application(_ sender: NSApplication, openFiles filenames: [String])

    func application(_ sender: NSApplication, openTempFile filename: String) -> Bool

    func applicationShouldOpenUntitledFile(_ sender: NSApplication) -> Bool

    func applicationOpenUntitledFile(_ sender: NSApplication) -> Bool

    func application(_ sender: Any, openFileWithoutUI filename: String) -> Bool

    func application(_ sender: NSApplication, printFile filename: String) -> Bool

    func application(_ application: NSApplication, printFiles fileNames: [String], withSettings printSettings: [NSPrintInfo.AttributeKey : Any], showPrintPanels: Bool) -> NSApplication.PrintReply

    func applicationShouldTerminateAfterLastWindowClosed(_ sender: NSApplication) -> Bool

    func applicationShouldHandleReopen(_ sender: NSApplication, hasVisibleWindows flag: Bool) -> Bool

    func applicationDockMenu(_ sender: NSApplication) -> NSMenu?

    @available(macOS 12.0, *)
    func applicationShouldAutomaticallyLocalizeKeyEquivalents(_ application: NSApplication) -> Bool

    func application(_ application: NSApplication, willPresentError error: any Error) -> any Error

    func application(_ application: NSApplication, didRegisterForRemoteNotificationsWithDeviceToken deviceToken: Data)

    func application(_ application: NSApplication, didFailToRegisterForRemoteNotificationsWithError error: any Error)

    func application(_ application: NSApplication, didReceiveRemoteNotification userInfo: [String : Any])

    @available(macOS 12.0, *)
    func applicationSupportsSecureRestorableState(_ app: NSApplication) -> Bool

    @available(macOS 12.0, *)
    func application(_ application: NSApplication, handlerFor intent: INIntent) -> Any?

    func application(_ app: NSApplication, willEncodeRestorableState coder: NSCoder)

    func application(_ app: NSApplication, didDecodeRestorableState coder: NSCoder)

    func application(_ application: NSApplication, willContinueUserActivityWithType userActivityType: String) -> Bool

    func application(_ application: NSApplication, continue userActivity: NSUserActivity, restorationHandler: @escaping ([any NSUserActivityRestoring]) -> Void) -> Bool

    func application(_ application: NSApplication, didFailToContinueUserActivityWithType userActivityType: String, error: any Error)

    func application(_ application: NSApplication, didUpdate userActivity: NSUserActivity)

    func application(_ application: NSApplication, userDidAcceptCloudKitShareWith metadata: CKShare.Metadata)

    func application(_ sender: NSApplication, delegateHandlesKey key: String) -> Bool

    func applicationWillFinishLaunching(_ notification: Notification)

    func applicationDidFinishLaunching(_ notification: Notification)

    func applicationWillHide(_ notification: Notification)

    func applicationDidHide(_ notification: Notification)

    func applicationWillUnhide(_ notification: Notification)

    func applicationDidUnhide(_ notification: Notification)

    func applicationWillBecomeActive(_ notification: Notification)

    func applicationDidBecomeActive(_ notification: Notification)

    func applicationWillResignActive(_ notification: Notification)

    func applicationDidResignActive(_ notification: Notification)

    func applicationWillUpdate(_ notification: Notification)

    func applicationDidUpdate(_ notification: Notification)

    func applicationWillTerminate(_ notification: Notification)

    func applicationDidChangeScreenParameters(_ notification: Notification)

    @available(macOS 10.9, *)
    func applicationDidChangeOcclusionState(_ notification: Notification)

    @available(macOS 12.0, *)
    func applicationProtectedDataWillBecomeUnavailable(_ notification: Notification)

    @available(macOS 12.0, *)
    func applicationProtectedDataDidBecomeAvailable(_ notification: Notification)
}

/// Neutral answers, standing in for "not implemented".
public extension NSApplicationDelegate {
    func applicationShouldTerminate(_ sender: NSApplication) -> NSApplication.TerminateReply {
        .terminateNow
    }

    @available(macOS 10.13, *)
    func application(_ application: NSApplication, open urls: [URL]) {}

    func application(_ sender: NSApplication, openFile filename: String) -> Bool {
        false
    }

    func application(_ sender: NSApplication, openFiles filenames: [String]) {}

    func application(_ sender: NSApplication, openTempFile filename: String) -> Bool {
        false
    }

    func applicationShouldOpenUntitledFile(_ sender: NSApplication) -> Bool {
        true
    }

    func applicationOpenUntitledFile(_ sender: NSApplication) -> Bool {
        false
    }

    func application(_ sender: Any, openFileWithoutUI filename: String) -> Bool {
        false
    }

    func application(_ sender: NSApplication, printFile filename: String) -> Bool {
        false
    }

    func application(_ application: NSApplication, printFiles fileNames: [String], withSettings printSettings: [NSPrintInfo.AttributeKey : Any], showPrintPanels: Bool) -> NSApplication.PrintReply {
        .printingFailure
    }

    func applicationShouldTerminateAfterLastWindowClosed(_ sender: NSApplication) -> Bool {
        false
    }

    func applicationShouldHandleReopen(_ sender: NSApplication, hasVisibleWindows flag: Bool) -> Bool {
        true
    }

    func applicationDockMenu(_ sender: NSApplication) -> NSMenu? {
        nil
    }

    @available(macOS 12.0, *)
    func applicationShouldAutomaticallyLocalizeKeyEquivalents(_ application: NSApplication) -> Bool {
        true
    }

    func application(_ application: NSApplication, willPresentError error: any Error) -> any Error {
        error
    }

    func application(_ application: NSApplication, didRegisterForRemoteNotificationsWithDeviceToken deviceToken: Data) {}

    func application(_ application: NSApplication, didFailToRegisterForRemoteNotificationsWithError error: any Error) {}

    func application(_ application: NSApplication, didReceiveRemoteNotification userInfo: [String : Any]) {}

    @available(macOS 12.0, *)
    func applicationSupportsSecureRestorableState(_ app: NSApplication) -> Bool {
        false
    }

    @available(macOS 12.0, *)
    func application(_ application: NSApplication, handlerFor intent: INIntent) -> Any? {
        nil
    }

    func application(_ app: NSApplication, willEncodeRestorableState coder: NSCoder) {}

    func application(_ app: NSApplication, didDecodeRestorableState coder: NSCoder) {}

    func application(_ application: NSApplication, willContinueUserActivityWithType userActivityType: String) -> Bool {
        false
    }

    func application(_ application: NSApplication, continue userActivity: NSUserActivity, restorationHandler: @escaping ([any NSUserActivityRestoring]) -> Void) -> Bool {
        false
    }

    func application(_ application: NSApplication, didFailToContinueUserActivityWithType userActivityType: String, error: any Error) {}

    func application(_ application: NSApplication, didUpdate userActivity: NSUserActivity) {}

    func application(_ application: NSApplication, userDidAcceptCloudKitShareWith metadata: CKShare.Metadata) {}

    func application(_ sender: NSApplication, delegateHandlesKey key: String) -> Bool {
        false
    }

    func applicationWillFinishLaunching(_ notification: Notification) {}

    func applicationDidFinishLaunching(_ notification: Notification) {}

    func applicationWillHide(_ notification: Notification) {}

    func applicationDidHide(_ notification: Notification) {}

    func applicationWillUnhide(_ notification: Notification) {}

    func applicationDidUnhide(_ notification: Notification) {}

    func applicationWillBecomeActive(_ notification: Notification) {}

    func applicationDidBecomeActive(_ notification: Notification) {}

    func applicationWillResignActive(_ notification: Notification) {}

    func applicationDidResignActive(_ notification: Notification) {}

    func applicationWillUpdate(_ notification: Notification) {}

    func applicationDidUpdate(_ notification: Notification) {}

    func applicationWillTerminate(_ notification: Notification) {}

    func applicationDidChangeScreenParameters(_ notification: Notification) {}

    @available(macOS 10.9, *)
    func applicationDidChangeOcclusionState(_ notification: Notification) {}

    @available(macOS 12.0, *)
    func applicationProtectedDataWillBecomeUnavailable(_ notification: Notification) {}

    @available(macOS 12.0, *)
    func applicationProtectedDataDidBecomeAvailable(_ notification: Notification) {}
}
