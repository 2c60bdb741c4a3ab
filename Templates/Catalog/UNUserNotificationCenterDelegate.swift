// UNUserNotificationCenterDelegate as the iOS 26 SDK's generated Swift interface declares it (UserNotifications),
// for scaffold's catalog. This file is read by scaffold's declaration scanner; it is not compiled.
// Unlike UIKit's delegates this protocol is NOT `@MainActor`, and the system may call it on a background queue.
// scaffold therefore generates `nonisolated` forwarders that run the leaves on the main actor: at once when called
// on the main thread, else as soon as the main actor is free (the handlers are `@Sendable`, so they may be called
// from there). Annotations: see UIApplicationDelegate.swift.

import Foundation
import UserNotifications

/// The interface for handling incoming notifications and notification-related actions.
/// - scaffold.superclass: NSObject
/// - scaffold.module: UserNotifications
/// - scaffold.role: notification-delegate
@available(iOS 10.0, *)
public protocol UNUserNotificationCenterDelegate : NSObjectProtocol {

    /// Asks the delegate how to handle a notification that arrived while the app was running in the foreground.
    /// - scaffold.policy: union
    @available(iOS 10.0, *)
    optional func userNotificationCenter(_ center: UNUserNotificationCenter, willPresent notification: UNNotification, withCompletionHandler completionHandler: @escaping @Sendable (UNNotificationPresentationOptions) -> Void)

    /// Asks the delegate to process the user's response to a delivered notification.
    @available(iOS 10.0, *)
    optional func userNotificationCenter(_ center: UNUserNotificationCenter, didReceive response: UNNotificationResponse, withCompletionHandler completionHandler: @escaping @Sendable () -> Void)

    /// Asks the delegate to display the in-app notification settings.
    @available(iOS 12.0, *)
    optional func userNotificationCenter(_ center: UNUserNotificationCenter, openSettingsFor notification: UNNotification?)
}
