// XCTest on Linux crashes on `@MainActor` test methods in Swift 6 mode, so every test is `async` and
// hops to the main actor for the UIKit work.
import CloudKit
import Intents
import UIKit
import UIKitTestSupport
import UserNotifications
import XCTest

@testable import ConsumerApp

final class AppDelegateTests: XCTestCase {
    func testLaunchRegistersForRemoteNotificationsAndSetsTheNotificationDelegate() async {
        await MainActor.run {
            let delegate = AppDelegate()
            XCTAssertTrue(delegate.application(UIApplication.shared, didFinishLaunchingWithOptions: nil))
            XCTAssertTrue(UIApplication.shared.isRegisteredForRemoteNotifications)
            XCTAssertTrue(UNUserNotificationCenter.current().delegate === delegate.notificationHandler)
            let launchedByPush: [UIApplication.LaunchOptionsKey: Any] = [.remoteNotification: ["aps": [:]]]
            XCTAssertFalse(delegate.application(UIApplication.shared, didFinishLaunchingWithOptions: launchedByPush))
        }
    }

    func testOpensOnlyItsOwnScheme() async throws {
        let own = try XCTUnwrap(URL(string: "consumer://item/1"))
        let other = try XCTUnwrap(URL(string: "https://example.com"))
        await MainActor.run {
            let delegate = AppDelegate()
            let options: [UIApplication.OpenURLOptionsKey: Any] = [.sourceApplication: "com.example.other"]
            XCTAssertTrue(delegate.application(UIApplication.shared, open: own, options: options))
            XCTAssertFalse(delegate.application(UIApplication.shared, open: other, options: [:]))
            XCTAssertEqual(delegate.openedURLs, [own])
        }
    }

    func testRemoteNotificationFetchCompletesWithItsResult() async {
        let result = await Self.fetchResult(userInfo: ["content-available": 1])
        XCTAssertEqual(result, .newData)
        let quiet = await Self.fetchResult(userInfo: [:])
        XCTAssertEqual(quiet, .noData)
    }

    func testContinuingAUserActivityHandsTheRootViewControllerToTheRestorationHandler() async {
        await MainActor.run {
            let delegate = AppDelegate()
            let root = UIViewController()
            delegate.window = UIWindow()
            delegate.window?.rootViewController = root
            var restored: [any UIUserActivityRestoring]?
            let activity = NSUserActivity(activityType: "com.example.consumer.browse")
            XCTAssertTrue(delegate.application(UIApplication.shared, continue: activity) { restored = $0 })
            XCTAssertTrue(restored?.first === root)
            let unknown = NSUserActivity(activityType: "com.example.unknown")
            XCTAssertFalse(delegate.application(UIApplication.shared, continue: unknown) { _ in })
        }
    }

    func testSceneConfigurationOrientationIntentAndCloudKitShare() async {
        await MainActor.run {
            let delegate = AppDelegate()
            let session = makeSceneSession()
            let configuration = delegate.application(
                UIApplication.shared,
                configurationForConnecting: session,
                options: makeConnectionOptions()
            )
            XCTAssertEqual(configuration.name, "Default")
            XCTAssertEqual(configuration.role, .windowApplication)
            XCTAssertTrue(configuration.delegateClass == SceneDelegate.self)
            XCTAssertEqual(
                delegate.application(UIApplication.shared, supportedInterfaceOrientationsFor: nil),
                .portrait
            )
            let intent = INIntent()
            XCTAssertNil(delegate.application(UIApplication.shared, handlerFor: intent))
            intent.identifier = "intent-1"
            XCTAssertNotNil(delegate.application(UIApplication.shared, handlerFor: intent))
            delegate.application(
                UIApplication.shared,
                userDidAcceptCloudKitShareWith: makeShareMetadata(containerIdentifier: "iCloud.consumer")
            )
            XCTAssertEqual(delegate.acceptedShareContainers, ["iCloud.consumer"])
        }
    }

    @MainActor
    private static func fetchResult(userInfo: [AnyHashable: Any]) async -> UIBackgroundFetchResult {
        let delegate = AppDelegate()
        return await withCheckedContinuation { continuation in
            delegate.application(UIApplication.shared, didReceiveRemoteNotification: userInfo) { result in
                continuation.resume(returning: result)
            }
        }
    }
}
