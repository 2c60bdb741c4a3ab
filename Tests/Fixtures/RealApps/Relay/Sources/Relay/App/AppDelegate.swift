import struct Foundation.Date
import UIKit
#if canImport(RelayAnalyticsSDK)
import RelayAnalyticsSDK
#endif

@main
final class AppDelegate: UIResponder, UIApplicationDelegate {
    var window: UIWindow?
    let connection: ChatConnection = ChatConnection()
    var launchedAt: Date?

    func application(_ application: UIApplication,
                     didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        launchedAt = Date()
        #if canImport(RelayAnalyticsSDK)
        RelayAnalytics.start(key: "relay")
        #endif
        connection.open()
        application.registerForRemoteNotifications()
        return true
    }

    #if canImport(RelayAnalyticsSDK)
    func applicationSignificantTimeChange(_ application: UIApplication) {
        RelayAnalytics.track("time-change")
    }
    #endif

    func applicationWillEnterForeground(_ application: UIApplication) {
        connection.open()
    }
}
