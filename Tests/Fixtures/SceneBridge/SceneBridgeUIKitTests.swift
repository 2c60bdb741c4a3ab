// Drives the `Scenes` end-to-end scenario's scene bridge (SceneBridgeEndToEndTests, copied into its tests) through
// UIKit's own scene entry points, two scenes with a delegate each, cold and warm launches: AppDelegate's leaves must
// see exactly the app-wide calls UIKit made before scenes. Scene objects have no public initialiser on iOS, so this
// stays in scaffold's suite: it builds where the stand-ins' UIKitTestSupport makes them (empty against the SDK).
#if canImport(UIKitTestSupport)
import CloudKit
import Foundation
import UIKit
import UIKitTestSupport
import XCTest
@testable import Scenes

/// The bridged calls the spy leaves received, in order: `leaf event detail`.
@MainActor
private final class BridgeLog {
    var entries: [String] = []
}

/// An object a leaf hands to the restoration handler: records the activities it is asked to restore.
@MainActor
private final class RestorableSpy: UIResponder {
    var restored: [String] = []

    override func restoreUserActivityState(_ userActivity: NSUserActivity) {
        restored.append(userActivity.activityType)
    }
}

/// A leaf of AppDelegate that records the bridged calls it receives and takes every URL, activity and shortcut.
@MainActor
private final class BridgeSpy: AppDelegateComponent {
    let name: String
    let log: BridgeLog
    let restorable = RestorableSpy()

    init(_ name: String, log: BridgeLog) {
        self.name = name
        self.log = log
    }

    private func record(_ event: String, _ detail: String = "") {
        log.entries.append("\(name) \(event)" + (detail.isEmpty ? "" : " \(detail)"))
    }

    func applicationDidBecomeActive(_ application: UIApplication) {
        record("didBecomeActive")
    }

    func applicationWillResignActive(_ application: UIApplication) {
        record("willResignActive")
    }

    func applicationWillEnterForeground(_ application: UIApplication) {
        record("willEnterForeground")
    }

    func applicationDidEnterBackground(_ application: UIApplication) {
        record("didEnterBackground")
    }

    func application(_ app: UIApplication, open url: URL, options: [UIApplication.OpenURLOptionsKey: Any]) -> Bool {
        let source = options[.sourceApplication] as? String ?? "-"
        let annotation = options[.annotation] as? String ?? "-"
        let inPlace = options[.openInPlace] as? Bool ?? false
        record("openURL", "\(url.absoluteString) \(source) \(annotation) \(inPlace)")
        return false
    }

    func application(_ application: UIApplication, willContinueUserActivityWithType userActivityType: String) -> Bool {
        record("willContinue", userActivityType)
        return true
    }

    func application(_ application: UIApplication, continue userActivity: NSUserActivity,
                     restorationHandler: @escaping ([any UIUserActivityRestoring]?) -> Void) -> Bool {
        record("continue", userActivity.activityType)
        restorationHandler([restorable])
        return true
    }

    func application(_ application: UIApplication, didFailToContinueUserActivityWithType userActivityType: String,
                     error: any Error) {
        record("didFailToContinue", userActivityType)
    }

    func application(_ application: UIApplication, didUpdate userActivity: NSUserActivity) {
        record("didUpdate", userActivity.activityType)
    }

    func application(_ application: UIApplication, performActionFor shortcutItem: UIApplicationShortcutItem,
                     completionHandler: @escaping (Bool) -> Void) {
        record("performAction", shortcutItem.type)
        completionHandler(true)
    }

    func application(_ application: UIApplication,
                     userDidAcceptCloudKitShareWith cloudKitShareMetadata: CKShare.Metadata) {
        record("cloudKitShare", cloudKitShareMetadata.containerIdentifier)
    }

    func application(_ application: UIApplication, configurationForConnecting connectingSceneSession: UISceneSession,
                     options: UIScene.ConnectionOptions) -> UISceneConfiguration? {
        record("configuration", connectingSceneSession.role.rawValue)
        return UISceneConfiguration(name: "\(name) display", sessionRole: connectingSceneSession.role)
    }
}

