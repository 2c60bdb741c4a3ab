// Stand-in for Apple's WatchKit on Linux: what a WKApplicationDelegate names. Like the real module it
// re-exports Foundation; HealthKit, Intents and CloudKit are imported privately, as on watchOS.
@_exported import Foundation

/// Results of a background fetch (Objective-C `WKBackgroundFetchResult`).
public enum WKBackgroundFetchResult: UInt, Sendable {
    case newData = 0
    case noData = 1
    case failed = 2
}

/// The centralized point of control and coordination for a watchOS app. On watchOS:
/// `@MainActor open class WKApplication : NSObject`.
@MainActor
open class WKApplication: NSObject {
    private static let sharedApplication = WKApplication()

    open class func shared() -> WKApplication { sharedApplication }

    open weak var delegate: (any WKApplicationDelegate)?
}

/// The abstract superclass of WatchKit's background tasks. On watchOS: `open class WKRefreshBackgroundTask : NSObject`.
open class WKRefreshBackgroundTask: NSObject, @unchecked Sendable {
    open private(set) var userInfo: (any NSSecureCoding & NSObjectProtocol)?

    /// Marks the task complete.
    open func setTaskCompletedWithSnapshot(_ refreshSnapshot: Bool) {}
}

/// A session that keeps the app running after the user lowers the wrist. On watchOS:
/// `open class WKExtendedRuntimeSession : NSObject`, created with `init()`.
open class WKExtendedRuntimeSession: NSObject, @unchecked Sendable {
    public override init() {
        super.init()
    }

    open func start() {}
    open func invalidate() {}
}

#if !canImport(ObjectiveC)
/// A representation of the state of your app at a moment in time. Foundation on Linux does not have it:
/// `open class NSUserActivity : NSObject` with `init(activityType:)`.
open class NSUserActivity: NSObject {
    open var activityType: String
    open var userInfo: [AnyHashable: Any]?

    public init(activityType: String) {
        self.activityType = activityType
        super.init()
    }
}
#endif
