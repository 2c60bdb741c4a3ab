import UIKit
#if canImport(RelayAnalyticsSDK)
import RelayAnalyticsSDK
#endif

extension AppDelegate {
    func application(_ application: UIApplication, didRegisterForRemoteNotificationsWithDeviceToken deviceToken: Data) {
        connection.register(pushToken: deviceToken)
        #if canImport(RelayAnalyticsSDK)
        RelayAnalytics.track("push-registered")
        #endif
    }

    func application(_ application: UIApplication, didFailToRegisterForRemoteNotificationsWithError error: Error) {
        connection.register(pushToken: nil)
    }
}