/// The app composite with spy leaves, installed as UIKit's app delegate, and a scene delegate per scene.
@MainActor
private final class BridgeHarness {
    let log = BridgeLog()
    let app: AppDelegate
    let spies: [BridgeSpy]
    let first = makeWindowScene()
    let second = makeWindowScene()
    /// UIKit gives every scene its own delegate.
    let firstDelegate = SceneDelegate()
    let secondDelegate = SceneDelegate()

    init() {
        let log = self.log
        let spies = ["lifecycleComponent", "deepLinksComponent", "shortcutsComponent"].map { BridgeSpy($0, log: log) }
        self.spies = spies
        app = AppDelegate(lifecycleComponent: spies[0], deepLinksComponent: spies[1], shortcutsComponent: spies[2])
        UIApplication.shared.delegate = app
    }

    /// As UIKit does: the scene's delegate is set before it hears of the connection.
    func connect(_ scene: UIWindowScene, options: UIScene.ConnectionOptions? = nil) {
        scene.delegate = delegate(of: scene)
        delegate(of: scene).scene(scene, willConnectTo: scene.session, options: options ?? makeConnectionOptions())
    }

    func delegate(of scene: UIWindowScene) -> SceneDelegate {
        scene === first ? firstDelegate : secondDelegate
    }

    /// What the log must hold: for each event, in order, one entry per leaf listing its method, in manifest order.
    static func expected(_ events: [(String, String)]) -> [String] {
        let listing: [String: [String]] = [
            "didBecomeActive": ["lifecycleComponent", "shortcutsComponent"], "willResignActive": ["lifecycleComponent"],
            "willEnterForeground": ["lifecycleComponent"], "didEnterBackground": ["lifecycleComponent"],
            "openURL": ["deepLinksComponent"], "willContinue": ["deepLinksComponent"],
            "continue": ["deepLinksComponent"], "didFailToContinue": ["deepLinksComponent"],
            "didUpdate": ["deepLinksComponent"],
            "performAction": ["shortcutsComponent"], "cloudKitShare": ["shortcutsComponent"],
        ]
        return events.flatMap { event, detail in
            (listing[event] ?? []).map { "\($0) \(event)" + (detail.isEmpty ? "" : " \(detail)") }
        }
    }
}

final class SceneBridgeUIKitTests: XCTestCase {
    func testTwoScenesGiveTheAppWideLifeCycleOnceAndNoForegroundAtLaunch() async {
        let (log, expected) = await Self.lifeCycle()
        XCTAssertEqual(log, expected)
    }

    @MainActor
    private static func lifeCycle() -> ([String], [String]) {
        let bridge = BridgeHarness()
        bridge.connect(bridge.first)
        bridge.firstDelegate.sceneWillEnterForeground(bridge.first)
        bridge.firstDelegate.sceneDidBecomeActive(bridge.first)
        bridge.connect(bridge.second)
        bridge.secondDelegate.sceneWillEnterForeground(bridge.second)
        bridge.secondDelegate.sceneDidBecomeActive(bridge.second)
        bridge.firstDelegate.sceneWillResignActive(bridge.first)
        bridge.secondDelegate.sceneWillResignActive(bridge.second)
        bridge.firstDelegate.sceneDidEnterBackground(bridge.first)
        bridge.secondDelegate.sceneDidEnterBackground(bridge.second)
        bridge.secondDelegate.sceneWillEnterForeground(bridge.second)
        bridge.secondDelegate.sceneDidBecomeActive(bridge.second)
        bridge.firstDelegate.sceneDidDisconnect(bridge.first)
        bridge.secondDelegate.sceneWillResignActive(bridge.second)
        return (bridge.log.entries, BridgeHarness.expected([
            ("didBecomeActive", ""), ("willResignActive", ""), ("didEnterBackground", ""),
            ("willEnterForeground", ""), ("didBecomeActive", ""), ("willResignActive", ""),
        ]))
    }

    func testURLsOfAColdAndAWarmLaunchReachOpenURLOnceEachWithTheirOptions() async {
        let (log, expected) = await Self.urls()
        XCTAssertEqual(log, expected)
    }

