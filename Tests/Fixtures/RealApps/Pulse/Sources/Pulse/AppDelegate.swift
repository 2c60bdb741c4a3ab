import Combine
import UIKit

/// What the app tells the rest of the UI.
enum AppEvent {
    case becameActive
    case resignedActive
    case configLoaded(version: Int)
}

final class AppDelegate: NSObject, UIApplicationDelegate, ObservableObject {
    @Published var isActive = false
    @Published private(set) var configVersion: Int = 0

    let events = PassthroughSubject<AppEvent, Never>()
    let repository = ConfigRepository()
    var launchCount = 0
    private var pending: [String: Int] = [:]

    func application(_ application: UIApplication,
                     didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]? = nil) -> Bool {
        launchCount += 1
        configVersion = repository.load()
        events.send(.configLoaded(version: configVersion))
        return true
    }

    func applicationDidBecomeActive(_ application: UIApplication) {
        isActive = true
        events.send(.becameActive)
    }

    func applicationWillResignActive(_ application: UIApplication) {
        isActive = false
        pending["resign", default: 0] += 1
        events.send(.resignedActive)
    }
}
