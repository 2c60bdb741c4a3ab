// Stand-in for the string-keyed option types nested in UIApplication.
import Foundation

extension UIApplication {
    /// Keys used to access values in the launch options dictionary passed to the launch methods.
    public struct LaunchOptionsKey: Hashable, RawRepresentable, Sendable {
        public let rawValue: String

        public init(rawValue: String) {
            self.rawValue = rawValue
        }

        public init(_ rawValue: String) {
            self.rawValue = rawValue
        }

        @available(iOS, introduced: 3.0, deprecated: 26.0,
                   message: "Use UIScene lifecycle and UIScene.ConnectionOptions.URLContexts instead.")
        public static let url = LaunchOptionsKey("UIApplicationLaunchOptionsURLKey")
        @available(iOS, introduced: 3.0, deprecated: 26.0,
                   message: "Use UIScene lifecycle and sourceApplication from UIScene.ConnectionOptions instead.")
        public static let sourceApplication = LaunchOptionsKey("UIApplicationLaunchOptionsSourceApplicationKey")
        public static let remoteNotification = LaunchOptionsKey("UIApplicationLaunchOptionsRemoteNotificationKey")
        @available(*, deprecated, message: "Use UserNotifications Framework's UNNotificationResponse")
        public static let localNotification = LaunchOptionsKey("UIApplicationLaunchOptionsLocalNotificationKey")
        public static let annotation = LaunchOptionsKey("UIApplicationLaunchOptionsAnnotationKey")
        public static let location = LaunchOptionsKey("UIApplicationLaunchOptionsLocationKey")
        public static let bluetoothCentrals = LaunchOptionsKey("UIApplicationLaunchOptionsBluetoothCentralsKey")
        public static let bluetoothPeripherals = LaunchOptionsKey("UIApplicationLaunchOptionsBluetoothPeripheralsKey")
        @available(iOS, introduced: 9.0, deprecated: 26.0,
                   message: "Use UIScene lifecycle and shortcutItem from UIScene.ConnectionOptions instead.")
        public static let shortcutItem = LaunchOptionsKey("UIApplicationLaunchOptionsShortcutItemKey")
        @available(iOS, introduced: 8.0, deprecated: 26.0,
                   message: "Use UIScene lifecycle and userActivities from UIScene.ConnectionOptions instead.")
        public static let userActivityDictionary =
            LaunchOptionsKey("UIApplicationLaunchOptionsUserActivityDictionaryKey")
        @available(iOS, introduced: 8.0, deprecated: 26.0,
                   message: "Use UIScene lifecycle and userActivities from UIScene.ConnectionOptions instead.")
        public static let userActivityType = LaunchOptionsKey("UIApplicationLaunchOptionsUserActivityTypeKey")
        @available(iOS, introduced: 10.0, deprecated: 26.0,
                   message: "Use UIScene lifecycle and cloudKitShareMetadata from UIScene.ConnectionOptions instead.")
        public static let cloudKitShareMetadata =
            LaunchOptionsKey("UIApplicationLaunchOptionsCloudKitShareMetadataKey")
    }

    /// Keys used to access values in the options dictionary of `application(_:open:options:)`.
    @available(iOS, introduced: 9.0, deprecated: 26.0, message: """
        Use UIScene lifecycle and equivalent properties on UISceneOpenURLOptions from a UIOpenURLContext \
        in UIScene.ConnectionOptions.URLContexts instead.
        """)
    public struct OpenURLOptionsKey: Hashable, RawRepresentable, Sendable {
        public let rawValue: String

        public init(rawValue: String) {
            self.rawValue = rawValue
        }

        public init(_ rawValue: String) {
            self.rawValue = rawValue
        }

        public static let sourceApplication = OpenURLOptionsKey("UIApplicationOpenURLOptionsSourceApplicationKey")
        public static let annotation = OpenURLOptionsKey("UIApplicationOpenURLOptionsAnnotationKey")
        public static let openInPlace = OpenURLOptionsKey("UIApplicationOpenURLOptionsOpenInPlaceKey")
    }

    /// Keys used to access values in the options dictionary of `open(_:options:completionHandler:)`.
    public struct OpenExternalURLOptionsKey: Hashable, RawRepresentable, Sendable {
        public let rawValue: String

        public init(rawValue: String) {
            self.rawValue = rawValue
        }

        public init(_ rawValue: String) {
            self.rawValue = rawValue
        }

        public static let universalLinksOnly = OpenExternalURLOptionsKey("UIApplicationOpenURLOptionUniversalLinksOnly")
    }

    /// Identifiers for the extension points an app may disallow.
    public struct ExtensionPointIdentifier: Hashable, RawRepresentable, Sendable {
        public let rawValue: String

        public init(rawValue: String) {
            self.rawValue = rawValue
        }

        public init(_ rawValue: String) {
            self.rawValue = rawValue
        }

        /// The identifier for custom keyboards.
        public static let keyboard = ExtensionPointIdentifier("com.apple.keyboard-service")
    }
}