    @MainActor
    private static func urls() -> ([String], [String]) {
        let bridge = BridgeHarness()
        let cold = makeOpenURLContext(url: URL(string: "app://cold")!, sourceApplication: "com.example.mail",
                                      annotation: "note", openInPlace: true)
        bridge.connect(bridge.first, options: makeConnectionOptions(urlContexts: [cold]))
        bridge.connect(bridge.second)
        bridge.secondDelegate.scene(bridge.second, openURLContexts: [
            makeOpenURLContext(url: URL(string: "app://warm/b")!),
            makeOpenURLContext(url: URL(string: "app://warm/a")!, sourceApplication: "com.example.safari"),
        ])
        return (bridge.log.entries, BridgeHarness.expected([
            ("openURL", "app://cold com.example.mail note true"),
            ("openURL", "app://warm/a com.example.safari - false"),
            ("openURL", "app://warm/b - - false"),
        ]))
    }

    func testUserActivitiesReachTheirAppDelegateCounterpartsAndRestorableObjectsAreRestored() async {
        let (log, expected, restored, restoredExpected) = await Self.userActivities()
        XCTAssertEqual(log, expected)
        XCTAssertEqual(restored, restoredExpected)
    }

    @MainActor
    private static func userActivities() -> ([String], [String], [String], [String]) {
        let bridge = BridgeHarness()
        let handoff = NSUserActivity(activityType: "com.example.handoff")
        bridge.connect(bridge.first, options: makeConnectionOptions(userActivities: [handoff]))
        bridge.connect(bridge.second)
        let search = NSUserActivity(activityType: "com.example.search")
        bridge.secondDelegate.scene(bridge.second, willContinueUserActivityWithType: "com.example.search")
        bridge.secondDelegate.scene(bridge.second, continue: search)
        bridge.secondDelegate.scene(bridge.second, didFailToContinueUserActivityWithType: "com.example.lost",
                                    error: CocoaError(.userCancelled))
        bridge.secondDelegate.scene(bridge.second, didUpdate: search)
        let expected = BridgeHarness.expected([
            ("willContinue", "com.example.handoff"), ("continue", "com.example.handoff"),
            ("willContinue", "com.example.search"), ("continue", "com.example.search"),
            ("didFailToContinue", "com.example.lost"), ("didUpdate", "com.example.search"),
        ])
        let restored = bridge.spies.flatMap(\.restorable.restored)
        let continuing = Set(BridgeHarness.expected([("continue", "")]).map { $0.components(separatedBy: " ")[0] })
        let restoredExpected = bridge.spies.filter { continuing.contains($0.name) }
            .flatMap { _ in ["com.example.handoff", "com.example.search"] }
        return (bridge.log.entries, expected, restored, restoredExpected)
    }

    func testShortcutItemsReachPerformActionAndTheCompletionIsCalledOnce() async {
        let (log, expected, answers) = await Self.shortcuts()
        XCTAssertEqual(log, expected)
        XCTAssertEqual(answers, [true])
    }

    /// Leaves named by the async form (`application(_:performActionFor:)`) answer in a task: waits for them.
    @MainActor
    private static func shortcuts() async -> ([String], [String], [Bool]) {
        let bridge = BridgeHarness()
        let launch = UIApplicationShortcutItem(type: "com.example.compose", localizedTitle: "Compose")
        bridge.connect(bridge.first, options: makeConnectionOptions(shortcutItem: launch))
        bridge.connect(bridge.second)
        let answers = BridgeLog()
        let item = UIApplicationShortcutItem(type: "com.example.search", localizedTitle: "Search")
        bridge.secondDelegate.windowScene(bridge.second, performActionFor: item) { answers.entries.append("\($0)") }
        let expected = BridgeHarness.expected([
            ("performAction", "com.example.compose"), ("performAction", "com.example.search"),
        ])
        for _ in 0..<2_500 where answers.entries.isEmpty || bridge.log.entries.count < expected.count {
            try? await Task.sleep(nanoseconds: 2_000_000)
        }
        // A second call of the completion would arrive now.
        try? await Task.sleep(nanoseconds: 20_000_000)
        return (bridge.log.entries, expected, answers.entries.map { $0 == "true" })
    }

