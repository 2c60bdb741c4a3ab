// Stand-in for Home Screen quick actions and the notification types UIKit deprecated in iOS 10.
import Foundation

/// A Home Screen quick action. On iOS: `open class UIApplicationShortcutItem : NSObject, NSCopying,
/// NSMutableCopying` with `init(type:localizedTitle:)`.
@MainActor
open class UIApplicationShortcutItem: NSObject {
    /// The app-specific type of the action.
    open private(set) var type: String
    /// The title shown to the user.
    open private(set) var localizedTitle: String
    /// The subtitle shown to the user.
    open private(set) var localizedSubtitle: String?
    /// App-specific information.
    open private(set) var userInfo: [String: any NSSecureCoding]?

    public init(type: String, localizedTitle: String) {
        self.type = type
        self.localizedTitle = localizedTitle
        super.init()
    }

    public init(
        type: String,
        localizedTitle: String,
        localizedSubtitle: String?,
        icon: Any?,
        userInfo: [String: any NSSecureCoding]? = nil
    ) {
        self.type = type
        self.localizedTitle = localizedTitle
        self.localizedSubtitle = localizedSubtitle
        self.userInfo = userInfo
        super.init()
    }
}

/// Notification types and actions the app registered (deprecated since iOS 10).
@available(*, deprecated, message: "Use UserNotifications Framework's UNNotificationSettings")
@MainActor
open class UIUserNotificationSettings: NSObject {
    public override init() {
        super.init()
    }
}

/// A notification scheduled by the app (deprecated since iOS 10).
@available(*, deprecated, message: "Use UserNotifications Framework's UNNotificationRequest")
@MainActor
open class UILocalNotification: NSObject {
    /// The date and time when the system should deliver the notification.
    open var fireDate: Date?
    /// The message displayed in the notification alert.
    open var alertBody: String?
    /// App-specific information.
    open var userInfo: [AnyHashable: Any]?

    public override init() {
        super.init()
    }
}
