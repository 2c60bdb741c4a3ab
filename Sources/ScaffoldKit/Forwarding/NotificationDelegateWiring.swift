/// Pairs an app delegate with the `UNUserNotificationCenterDelegate` composite beside it: the app composite installs
/// that one as `UNUserNotificationCenter.current().delegate` when launch begins and holds it (the centre holds its
/// delegate weakly). Apple asks for the delegate to be set before the app finishes launching.
enum NotificationDelegateWiring {
    static let appDelegateProtocol = "UIApplicationDelegate"
    static let notificationProtocol = "UNUserNotificationCenterDelegate"

    /// `plans`, each app delegate given the notification composite of its module when there is exactly one.
    static func wire(_ plans: [ForwardingPlan]) -> [ForwardingPlan] {
        plans.map { plan in
            guard isSwift(plan), plan.protocolSpec.name == appDelegateProtocol else { return plan }
            let delegates = plans.filter {
                isSwift($0) && $0.protocolSpec.name == notificationProtocol
                    && $0.composite.module.value == plan.composite.module.value
            }
            guard delegates.count == 1, let delegate = delegates.first else { return plan }
            var wired = plan
            wired.notificationDelegate = delegate.composite.name.value
            wired.imports = Set(plan.imports + ["UserNotifications"]).sorted()
            return wired
        }
    }

    private static func isSwift(_ plan: ForwardingPlan) -> Bool { plan.composite.style.value == .swift }
}