    func testCloudKitSharesOfAColdAndAWarmLaunchReachTheAppDelegate() async {
        let (log, expected) = await Self.cloudKitShares()
        XCTAssertEqual(log, expected)
    }

    @MainActor
    private static func cloudKitShares() -> ([String], [String]) {
        let bridge = BridgeHarness()
        bridge.connect(bridge.first, options: makeConnectionOptions(
            cloudKitShareMetadata: makeShareMetadata(containerIdentifier: "iCloud.cold")))
        bridge.connect(bridge.second)
        bridge.secondDelegate.windowScene(
            bridge.second, userDidAcceptCloudKitShareWith: makeShareMetadata(containerIdentifier: "iCloud.warm"))
        return (bridge.log.entries,
                BridgeHarness.expected([("cloudKitShare", "iCloud.cold"), ("cloudKitShare", "iCloud.warm")]))
    }

    func testTheLeavesWindowGoesToTheFirstWindowSceneAndTheSecondIsReported() async {
        let (attachedToFirst, isKey, withoutWindow) = await Self.window()
        XCTAssertTrue(attachedToFirst)
        XCTAssertTrue(isKey)
        XCTAssertEqual(withoutWindow, 1)
    }

    @MainActor
    private static func window() -> (Bool, Bool, Int) {
        let bridge = BridgeHarness()
        let window = UIWindow(frame: .zero)
        bridge.app.window = window
        bridge.connect(bridge.first)
        bridge.connect(bridge.second)
        return (window.windowScene === bridge.first, window.isKeyWindow, bridge.app.sceneLifecycle.scenesWithoutWindow)
    }

    func testEachSceneDelegatesWindowIsTheWindowInItsScene() async {
        let (first, second, storyboard) = await Self.sceneDelegateWindows()
        XCTAssertTrue(first, "the app's window, which the bridge put in the first scene")
        XCTAssertTrue(second, "no window in the second scene")
        XCTAssertTrue(storyboard, "a window UIKit set (a scene storyboard's) stays")
    }

    @MainActor
    private static func sceneDelegateWindows() -> (Bool, Bool, Bool) {
        let bridge = BridgeHarness()
        let window = UIWindow(frame: .zero)
        bridge.app.window = window
        bridge.connect(bridge.first)
        bridge.connect(bridge.second)
        let other = BridgeHarness()
        let storyboardWindow = UIWindow(frame: .zero)
        other.firstDelegate.window = storyboardWindow
        other.app.window = UIWindow(frame: .zero)
        other.connect(other.first)
        return (bridge.firstDelegate.window === window, bridge.secondDelegate.window == nil,
                other.firstDelegate.window === storyboardWindow)
    }

    func testEverySceneIsConfiguredWithTheBridge() async {
        let (name, isBridge, _) = await Self.configuration()
        XCTAssertEqual(name, "Default Configuration")
        XCTAssertTrue(isBridge)
    }

    /// The leaf listing the scene configuration is asked for an external display, never for the app's windows.
    func testAnotherRoleIsConfiguredByTheLeafListingTheMethodAndTheAppsWindowsByTheBridge() async {
        let (name, isBridge, log) = await Self.configuration(role: .windowExternalDisplayNonInteractive)
        XCTAssertEqual(name, "shortcutsComponent display")
        XCTAssertFalse(isBridge)
        XCTAssertEqual(log, ["shortcutsComponent configuration UIWindowSceneSessionRoleExternalDisplayNonInteractive"])
        let (_, _, windowLog) = await Self.configuration()
        XCTAssertEqual(windowLog, [], "the leaves are not asked for a window scene")
    }

    @MainActor
    private static func configuration(role: UISceneSession.Role = .windowApplication) -> (String?, Bool, [String]) {
        let bridge = BridgeHarness()
        let configuration = bridge.app.application(UIApplication.shared,
                                                   configurationForConnecting: makeSceneSession(role: role),
                                                   options: makeConnectionOptions())
        return (configuration.name, configuration.delegateClass.map { $0 == SceneDelegate.self } ?? false,
                bridge.log.entries)
    }
}
#endif
