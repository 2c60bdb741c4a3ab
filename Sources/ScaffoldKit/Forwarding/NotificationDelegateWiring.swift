/// Pairs an app delegate with the notification centre's delegate composite beside it: the app composite installs
/// that one as `UNUserNotificationCenter.current().delegate` when launch begins and holds it (the centre holds its
/// delegate weakly). Apple asks for the delegate to be set before the app finishes launching. Which protocol is
/// which comes from the catalog's `- scaffold.role` annotations (`ProtocolRole`).
enum NotificationDelegateWiring {
    /// The module the app composite then imports.
    static let module = "UserNotifications"

    /// For each Swift app-delegate composite, the name of the notification-delegate composite of its module, when
    /// there is exactly one. `roles` holds each composite's protocol role, by composite name.
    static func delegates(in composites: [CompositeSpec], roles: [String: ProtocolRole]) -> [String: String] {
        let swift = composites.filter { $0.style.value == .swift }
        var result: [String: String] = [:]
        for app in swift where roles[app.name.value] == .appDelegate {
            let delegates = swift.filter {
                roles[$0.name.value] == .notificationDelegate && $0.module.value == app.module.value
            }
            if delegates.count == 1 { result[app.name.value] = delegates[0].name.value }
        }
        return result
    }
}
