// The scene delegate and the notification handler, and the SDK facts the generated code relies on.
import UIKit
import UIKitTestSupport
import UserNotifications
import XCTest

@testable import ConsumerApp

final class SceneAndNotificationTests: XCTestCase {
    func testConnectingASceneShowsAKeyWindowWithARootViewController() async {
        await MainActor.run {
            let delegate = SceneDelegate()
            let scene = makeWindowScene()
            delegate.scene(scene, willConnectTo: scene.session, options: makeConnectionOptions())
            XCTAssertTrue(delegate.window?.windowScene === scene)
            XCTAssertEqual(delegate.window?.isKeyWindow, true)
            XCTAssertNotNil(delegate.window?.rootViewController)
            delegate.sceneDidBecomeActive(scene)
            XCTAssertEqual(delegate.becameActiveCount, 1)
        }
    }

    func testShortcutItemsAnswerThroughTheCompletionHandler() async {
        await MainActor.run {
            let delegate = SceneDelegate()
            let scene = makeWindowScene()
            var answers: [Bool] = []
            let search = UIApplicationShortcutItem(type: "com.example.consumer.search", localizedTitle: "Search")
            let other = UIApplicationShortcutItem(type: "other", localizedTitle: "Other")
            delegate.windowScene(scene, performActionFor: search) { answers.append($0) }
            delegate.windowScene(scene, performActionFor: other) { answers.append($0) }
            XCTAssertEqual(answers, [true, false])
        }
    }

    func testNotificationHandlerCompletesFromAnyThread() async {
        let handler = NotificationHandler()
        let options = await withCheckedContinuation { continuation in
            DispatchQueue.global().async {
                // As iOS does: the centre and the notification come with the call, on the system's thread
                // (neither is Sendable, so neither is carried over from the test's thread).
                handler.userNotificationCenter(UNUserNotificationCenter.current(), willPresent: makeNotification()) {
                    continuation.resume(returning: $0)
                }
            }
        }
        XCTAssertEqual(options, [.banner, .sound])
        let response = makeNotificationResponse(actionIdentifier: "reply")
        await withCheckedContinuation { continuation in
            handler.userNotificationCenter(UNUserNotificationCenter.current(), didReceive: response) {
                continuation.resume()
            }
        }
        XCTAssertEqual(handler.actions, ["reply"])
    }

    func testNotificationNamesAreNonisolatedConstants() {
        // Read from a nonisolated, synchronous context: as on iOS, no main actor hop is needed.
        XCTAssertEqual(UIApplication.didBecomeActiveNotification.rawValue, "UIApplicationDidBecomeActiveNotification")
        XCTAssertNotEqual(UIApplication.willTerminateNotification, UIApplication.didEnterBackgroundNotification)
        XCTAssertEqual(UIInterfaceOrientationMask.allButUpsideDown, [.portrait, .landscape])
        XCTAssertEqual(UIInterfaceOrientationMask.all, [.allButUpsideDown, .portraitUpsideDown])
    }

    func testAuthorizationAndSettings() async throws {
        let center = UNUserNotificationCenter.current()
        let granted = try await center.requestAuthorization(options: [.alert, .badge, .sound])
        XCTAssertTrue(granted)
        let settings = await center.notificationSettings()
        XCTAssertEqual(settings.authorizationStatus, .authorized)
    }
}
