/// What a protocol is to UIKit's life cycle, as the catalog says with `- scaffold.role: NAME` on the protocol:
/// what lets scaffold join composites (the scene bridge, the notification centre's delegate installed at launch)
/// without spelling protocol names. A protocol of yours has the role of the catalog protocol whose name it has
/// (its copy of the SDK's interface: `CatalogAnnotations`), else none: a protocol refining a catalog one is not
/// given its role, since its composite forwards only the refinement's requirements.
public enum ProtocolRole: String, Sendable, CaseIterable {
    /// `UIApplicationDelegate`: the delegate `scenes:` bridges, which installs the notification centre's delegate.
    case appDelegate = "app-delegate"
    /// `UIWindowSceneDelegate`: the scene delegate the bridge is.
    case sceneDelegate = "scene-delegate"
    /// `UNUserNotificationCenterDelegate`: the notification centre's delegate.
    case notificationDelegate = "notification-delegate"
}

extension ProtocolSpec {
    /// The catalog's role of this protocol (`- scaffold.role`), if any.
    public var role: ProtocolRole? {
        annotations["role"].flatMap(ProtocolRole.init(rawValue:))
    }
}
