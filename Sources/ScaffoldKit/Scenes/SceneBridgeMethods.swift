/// The app-delegate methods of the UI life cycle that UIKit stops calling under scenes (deprecated in iOS 26,
/// TN3187), each with the scene-delegate method that replaces it and the key the bridge's templates use.
enum SceneBridgeMethods {
    struct Bridged: Sendable {
        /// The app-delegate selector a leaf lists.
        var app: String
        /// What UIKit calls instead, on the scene delegate.
        var scene: String
        /// The template context key: `bridge.calls.<key>` holds the leaves that list `app`.
        var key: String
    }

    static let all: [Bridged] = [
        Bridged(app: "applicationDidBecomeActive(_:)", scene: "sceneDidBecomeActive(_:)", key: "didBecomeActive"),
        Bridged(app: "applicationWillResignActive(_:)", scene: "sceneWillResignActive(_:)", key: "willResignActive"),
        Bridged(app: "applicationWillEnterForeground(_:)", scene: "sceneWillEnterForeground(_:)",
                key: "willEnterForeground"),
        Bridged(app: "applicationDidEnterBackground(_:)", scene: "sceneDidEnterBackground(_:)",
                key: "didEnterBackground"),
        Bridged(app: "application(_:open:options:)", scene: "scene(_:openURLContexts:)", key: "openURL"),
        Bridged(app: "application(_:willContinueUserActivityWithType:)",
                scene: "scene(_:willContinueUserActivityWithType:)", key: "willContinue"),
        Bridged(app: "application(_:continue:restorationHandler:)", scene: "scene(_:continue:)", key: "continue"),
        Bridged(app: "application(_:didFailToContinueUserActivityWithType:error:)",
                scene: "scene(_:didFailToContinueUserActivityWithType:error:)", key: "didFailToContinue"),
        Bridged(app: "application(_:didUpdate:)", scene: "scene(_:didUpdate:)", key: "didUpdate"),
        Bridged(app: "application(_:performActionFor:completionHandler:)",
                scene: "windowScene(_:performActionFor:completionHandler:)", key: "performAction"),
        Bridged(app: "application(_:userDidAcceptCloudKitShareWith:)",
                scene: "windowScene(_:userDidAcceptCloudKitShareWith:)", key: "cloudKitShare"),
    ]

    /// The bridged entry for an app-delegate selector.
    static func bridged(_ appSelector: String) -> Bridged? {
        all.first { $0.app == appSelector }
    }

    /// The app-delegate method the app composite answers itself when `scenes:` is set: its window scenes are the
    /// scene delegate's; the leaves listing it are asked for the other roles (CarPlay, an external display).
    static let configuration = "application(_:configurationForConnecting:options:)"
    /// Its template context key: `bridge.calls.configuration` holds the leaves that list it.
    static let configurationKey = "configuration"

    /// Whether, with `scenes:`, the bridge rather than the app composite's own forwarder calls the leaves listing
    /// `appSelector`.
    static func isCalledByBridge(_ appSelector: String) -> Bool {
        appSelector == configuration || bridged(appSelector) != nil
    }

    /// The keys of the four UI life-cycle methods: the app-wide state follows every scene's transitions, so the
    /// bridge implements all four (and disconnection) when a leaf lists any of them.
    static let lifecycleKeys: Set<String> = ["didBecomeActive", "willResignActive", "willEnterForeground",
                                             "didEnterBackground"]

    /// The scene-delegate methods the bridge leaf implements when the app composite forwards `appSelectors`:
    /// connection (the window, a cold launch's options), then the counterparts the listed methods need.
    static func bridgeLeafMethods(forwarding appSelectors: Set<String>) -> [String] {
        let listed = all.filter { appSelectors.contains($0.app) }
        let lifecycle = listed.contains { lifecycleKeys.contains($0.key) }
        let counterparts = all.filter { bridged in
            listed.contains { $0.key == bridged.key } || (lifecycle && lifecycleKeys.contains(bridged.key))
        }
        return ["scene(_:willConnectTo:options:)"] + (lifecycle ? ["sceneDidDisconnect(_:)"] : [])
            + counterparts.map(\.scene)
    }
}
