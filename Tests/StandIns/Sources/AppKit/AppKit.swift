// Stand-in for Apple's AppKit on Linux: what an NSApplicationDelegate names. Like the real module it
// re-exports Foundation; Intents and CloudKit are imported privately, as on macOS.
@_exported import Foundation

/// An object that manages an app's main event loop and resources. On macOS:
/// `@MainActor open class NSApplication : NSResponder`.
@MainActor
open class NSApplication: NSObject {
    private static let sharedApplication = NSApplication()

    /// The app's shared instance.
    open class var shared: NSApplication { sharedApplication }

    /// The app's delegate (weak, as on macOS).
    open weak var delegate: (any NSApplicationDelegate)?

    /// Answers a `.terminateLater` reply of `applicationShouldTerminate(_:)`.
    open func reply(toApplicationShouldTerminate shouldTerminate: Bool) {}
}

extension NSApplication {
    /// Constants that indicate whether the app should terminate (Objective-C `NSApplicationTerminateReply`).
    public enum TerminateReply: UInt, Sendable {
        case terminateCancel = 0
        case terminateNow = 1
        case terminateLater = 2
    }

    /// Constants that indicate the result of printing (Objective-C `NSApplicationPrintReply`).
    public enum PrintReply: UInt, Sendable {
        case printingCancelled = 0
        case printingSuccess = 1
        case printingReplyLater = 2
        case printingFailure = 3
    }
}

/// An object that manages an app's menus. On macOS: `@MainActor open class NSMenu : NSObject`.
@MainActor
open class NSMenu: NSObject {
    open var title: String

    public init(title: String) {
        self.title = title
        super.init()
    }

    public convenience override init() {
        self.init(title: "")
    }
}

/// The information that guides printing.
open class NSPrintInfo: NSObject, @unchecked Sendable {
    /// Keys of the print settings dictionary.
    public struct AttributeKey: Hashable, RawRepresentable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public init(_ rawValue: String) { self.rawValue = rawValue }

        public static let copies = AttributeKey("NSCopies")
    }
}

/// Objects that can restore user-activity state (`restoreUserActivityState(_:)`). On macOS:
/// `@MainActor public protocol NSUserActivityRestoring : NSObjectProtocol`.
@MainActor
public protocol NSUserActivityRestoring: NSObjectProtocol {
    func restoreUserActivityState(_ userActivity: NSUserActivity)
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
