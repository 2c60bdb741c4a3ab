// Stand-in for Apple's UserNotifications framework: delivered notifications and the user's responses.
import Foundation

/// A notification that was delivered. No public initialiser on iOS: tests get one from
/// `UIKitTestSupport.makeNotification(identifier:userInfo:)`. Not `Sendable`, as on iOS (16 to 26): code that hands
/// one to another isolation domain must say how it stays safe.
open class UNNotification: NSObject {
    /// The delivery date of the notification (read-only, as on iOS).
    open private(set) var date: Date
    /// The request that was used to schedule the notification (read-only, as on iOS).
    open private(set) var request: UNNotificationRequest

    package init(date: Date, request: UNNotificationRequest) {
        self.date = date
        self.request = request
        super.init()
    }
}

/// The user's response to an actionable notification. No public initialiser on iOS: tests get one
/// from `UIKitTestSupport.makeNotificationResponse(notification:actionIdentifier:)`. Not `Sendable`, as on iOS.
open class UNNotificationResponse: NSObject {
    /// The notification to which the user responded (read-only, as on iOS).
    open private(set) var notification: UNNotification
    /// The identifier of the action the user chose (read-only, as on iOS).
    open private(set) var actionIdentifier: String

    package init(notification: UNNotification, actionIdentifier: String) {
        self.notification = notification
        self.actionIdentifier = actionIdentifier
        super.init()
    }
}

/// The action identifier of a response in which the user opened the app from the notification.
public let UNNotificationDefaultActionIdentifier: String = "com.apple.UNNotificationDefaultActionIdentifier"

/// The action identifier of a response in which the user dismissed the notification.
public let UNNotificationDismissActionIdentifier: String = "com.apple.UNNotificationDismissActionIdentifier"
