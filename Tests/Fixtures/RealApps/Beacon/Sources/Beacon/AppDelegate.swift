import UIKit
#if canImport(BeaconCrashReportingKit)
import BeaconCrashReportingKit
#endif
#if canImport(BackgroundTasks)
import BackgroundTasks
#endif

@main
final class AppDelegate: UIResponder, UIApplicationDelegate {
    var window: UIWindow?
    var pushToken: String?
    private var backgroundCompletion: (() -> Void)?

    func application(_ application: UIApplication,
                     didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        #if canImport(BeaconCrashReportingKit)
        CrashReporter.start()
        #endif
        application.registerForRemoteNotifications()
        return true
    }

    func application(_ application: UIApplication, didRegisterForRemoteNotificationsWithDeviceToken deviceToken: Data) {
        pushToken = deviceToken.map { String(format: "%02x", $0) }.joined()
    }

    func application(_ application: UIApplication, didFailToRegisterForRemoteNotificationsWithError error: Error) {
        pushToken = nil
        log("push registration failed: \(error)")
    }

    #if canImport(BackgroundTasks)
    func application(_ application: UIApplication, handleEventsForBackgroundURLSession identifier: String,
                     completionHandler: @escaping () -> Void) {
        backgroundCompletion = completionHandler
        log("background session \(identifier)")
    }
    #endif

    #if DEBUG
    func applicationDidReceiveMemoryWarning(_ application: UIApplication) {
        log("memory warning")
    }
    #endif

    private func log(_ message: String) {
        print("Beacon: \(message)")
    }
}
