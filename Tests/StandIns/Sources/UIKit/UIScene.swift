// Stand-in for UIKit's scenes: UIScene with its connection and URL options, and UIWindowScene.
import CloudKit
import Foundation
import UserNotifications

/// An object that represents one instance of the app's user interface. On iOS:
/// `@MainActor open class UIScene : UIResponder`.
@MainActor
open class UIScene: UIResponder {
    /// The session associated with the scene.
    open private(set) var session: UISceneSession
    /// The delegate of the scene (a strong reference, as on iOS).
    open var delegate: (any UISceneDelegate)?
    /// The current execution state of the scene.
    open var activationState: UIScene.ActivationState { storedActivationState }
    package var storedActivationState: UIScene.ActivationState = .unattached
    /// The title the system displays for the scene.
    open var title: String!

    public required init(session: UISceneSession, connectionOptions: UIScene.ConnectionOptions) {
        self.session = session
        super.init()
    }
}

extension UIScene {
    /// The execution states of a scene.
    public enum ActivationState: Int, Sendable {
        case unattached = -1
        case foregroundActive = 0
        case foregroundInactive = 1
        case background = 2
    }

    /// Information UIKit provides when connecting a scene (Objective-C `UISceneConnectionOptions`).
    /// No public initialiser on iOS: tests get one from `UIKitTestSupport.makeConnectionOptions(…)`.
    @MainActor
    open class ConnectionOptions: NSObject {
        open private(set) var urlContexts: Set<UIOpenURLContext>
        open private(set) var sourceApplication: String?
        open private(set) var handoffUserActivityType: String?
        open private(set) var userActivities: Set<NSUserActivity>
        open private(set) var notificationResponse: UNNotificationResponse?
        open private(set) var shortcutItem: UIApplicationShortcutItem?
        open private(set) var cloudKitShareMetadata: CKShare.Metadata?

        package init(
            urlContexts: Set<UIOpenURLContext> = [],
            sourceApplication: String? = nil,
            handoffUserActivityType: String? = nil,
            userActivities: Set<NSUserActivity> = [],
            notificationResponse: UNNotificationResponse? = nil,
            shortcutItem: UIApplicationShortcutItem? = nil,
            cloudKitShareMetadata: CKShare.Metadata? = nil
        ) {
            self.urlContexts = urlContexts
            self.sourceApplication = sourceApplication
            self.handoffUserActivityType = handoffUserActivityType
            self.userActivities = userActivities
            self.notificationResponse = notificationResponse
            self.shortcutItem = shortcutItem
            self.cloudKitShareMetadata = cloudKitShareMetadata
            super.init()
        }
    }

    /// Options describing how a URL was opened (Objective-C `UISceneOpenURLOptions`).
    @MainActor
    open class OpenURLOptions: NSObject {
        open private(set) var sourceApplication: String?
        open private(set) var annotation: Any?
        open private(set) var openInPlace: Bool

        package init(sourceApplication: String? = nil, annotation: Any? = nil, openInPlace: Bool = false) {
            self.sourceApplication = sourceApplication
            self.annotation = annotation
            self.openInPlace = openInPlace
            super.init()
        }
    }
}

/// A URL to open and the options for opening it. No public initialiser on iOS: tests get one from
/// `UIKitTestSupport.makeOpenURLContext(url:sourceApplication:)`.
@MainActor
open class UIOpenURLContext: NSObject {
    open private(set) var url: URL
    open private(set) var options: UIScene.OpenURLOptions

    package init(url: URL, options: UIScene.OpenURLOptions) {
        self.url = url
        self.options = options
        super.init()
    }
}

/// A scene that manages one or more windows. On iOS: `@MainActor open class UIWindowScene : UIScene`.
@MainActor
open class UIWindowScene: UIScene {
    /// The windows associated with the scene.
    open var windows: [UIWindow] { [] }
    /// The key window of the scene.
    open var keyWindow: UIWindow? { nil }
    /// The geometry of the scene.
    open var effectiveGeometry: UIWindowScene.Geometry { UIWindowScene.Geometry() }
}

extension UIWindowScene {
    /// The geometry of a window scene (iOS 26: `windowScene(_:didUpdateEffectiveGeometry:)`).
    @MainActor
    open class Geometry: NSObject {
        /// The orientation of the scene's interface.
        open var interfaceOrientation: UIInterfaceOrientation { .portrait }
        /// The bounds of the scene's coordinate space.
        open var coordinateSpaceBounds: CGRect { .zero }

        package override init() {
            super.init()
        }
    }

    /// The style of the windowing controls of a scene (iOS 26). No public initialiser on iOS.
    @MainActor
    open class WindowingControlStyle: NSObject {
        /// The style the system chooses.
        open class var automatic: WindowingControlStyle { WindowingControlStyle() }

        package override init() {
            super.init()
        }
    }
}
