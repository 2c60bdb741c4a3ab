import ScaffoldKit

/// The methods `scaffold add component` gives a new leaf: `--methods`, a `--preset`, or the launch method.
enum PresetMethods {
    /// Named method sets for common responsibilities of a `UIApplicationDelegate`.
    static let presets: [String: [String]] = [
        "analytics": [
            "application(_:didFinishLaunchingWithOptions:)", "applicationDidEnterBackground(_:)",
            "applicationWillTerminate(_:)",
        ],
        "push": [
            "application(_:didFinishLaunchingWithOptions:)",
            "application(_:didRegisterForRemoteNotificationsWithDeviceToken:)",
            "application(_:didFailToRegisterForRemoteNotificationsWithError:)",
            "application(_:didReceiveRemoteNotification:fetchCompletionHandler:)",
        ],
        "deeplinks": ["application(_:open:options:)", "application(_:continue:restorationHandler:)"],
        "background": [
            "application(_:didFinishLaunchingWithOptions:)",
            "application(_:handleEventsForBackgroundURLSession:completionHandler:)",
        ],
        "orientation": ["application(_:supportedInterfaceOrientationsFor:)"],
        "scenes": ["application(_:configurationForConnecting:options:)", "application(_:didDiscardSceneSessions:)"],
        "lifecycle": [
            "applicationDidEnterBackground(_:)", "applicationWillTerminate(_:)",
            "applicationDidReceiveMemoryWarning(_:)",
        ],
    ]

    static let launch = "application(_:didFinishLaunchingWithOptions:)"

    static func methods(for options: AddComponentOptions) throws -> [String] {
        if !options.methods.isEmpty { return options.methods }
        guard let preset = options.preset else { return [launch] }
        guard let methods = presets[preset] else {
            let known = presets.keys.sorted()
            throw Diagnostic.error("unknown preset '\(preset)'" + Suggestions.didYouMean(preset, in: known)
                + " (presets: \(known.joined(separator: ", ")))", at: nil)
        }
        return methods
    }
}
