/// Values the generated tests pass to delegate methods: only public API that exists on iOS, so the tests
/// build both against UIKit and against a stand-in.
enum SampleValues {
    /// An expression of `type`, or nil when scaffold knows no public way to make one (e.g. `UISceneSession`).
    static func argument(of type: SwiftType) -> String? {
        let plain = type.unattributed
        if plain.isOptional { return "nil" }
        switch plain {
        case .array: return "[]"
        case .dictionary: return "[:]"
        case .nominal(let components) where components.count == 1 && components[0].name == "Set": return "[]"
        default: break
        }
        return known[plain.description]
    }

    /// The arguments of a test's call of `method`, by parameter position: each parameter's sample, or `nil`.
    static func arguments(of method: MethodRequirement) -> [Int: TemplateValue] {
        var arguments: [Int: TemplateValue] = [:]
        for (index, parameter) in method.parameters.enumerated() {
            arguments[index] = .string(argument(of: parameter.type) ?? "nil")
        }
        return arguments
    }

    /// A non-neutral answer a spy leaf can give for `type` (the component's value type), for policy tests.
    static func answer(of type: SwiftType) -> String? {
        let plain = type.unattributed.nonOptional.unattributed
        return answers[plain.description]
    }

    private static let known: [String: String] = [
        "UIApplication": "UIApplication.shared",
        "URL": "URL(string: \"https://example.com/scaffold\")!",
        "String": "\"scaffold\"",
        "Data": "Data()",
        "any Error": "NSError(domain: \"scaffold\", code: 1)",
        "Error": "NSError(domain: \"scaffold\", code: 1)",
        "Bool": "true",
        "Int": "0",
        "Double": "0",
        "TimeInterval": "0",
        "NSCoder": "NSKeyedArchiver(requiringSecureCoding: true)",
        "NSUserActivity": "NSUserActivity(activityType: \"scaffold.test\")",
        "UIApplicationShortcutItem": "UIApplicationShortcutItem(type: \"scaffold.test\", localizedTitle: \"Test\")",
        "UIInterfaceOrientation": ".portrait",
        "CGRect": ".zero",
        "UIApplication.ExtensionPointIdentifier": ".keyboard",
        "UILocalNotification": "UILocalNotification()",
        "INIntent": "INIntent()",
        "UNUserNotificationCenter": "UNUserNotificationCenter.current()",
        "Notification": "Notification(name: Notification.Name(\"scaffold.test\"))",
        "NSApplication": "NSApplication.shared",
        "Any": "\"scaffold\"",
        "HKWorkoutConfiguration": "HKWorkoutConfiguration()",
        "WKExtendedRuntimeSession": "WKExtendedRuntimeSession()",
    ]

    private static let answers: [String: String] = [
        "Bool": "true",
        "UIViewController": "UIViewController()",
        "Any": "\"scaffold\"",
        "UISceneConfiguration": "UISceneConfiguration(name: \"Spy\", sessionRole: .windowApplication)",
        "INIntentResponse": "INIntentResponse()",
        "UIBackgroundFetchResult": ".newData",
        "UIInterfaceOrientationMask": ".portrait",
        "UNNotificationPresentationOptions": ".banner",
        "String": "\"scaffold\"",
        "Int": "1",
        "any Error": "NSError(domain: \"scaffold\", code: 2)",
        "NSApplication.TerminateReply": ".terminateCancel",
        "NSApplication.PrintReply": ".printingSuccess",
        "NSMenu": "NSMenu()",
        "WKBackgroundFetchResult": ".newData",
        "NSUserActivity": "NSUserActivity(activityType: \"scaffold.spy\")",
    ]
}
