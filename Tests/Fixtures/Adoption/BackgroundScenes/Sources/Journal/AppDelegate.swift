import UIKit
import BackgroundTasks

final class AppDelegate: UIResponder, UIApplicationDelegate {
    static let refreshTaskIdentifier = "com.example.journal.refresh"

    let syncEngine = SyncEngine()
    private(set) var lastRefresh: Date?
    private var backgroundSessionCompletion: (() -> Void)?

    func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        _ = BGTaskScheduler.shared.register(forTaskWithIdentifier: Self.refreshTaskIdentifier, using: nil) { task in
            self.handleAppRefresh(task)
        }
        scheduleAppRefresh()
        return true
    }

    func application(_ application: UIApplication, configurationForConnecting connectingSceneSession: UISceneSession, options: UIScene.ConnectionOptions) -> UISceneConfiguration {
        let configuration = UISceneConfiguration(name: "Default Configuration", sessionRole: connectingSceneSession.role)
        configuration.delegateClass = SceneDelegate.self
        return configuration
    }

    func application(_ application: UIApplication, didDiscardSceneSessions sceneSessions: Set<UISceneSession>) {
        syncEngine.forget(sessions: sceneSessions.count)
    }

    /// Background URL sessions hand their completion to the app delegate; it is called when the transfer events
    /// were processed, possibly minutes later.
    func application(_ application: UIApplication, handleEventsForBackgroundURLSession identifier: String, completionHandler: @escaping () -> Void) {
        backgroundSessionCompletion = completionHandler
        syncEngine.resume(sessionIdentifier: identifier) { [weak self] in
            self?.backgroundSessionCompletion?()
            self?.backgroundSessionCompletion = nil
        }
    }

    func scheduleAppRefresh() {
        let request = BGAppRefreshTaskRequest(identifier: Self.refreshTaskIdentifier)
        request.earliestBeginDate = Date(timeIntervalSinceNow: 15 * 60)
        do {
            try BGTaskScheduler.shared.submit(request)
        } catch {
            print("Could not schedule app refresh: \(error)")
        }
    }

    private func handleAppRefresh(_ task: BGTask) {
        scheduleAppRefresh()
        task.expirationHandler = { [weak self] in self?.syncEngine.cancel() }
        syncEngine.sync { success in
            self.lastRefresh = Date()
            task.setTaskCompleted(success: success)
        }
    }

    @discardableResult
    func refreshNow(reason: String = "user", force: Bool = false) async throws -> Int {
        try await syncEngine.syncNow(force: force)
    }

    deinit {
        syncEngine.cancel()
    }
}
