// Stand-in for Apple's UserNotifications framework: notification content, requests and triggers.
@_exported import Foundation

/// The content of a notification. On iOS: `open class UNNotificationContent : NSObject, NSCopying,
/// NSMutableCopying, NSSecureCoding, @unchecked Sendable`; its properties are read-only there and
/// writable in `UNMutableNotificationContent`.
open class UNNotificationContent: NSObject, @unchecked Sendable {
    var storedTitle: String = ""
    var storedSubtitle: String = ""
    var storedBody: String = ""
    var storedBadge: NSNumber?
    var storedCategoryIdentifier: String = ""
    var storedThreadIdentifier: String = ""
    var storedUserInfo: [AnyHashable: Any] = [:]

    open var title: String { storedTitle }
    open var subtitle: String { storedSubtitle }
    open var body: String { storedBody }
    open var badge: NSNumber? { storedBadge }
    open var categoryIdentifier: String { storedCategoryIdentifier }
    open var threadIdentifier: String { storedThreadIdentifier }
    open var userInfo: [AnyHashable: Any] { storedUserInfo }

    public override init() {
        super.init()
    }
}

/// Editable notification content.
open class UNMutableNotificationContent: UNNotificationContent, @unchecked Sendable {
    open override var title: String {
        get { storedTitle }
        set { storedTitle = newValue }
    }
    open override var subtitle: String {
        get { storedSubtitle }
        set { storedSubtitle = newValue }
    }
    open override var body: String {
        get { storedBody }
        set { storedBody = newValue }
    }
    open override var badge: NSNumber? {
        get { storedBadge }
        set { storedBadge = newValue }
    }
    open override var categoryIdentifier: String {
        get { storedCategoryIdentifier }
        set { storedCategoryIdentifier = newValue }
    }
    open override var threadIdentifier: String {
        get { storedThreadIdentifier }
        set { storedThreadIdentifier = newValue }
    }
    open override var userInfo: [AnyHashable: Any] {
        get { storedUserInfo }
        set { storedUserInfo = newValue }
    }

    public override init() {
        super.init()
    }
}

/// The common behaviour of notification triggers. No public initialiser on iOS (use a subclass).
open class UNNotificationTrigger: NSObject, @unchecked Sendable {
    /// Whether the notification repeats.
    open var repeats: Bool

    package init(repeats: Bool) {
        self.repeats = repeats
        super.init()
    }
}

/// A trigger that fires after an amount of time.
open class UNTimeIntervalNotificationTrigger: UNNotificationTrigger, @unchecked Sendable {
    open var timeInterval: TimeInterval

    public init(timeInterval: TimeInterval, repeats: Bool) {
        self.timeInterval = timeInterval
        super.init(repeats: repeats)
    }
}

/// A request to schedule a local notification.
open class UNNotificationRequest: NSObject, @unchecked Sendable {
    open var identifier: String
    open var content: UNNotificationContent
    open var trigger: UNNotificationTrigger?

    public init(identifier: String, content: UNNotificationContent, trigger: UNNotificationTrigger?) {
        self.identifier = identifier
        self.content = content
        self.trigger = trigger
        super.init()
    }
}
