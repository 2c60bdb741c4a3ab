import UIKit

@main
final class AppDelegate: UIResponder, UIApplicationDelegate {
    static let defaultTempo = 120

    var window: UIWindow?
    private let session: PracticeSession = PracticeSession()
    private var token: String?

    func application(_ application: UIApplication,
                     didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        session.tempo = Self.defaultTempo
        logState(of: application)
        return true
    }

    func application(_ application: UIApplication, didRegisterForRemoteNotificationsWithDeviceToken deviceToken: Data) {
        let token = deviceToken.map { String(format: "%02x", $0) }.joined()
        print("Metronome: token \(token)")
    }

    func application(_ application: UIApplication, didReceiveRemoteNotification userInfo: [AnyHashable: Any],
                     fetchCompletionHandler completionHandler: @escaping (UIBackgroundFetchResult) -> Void) {
        let session = userInfo["session"] as? String
        completionHandler(session == nil ? .noData : .newData)
    }

    func applicationWillTerminate(_ application: UIApplication) {
        session.stop()
        token = nil
    }

    private func logState(of application: UIApplication) {
        print("Metronome: state \(application.applicationState.rawValue), tempo \(session.tempo)")
    }
}
