// Stand-in for UIKit's UIApplication: the shared app object, its state and its registrations.
import Foundation

/// The centralised point of control and coordination for apps running in iOS. On iOS:
/// `@MainActor open class UIApplication : UIResponder`.
///
/// The stand-in records what the app asked of it (remote notification registration, opened URLs,
/// background tasks) so tests can observe it.
@MainActor
open class UIApplication: UIResponder {
    private static let sharedApplication = UIApplication()

    /// The singleton app instance.
    open class var shared: UIApplication { sharedApplication }

    /// The delegate of the app object (`unowned(unsafe)` on iOS; weak here).
    open weak var delegate: (any UIApplicationDelegate)?

    /// The runtime state of the app. Tests change it with `UIKitTestSupport.setApplicationState(_:)`.
    open var applicationState: UIApplication.State { storedApplicationState }
    package var storedApplicationState: UIApplication.State = .active

    /// The amount of time the app has to run in the background.
    open var backgroundTimeRemaining: TimeInterval { .greatestFiniteMagnitude }

    /// Whether the app is registered for remote notifications.
    open var isRegisteredForRemoteNotifications: Bool { registeredForRemoteNotifications }
    private var registeredForRemoteNotifications = false

    /// Whether the idle timer is disabled.
    open var isIdleTimerDisabled = false

    /// The Home Screen quick actions of the app.
    open var shortcutItems: [UIApplicationShortcutItem]?

    /// The scenes that are connected to the app.
    open var connectedScenes: Set<UIScene> { [] }

    /// The sessions whose scenes are connected or archived.
    open var openSessions: Set<UISceneSession> { [] }

    /// Whether the app may display multiple scenes simultaneously.
    open var supportsMultipleScenes: Bool { false }

    /// The URLs passed to `open(_:options:completionHandler:)`, in order (stand-in only, for tests).
    package private(set) var openedURLs: [URL] = []
    private var nextBackgroundTask = 1

    /// Registers to receive remote notifications through Apple Push Notification service.
    open func registerForRemoteNotifications() {
        registeredForRemoteNotifications = true
    }

    /// Unregisters for all remote notifications received through Apple Push Notification service.
    open func unregisterForRemoteNotifications() {
        registeredForRemoteNotifications = false
    }

    /// Whether an app is available to handle a URL scheme; the stand-in answers `true`.
    open func canOpenURL(_ url: URL) -> Bool {
        true
    }

    /// Attempts to open the resource at the specified URL asynchronously; the stand-in records it.
    open func open(
        _ url: URL,
        options: [UIApplication.OpenExternalURLOptionsKey: Any] = [:],
        completionHandler completion: (@MainActor @Sendable (Bool) -> Void)? = nil
    ) {
        openedURLs.append(url)
        completion?(true)
    }

    /// Marks the start of a task that should continue if the app enters the background.
    open func beginBackgroundTask(
        expirationHandler handler: (@MainActor @Sendable () -> Void)? = nil
    ) -> UIBackgroundTaskIdentifier {
        beginBackgroundTask(withName: nil, expirationHandler: handler)
    }

    /// Marks the start of a named task that should continue if the app enters the background.
    open func beginBackgroundTask(
        withName taskName: String?,
        expirationHandler handler: (@MainActor @Sendable () -> Void)? = nil
    ) -> UIBackgroundTaskIdentifier {
        defer { nextBackgroundTask += 1 }
        return UIBackgroundTaskIdentifier(rawValue: nextBackgroundTask)
    }

    /// Marks the end of a background task.
    open func endBackgroundTask(_ identifier: UIBackgroundTaskIdentifier) {}
}

extension UIApplication {
    /// The running states of an app.
    public enum State: Int, Sendable {
        case active = 0
        case inactive = 1
        case background = 2
    }
}
