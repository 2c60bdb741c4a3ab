// Stand-in for UIKit's responder, the user-activity restoring protocol and (where Foundation on
// Linux lacks it) NSUserActivity.
import Foundation

/// An abstract interface for responding to and handling events. On iOS:
/// `@MainActor open class UIResponder : NSObject, UIResponderStandardEditActions`.
@MainActor
open class UIResponder: NSObject {
    public override init() {
        super.init()
    }

    /// The next responder in the responder chain.
    open var next: UIResponder? { nil }

    /// Restores the state needed to continue the given user activity.
    open func restoreUserActivityState(_ userActivity: NSUserActivity) {}
}

/// An interface for restoring the state of an object from a user activity (used by
/// `application(_:continue:restorationHandler:)`).
@MainActor
public protocol UIUserActivityRestoring: NSObjectProtocol {
    func restoreUserActivityState(_ userActivity: NSUserActivity)
}

extension UIResponder: UIUserActivityRestoring {}

#if !canImport(ObjectiveC)
/// A representation of the state of your app at a moment in time. Foundation on Linux does not have it,
/// so the UIKit stand-in declares the part of Foundation's API that app delegates use:
/// `open class NSUserActivity : NSObject` with `init(activityType:)`.
open class NSUserActivity: NSObject {
    /// The type of the activity, usually a reverse-DNS string.
    open var activityType: String
    /// A user-visible title for the activity.
    open var title: String?
    /// App-specific state.
    open var userInfo: [AnyHashable: Any]?
    /// A web page to load in a browser to continue the activity.
    open var webpageURL: URL?
    /// A URL that opens the app on a device where it is not installed.
    open var referrerURL: URL?
    /// A set of localised keywords that help users find the activity in search results.
    open var keywords: Set<String> = []
    /// The identifier of the persistent activity.
    open var persistentIdentifier: String?

    public init(activityType: String) {
        self.activityType = activityType
        super.init()
    }

    /// Adds the given entries to the user info dictionary.
    open func addUserInfoEntries(from otherDictionary: [AnyHashable: Any]) {
        var merged = userInfo ?? [:]
        for (key, value) in otherDictionary {
            merged[key] = value
        }
        userInfo = merged
    }
}
#endif
