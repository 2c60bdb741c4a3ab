import UIKit

@main
class AppDelegate: UIResponder, UIApplicationDelegate {
    var window: UIWindow?
    let player = Player()
    @objc dynamic var isPlaying = false
    var downloadCount: Int = 0

    #if DEBUG
    var debugOverlayEnabled = true
    #else
    var debugOverlayEnabled = false
    #endif

    func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        window = UIWindow()
        window?.rootViewController = UIViewController()
        window?.makeKeyAndVisible()
        configureAppearance()
        return true
    }

    func applicationDidBecomeActive(_ application: UIApplication) {
        player.resumeIfNeeded()
    }

    func application(_ application: UIApplication, supportedInterfaceOrientationsFor window: UIWindow?) -> UIInterfaceOrientationMask {
        player.isFullScreen ? .allButUpsideDown : .portrait
    }

    /// Called by the mini player's button through `#selector(AppDelegate.togglePlayback)`.
    @objc func togglePlayback() {
        isPlaying.toggle()
    }

    @objc(openEpisodeWithIdentifier:)
    func openEpisode(identifier: String) {
        player.load(identifier)
    }

    override func restoreUserActivityState(_ activity: NSUserActivity) {
        super.restoreUserActivityState(activity)
    }

    #if DEBUG
    func dumpState() -> String {
        "playing: \(isPlaying), downloads: \(downloadCount)"
    }
    #endif
}
