// The stand-in's default implementations answer like iOS does for a delegate that does not implement
// an optional method.
import CloudKit
import Intents
import UIKit
import UIKitTestSupport
import UserNotifications
import XCTest

/// Implements nothing: every answer comes from the stand-in's defaults.
private final class BareAppDelegate: NSObject, UIApplicationDelegate {}

private final class BareSceneDelegate: NSObject, UIWindowSceneDelegate {}

private final class BareNotificationDelegate: NSObject, UNUserNotificationCenterDelegate {}

final class DefaultsTests: XCTestCase {
    func testAppDelegateDefaultsAreNeutral() async throws {
        let url = try XCTUnwrap(URL(string: "consumer://x"))
        await MainActor.run {
            let delegate = BareAppDelegate()
            let app = UIApplication.shared
            XCTAssertNil(delegate.window)
            delegate.window = UIWindow()
            XCTAssertNil(delegate.window, "the default window property stores nothing")
            XCTAssertTrue(delegate.application(app, willFinishLaunchingWithOptions: nil))
            XCTAssertTrue(delegate.application(app, didFinishLaunchingWithOptions: nil))
            XCTAssertFalse(delegate.application(app, open: url, options: [:]))
            XCTAssertNil(delegate.application(app, handlerFor: INIntent()))
            XCTAssertEqual(delegate.application(app, supportedInterfaceOrientationsFor: nil), .allButUpsideDown)
            XCTAssertTrue(delegate.application(app, shouldAllowExtensionPointIdentifier: .keyboard))
            XCTAssertTrue(delegate.applicationShouldAutomaticallyLocalizeKeyCommands(app))
            let session = makeSceneSession(role: .windowExternalDisplayNonInteractive)
            let configuration = delegate.application(
                app,
                configurationForConnecting: session,
                options: makeConnectionOptions()
            )
            XCTAssertEqual(configuration.role, .windowExternalDisplayNonInteractive)
            var calls: [UIBackgroundFetchResult] = []
            delegate.application(app, didReceiveRemoteNotification: [:]) { calls.append($0) }
            XCTAssertEqual(calls, [.noData])
            var shortcutAnswers: [Bool] = []
            let item = UIApplicationShortcutItem(type: "t", localizedTitle: "T")
            delegate.application(app, performActionFor: item) { shortcutAnswers.append($0) }
            XCTAssertEqual(shortcutAnswers, [false])
            var restorations = 0
            XCTAssertFalse(delegate.application(app, continue: NSUserActivity(activityType: "a")) { _ in
                restorations += 1
            })
            XCTAssertEqual(restorations, 0, "not continuing means the restoration handler is not called")
        }
    }

    func testSceneDelegateDefaultsAreNeutral() async {
        await MainActor.run {
            let delegate = BareSceneDelegate()
            let scene = makeWindowScene()
            delegate.scene(scene, willConnectTo: scene.session, options: makeConnectionOptions())
            XCTAssertNil(delegate.stateRestorationActivity(for: scene))
            XCTAssertNil(delegate.window)
            var answers: [Bool] = []
            let item = UIApplicationShortcutItem(type: "t", localizedTitle: "T")
            delegate.windowScene(scene, performActionFor: item) { answers.append($0) }
            XCTAssertEqual(answers, [false])
        }
    }

    func testNotificationDelegateDefaultsCompleteOnce() async {
        let delegate = BareNotificationDelegate()
        let center = UNUserNotificationCenter.current()
        let options = await withCheckedContinuation { continuation in
            delegate.userNotificationCenter(center, willPresent: makeNotification()) {
                continuation.resume(returning: $0)
            }
        }
        XCTAssertEqual(options, [])
        await withCheckedContinuation { continuation in
            delegate.userNotificationCenter(center, didReceive: makeNotificationResponse()) { continuation.resume() }
        }
    }
}
