/// The `UIApplication` notifications a listener can hear, by the names `events:` uses in scaffold.yml.
public struct LifecycleEvent: Sendable, Equatable {
    /// `didEnterBackground`: the name written in scaffold.yml.
    public var name: String
    /// `didEnterBackgroundNotification`: the `UIApplication` static property naming the notification.
    public var notification: String

    /// The listener method the mediator calls: `onAppDidEnterBackground()`.
    public var listenerMethod: String { "onApp" + SwiftNaming.upperFirst(name) }

    /// Every event, in the order the mediator observes them and the listener protocol declares them.
    public static let all: [LifecycleEvent] = [
        "didFinishLaunching", "didBecomeActive", "willResignActive", "didEnterBackground", "willEnterForeground",
        "willTerminate", "didReceiveMemoryWarning", "significantTimeChange",
        "protectedDataWillBecomeUnavailable", "protectedDataDidBecomeAvailable",
    ].map { LifecycleEvent(name: $0, notification: $0 + "Notification") }

    /// The event named `name` in scaffold.yml, if there is one.
    public static func named(_ name: String) -> LifecycleEvent? {
        all.first { $0.name == name }
    }

    /// The events a listener hears: the ones it lists, or every event when it lists none (`scaffold add listener`
    /// without `--events`). Unknown names are left out; `RecipeChecks` reports them.
    static func events(of leaf: LeafPlan) -> [LifecycleEvent] {
        leaf.events.isEmpty ? all : leaf.events.compactMap(named)
    }

    /// The union of the events `listeners` hear, in `all`'s order: exactly what the mediator observes.
    static func observed(by listeners: [LeafPlan]) -> [LifecycleEvent] {
        let heard = Set(listeners.flatMap { events(of: $0).map(\.name) })
        return all.filter { heard.contains($0.name) }
    }
}
