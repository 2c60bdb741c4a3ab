/// The shared-state APIs that stop working, or are deprecated, under the scene life cycle (the SDK's deprecation
/// messages, TN3187), each with its scene-aware replacement: what `SceneUnsafeAPIScan` reports.
enum SceneUnsafeAPIRules {
    struct Rule {
        /// How the warning names the API.
        var spelling: String
        var problem: String
        var replacement: String

        var message: String { "'\(spelling)' \(problem); use \(replacement)" }
    }

    private static let statusBarManager = "the scene's 'windowScene.statusBarManager' to read it, the view "
        + "controller's"
    private static let transition = Rule(
        spelling: "", problem: "is not sent under the scene life cycle (deprecated in iOS 13)",
        replacement: "'viewWillTransition(to:with:)', or UIWindowSceneDelegate's "
            + "'windowScene(_:didUpdate:interfaceOrientation:traitCollection:)'")

    private static let sceneless = "is no scene's (deprecated in iOS 13)"
    private static let ignored = "does nothing (deprecated in iOS 9)"

    /// Members of `UIApplication.shared` (or a delegate method's `application`), by name.
    static let application: [String: Rule] = Dictionary(uniqueKeysWithValues: [
        shared("keyWindow", "is nil until a scene connects and is any scene's key window once there are several "
                   + "(deprecated in iOS 13)",
               "the window of the scene in hand: 'view.window', or 'windowScene.keyWindow' (iOS 15)"),
        shared("windows", "mixes the windows of every scene (deprecated in iOS 15)",
               "'windowScene.windows' of the scene in hand ('view.window?.windowScene')"),
        shared("statusBarOrientation", sceneless, "'windowScene.interfaceOrientation' ('view.window?.windowScene')"),
        shared("statusBarFrame", sceneless, "'windowScene.statusBarManager?.statusBarFrame'"),
        shared("statusBarStyle", sceneless, statusBarManager + " 'preferredStatusBarStyle' to set it"),
        shared("setStatusBarStyle", ignored, "the view controller's 'preferredStatusBarStyle'"),
        shared("isStatusBarHidden", sceneless, statusBarManager + " 'prefersStatusBarHidden' to set it"),
        shared("setStatusBarHidden", ignored, "the view controller's 'prefersStatusBarHidden'"),
        shared("setStatusBarOrientation", ignored, "'UIWindowScene.requestGeometryUpdate(_:errorHandler:)' (iOS 16)"),
        shared("statusBarOrientationAnimationDuration", sceneless, "the coordinator of 'viewWillTransition(to:with:)'"),
        shared("openURL", "opens nothing from iOS 18 (deprecated in iOS 10)",
               "'open(_:options:completionHandler:)', or 'windowScene.open(_:options:completionHandler:)' from a "
                   + "scene"),
    ])

    private static func shared(_ name: String, _ problem: String, _ replacement: String) -> (String, Rule) {
        (name, Rule(spelling: "UIApplication.shared.\(name)", problem: problem, replacement: replacement))
    }

    /// `UIApplication.shared.delegate?.window`, cast or not.
    static let delegateWindow = Rule(
        spelling: "UIApplication.shared.delegate?.window",
        problem: "is one window for the whole app; under the scene life cycle each scene has its own, held by its "
            + "scene delegate", replacement: "'view.window', or the scene delegate's 'window' "
            + "('(windowScene.delegate as? UIWindowSceneDelegate)?.window')")

    /// Members of `UIScreen`, by name.
    static let screen: [String: Rule] = [
        "main": Rule(spelling: "UIScreen.main",
                     problem: "is the device's screen, not the scene's (deprecated in iOS 16)",
                     replacement: "'view.window?.windowScene?.screen', or 'windowScene.screen'"),
        "screens": Rule(spelling: "UIScreen.screens", problem: "is no scene's (deprecated in iOS 16)",
                        replacement: "'UIApplication.shared.connectedScenes' and each 'windowScene.screen'"),
    ]

    /// Status bar notifications and delegate callbacks UIKit no longer sends, by name.
    static let transitions: [String: Rule] = Dictionary(uniqueKeysWithValues: [
        "didChangeStatusBarOrientationNotification", "willChangeStatusBarOrientationNotification",
        "didChangeStatusBarFrameNotification", "willChangeStatusBarFrameNotification",
        "didChangeStatusBarOrientation", "willChangeStatusBarOrientation", "didChangeStatusBarFrame",
        "willChangeStatusBarFrame",
    ].map { name in
        var rule = transition
        rule.spelling = name.hasSuffix("Notification") ? "UIApplication.\(name)" : "application(_:\(name):)"
        return (name, rule)
    })

    /// A window made with `UIWindow(frame:)` or `UIWindow()`.
    static let windowWithoutScene = Rule(
        spelling: "UIWindow(frame:)", problem: "makes a window in no scene, which the scene life cycle never shows",
        replacement: "'UIWindow(windowScene:)' with the scene in hand")

    /// `launchOptions` read or passed on: UIKit gives an app that supports scenes none.
    static let launchOptionsNil = Rule(
        spelling: "launchOptions", problem: "is nil when the app supports scenes: what launched it goes to the "
            + "scene that connects", replacement: "the 'connectionOptions' of 'scene(_:willConnectTo:options:)' "
            + "(URL contexts, user activities, shortcut item, notification response, CloudKit share)")

    /// `launchOptions` keys whose values arrive in the scene's connection options instead, by name.
    static let launchOptions: [String: Rule] = [
        "remoteNotification": launchOption("remoteNotification", "'connectionOptions.notificationResponse' of "
            + "'scene(_:willConnectTo:options:)', or UNUserNotificationCenterDelegate's "
            + "'userNotificationCenter(_:didReceive:withCompletionHandler:)'"),
        "cloudKitShareMetadata": launchOption("cloudKitShareMetadata", "'connectionOptions.cloudKitShareMetadata' "
            + "of 'scene(_:willConnectTo:options:)'"),
        "url": launchOption("url", "'connectionOptions.urlContexts' of 'scene(_:willConnectTo:options:)' "
            + "(scaffold's scene bridge passes them to 'application(_:open:options:)')"),
        "sourceApplication": launchOption(
            "sourceApplication", "'connectionOptions.sourceApplication' of 'scene(_:willConnectTo:options:)'"),
        "shortcutItem": launchOption("shortcutItem", "'connectionOptions.shortcutItem' of "
            + "'scene(_:willConnectTo:options:)' (scaffold's scene bridge passes it to "
            + "'application(_:performActionFor:completionHandler:)')"),
        "userActivityDictionary": launchOption("userActivityDictionary", "'connectionOptions.userActivities' of "
            + "'scene(_:willConnectTo:options:)' (scaffold's scene bridge passes them to "
            + "'application(_:continue:restorationHandler:)')"),
        "userActivityType": launchOption("userActivityType", "'connectionOptions.handoffUserActivityType' of "
            + "'scene(_:willConnectTo:options:)'"),
    ]

    private static func launchOption(_ key: String, _ replacement: String) -> Rule {
        Rule(spelling: "launchOptions[.\(key)]", problem: "is nil when the app supports scenes: a cold launch's "
                + "\(key) goes to the scene that connects", replacement: replacement)
    }
}
