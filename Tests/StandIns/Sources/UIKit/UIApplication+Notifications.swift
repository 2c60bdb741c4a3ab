// Stand-in for the notifications UIApplication posts; like the SDK's constants they are nonisolated.
import Foundation

extension UIApplication {
    public nonisolated static let didFinishLaunchingNotification =
        Notification.Name("UIApplicationDidFinishLaunchingNotification")
    public nonisolated static let didBecomeActiveNotification =
        Notification.Name("UIApplicationDidBecomeActiveNotification")
    public nonisolated static let willResignActiveNotification =
        Notification.Name("UIApplicationWillResignActiveNotification")
    public nonisolated static let didEnterBackgroundNotification =
        Notification.Name("UIApplicationDidEnterBackgroundNotification")
    public nonisolated static let willEnterForegroundNotification =
        Notification.Name("UIApplicationWillEnterForegroundNotification")
    public nonisolated static let willTerminateNotification =
        Notification.Name("UIApplicationWillTerminateNotification")
    public nonisolated static let didReceiveMemoryWarningNotification =
        Notification.Name("UIApplicationDidReceiveMemoryWarningNotification")
    public nonisolated static let significantTimeChangeNotification =
        Notification.Name("UIApplicationSignificantTimeChangeNotification")
    public nonisolated static let protectedDataWillBecomeUnavailableNotification =
        Notification.Name("UIApplicationProtectedDataWillBecomeUnavailable")
    public nonisolated static let protectedDataDidBecomeAvailableNotification =
        Notification.Name("UIApplicationProtectedDataDidBecomeAvailable")
}
