// Stand-in for UIKit's scene sessions and scene configurations.
import Foundation

/// An object that contains information about one of the app's scenes. On iOS:
/// `@MainActor open class UISceneSession : NSObject, NSSecureCoding`; no public initialiser, so tests
/// get one from `UIKitTestSupport.makeSceneSession(role:persistentIdentifier:)`.
@MainActor
open class UISceneSession: NSObject {
    /// The scene associated with the session.
    open weak var scene: UIScene?
    /// The role of the scene.
    open private(set) var role: UISceneSession.Role
    /// The configuration used to create the scene.
    open private(set) var configuration: UISceneConfiguration
    /// A unique identifier that persists for the lifetime of the session.
    open private(set) var persistentIdentifier: String
    /// The user activity used to restore the state of the scene.
    open var stateRestorationActivity: NSUserActivity?
    /// App-specific state for the session.
    open var userInfo: [String: Any]?

    package init(role: UISceneSession.Role, persistentIdentifier: String) {
        self.role = role
        self.configuration = UISceneConfiguration(name: nil, sessionRole: role)
        self.persistentIdentifier = persistentIdentifier
        super.init()
    }
}

extension UISceneSession {
    /// The roles a scene can play.
    public struct Role: Hashable, RawRepresentable, Sendable {
        public let rawValue: String

        public init(rawValue: String) {
            self.rawValue = rawValue
        }

        public init(_ rawValue: String) {
            self.rawValue = rawValue
        }

        /// The scene displays interactive windows on the device's main screen.
        public static let windowApplication = Role("UIWindowSceneSessionRoleApplication")
        /// The scene displays noninteractive windows on an externally connected screen.
        public static let windowExternalDisplayNonInteractive =
            Role("UIWindowSceneSessionRoleExternalDisplayNonInteractive")
    }
}

/// Information about the objects and storyboard for UIKit to use when creating a scene. On iOS:
/// `@MainActor open class UISceneConfiguration : NSObject, NSCopying, NSSecureCoding`.
@MainActor
open class UISceneConfiguration: NSObject {
    /// The app-specific name of the configuration.
    open private(set) var name: String?
    /// The role of the scene.
    open private(set) var role: UISceneSession.Role
    /// The class of the scene to create.
    open var sceneClass: AnyClass?
    /// The class of the scene's delegate.
    open var delegateClass: AnyClass?

    public init(name: String?, sessionRole: UISceneSession.Role) {
        self.name = name
        self.role = sessionRole
        super.init()
    }
}
