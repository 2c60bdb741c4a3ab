// A notification centre delegate: like on iOS the protocol is not main-actor isolated, so the handler
// is a Sendable, nonisolated object that completes on whatever thread it is called.
import Foundation
import UserNotifications

final class NotificationHandler: NSObject, UNUserNotificationCenterDelegate, @unchecked Sendable {
    private let lock = NSLock()
    private var respondedActions: [String] = []

    /// The action identifiers of the responses received, in order.
    var actions: [String] { lock.withLock { respondedActions } }

    func userNotificationCenter(
        _ center: UNUserNotificationCenter,
        willPresent notification: UNNotification,
        withCompletionHandler completionHandler: @escaping @Sendable (UNNotificationPresentationOptions) -> Void
    ) {
        completionHandler([.banner, .sound])
    }

    func userNotificationCenter(
        _ center: UNUserNotificationCenter,
        didReceive response: UNNotificationResponse,
        withCompletionHandler completionHandler: @escaping @Sendable () -> Void
    ) {
        lock.withLock { respondedActions.append(response.actionIdentifier) }
        completionHandler()
    }
}
