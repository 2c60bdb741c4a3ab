// Stand-in for Apple's UserNotifications framework: the notification centre and its delegate.
import Dispatch
import Foundation

/// The central object for managing notification-related activities. On iOS:
/// `open class UNUserNotificationCenter : NSObject`, not `Sendable` (iOS 16 to 26), though usable from any thread.
///
/// The stand-in answers authorisation requests with the granted value it is configured with and
/// records what was asked of it, so tests can observe it.
open class UNUserNotificationCenter: NSObject {
    /// The one centre; its state is behind `lock`, so it may be reached from any thread, as on iOS.
    nonisolated(unsafe) private static let shared = UNUserNotificationCenter()
    private let lock = NSLock()
    private weak var storedDelegate: (any UNUserNotificationCenterDelegate)?
    private var storedRequests: [UNNotificationRequest] = []

    private override init() {
        super.init()
    }

    /// The notification centre of the app.
    open class func current() -> UNUserNotificationCenter {
        shared
    }

    /// The notification centre's delegate (weak, as on iOS).
    open weak var delegate: (any UNUserNotificationCenterDelegate)? {
        get { lock.withLock { storedDelegate } }
        set { lock.withLock { storedDelegate = newValue } }
    }

    /// Requests authorisation; the stand-in grants every request, asynchronously, like iOS.
    open func requestAuthorization(
        options: UNAuthorizationOptions = [],
        completionHandler: @escaping @Sendable (Bool, (any Error)?) -> Void
    ) {
        DispatchQueue.global().async { completionHandler(true, nil) }
    }

    /// Requests authorisation; the stand-in grants every request.
    open func requestAuthorization(options: UNAuthorizationOptions = []) async throws -> Bool {
        true
    }

    /// Gets the notification settings of the app; the stand-in reports `.authorized`.
    open func getNotificationSettings(completionHandler: @escaping @Sendable (UNNotificationSettings) -> Void) {
        DispatchQueue.global().async { completionHandler(UNNotificationSettings(authorizationStatus: .authorized)) }
    }

    /// The notification settings of the app; the stand-in reports `.authorized`.
    open func notificationSettings() async -> UNNotificationSettings {
        UNNotificationSettings(authorizationStatus: .authorized)
    }

    /// Schedules a local notification; the stand-in records it.
    open func add(
        _ request: UNNotificationRequest,
        withCompletionHandler completionHandler: (@Sendable ((any Error)?) -> Void)? = nil
    ) {
        lock.withLock { storedRequests.append(request) }
        if let completionHandler {
            DispatchQueue.global().async { completionHandler(nil) }
        }
    }

    /// Returns the notifications that are scheduled and not yet delivered.
    open func pendingNotificationRequests() async -> [UNNotificationRequest] {
        lock.withLock { storedRequests }
    }

    /// Removes every scheduled notification.
    open func removeAllPendingNotificationRequests() {
        lock.withLock { storedRequests.removeAll() }
    }
}

/// The interface for handling incoming notifications and notification-related actions. On iOS this
/// is an Objective-C protocol of optional, nonisolated requirements (it is NOT `@MainActor`): a
/// `@MainActor` app delegate conforms with `nonisolated` methods or a `@preconcurrency` conformance.
/// Linux has no optional requirements, so every requirement has a neutral default below.
public protocol UNUserNotificationCenterDelegate: NSObjectProtocol {
    func userNotificationCenter(
        _ center: UNUserNotificationCenter,
        willPresent notification: UNNotification,
        withCompletionHandler completionHandler: @escaping @Sendable (UNNotificationPresentationOptions) -> Void
    )

    func userNotificationCenter(
        _ center: UNUserNotificationCenter,
        didReceive response: UNNotificationResponse,
        withCompletionHandler completionHandler: @escaping @Sendable () -> Void
    )

    func userNotificationCenter(_ center: UNUserNotificationCenter, openSettingsFor notification: UNNotification?)
}

/// Neutral answers, standing in for "not implemented" (iOS then presents nothing in the foreground).
public extension UNUserNotificationCenterDelegate {
    func userNotificationCenter(
        _ center: UNUserNotificationCenter,
        willPresent notification: UNNotification,
        withCompletionHandler completionHandler: @escaping @Sendable (UNNotificationPresentationOptions) -> Void
    ) {
        completionHandler([])
    }

    func userNotificationCenter(
        _ center: UNUserNotificationCenter,
        didReceive response: UNNotificationResponse,
        withCompletionHandler completionHandler: @escaping @Sendable () -> Void
    ) {
        completionHandler()
    }

    func userNotificationCenter(_ center: UNUserNotificationCenter, openSettingsFor notification: UNNotification?) {}
}
