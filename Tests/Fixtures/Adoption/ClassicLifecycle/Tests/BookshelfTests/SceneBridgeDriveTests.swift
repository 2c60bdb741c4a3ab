// Drives the adopted Bookshelf app, given `scenes: SceneDelegate`, through UIKit's scene entry points with two
// scenes, as UIKit would: the adopted leaf (the original AppDelegate's code) must see exactly the app-wide calls
// UIKit made before scenes. Built on the stand-ins by SceneBridgeAdoptedEndToEndTests (UIKitTestSupport makes the
// scenes and connection options UIKit makes itself; against the iOS SDK, which has no such factories, the file
// is empty).
#if canImport(UIKitTestSupport)
import Foundation
import UIKit
import UIKitTestSupport
import XCTest
@testable import Bookshelf

final class SceneBridgeDriveTests: XCTestCase {
    func testTheAdoptedLeafSeesTheAppWideCallsOfTwoScenesColdAndWarm() async {
        await Self.driveTwoScenes()
    }

    /// On the main actor, as UIKit calls: the test method itself is not (XCTest on Linux cannot run one that is).
    @MainActor
    private static func driveTwoScenes() {
        let app = AppDelegate()
        UIApplication.shared.delegate = app
        let first = makeWindowScene()
        let second = makeWindowScene()
        let firstDelegate = SceneDelegate()
        let secondDelegate = SceneDelegate()
        let configuration = app.application(UIApplication.shared, configurationForConnecting: first.session,
                                            options: makeConnectionOptions())
        XCTAssertTrue(configuration.delegateClass == SceneDelegate.self, "every scene is configured with the bridge")

        XCTAssertTrue(app.application(UIApplication.shared, didFinishLaunchingWithOptions: nil))
        XCTAssertNil(app.window?.windowScene, "the window is made without a scene at launch")
        // Cold launch: a URL, an activity and a quick action in the first scene's connection options.
        let reading = NSUserActivity(activityType: "com.example.bookshelf.reading")
        reading.title = "Middlemarch"
        let coldURL = makeOpenURLContext(url: URL(string: "bookshelf://book/dune")!,
                                         sourceApplication: "com.apple.mobilesafari")
        firstDelegate.scene(first, willConnectTo: first.session, options: makeConnectionOptions(
            urlContexts: [coldURL], userActivities: [reading],
            shortcutItem: UIApplicationShortcutItem(type: "search", localizedTitle: "Search")))
        firstDelegate.sceneWillEnterForeground(first)
        firstDelegate.sceneDidBecomeActive(first)
        XCTAssertTrue(app.window?.windowScene === first, "the leaf's window goes to the first window scene")
        XCTAssertEqual(app.window?.isKeyWindow, true)
        // A second scene comes and goes with the first still there; then both leave and the second comes back.
        secondDelegate.scene(second, willConnectTo: second.session, options: makeConnectionOptions())
        secondDelegate.sceneWillEnterForeground(second)
        secondDelegate.sceneDidBecomeActive(second)
        XCTAssertTrue(app.window?.windowScene === first, "the window stays in the first scene")
        XCTAssertEqual(app.sceneLifecycle.scenesWithoutWindow, 1, "the second window scene is reported")
        firstDelegate.sceneWillResignActive(first)
        firstDelegate.sceneDidEnterBackground(first)
        secondDelegate.sceneWillResignActive(second)
        secondDelegate.sceneDidEnterBackground(second)
        secondDelegate.sceneWillEnterForeground(second)
        secondDelegate.sceneDidBecomeActive(second)
        // Warm: two URLs, an activity and two quick actions reach the running app through the second scene.
        secondDelegate.scene(second, openURLContexts: [
            makeOpenURLContext(url: URL(string: "bookshelf://shelf")!),
            makeOpenURLContext(url: URL(string: "bookshelf://book/emma")!, sourceApplication: "com.example.mail"),
        ])
        secondDelegate.scene(second, continue: reading)
        var answers: [Bool] = []
        secondDelegate.windowScene(second, performActionFor: UIApplicationShortcutItem(type: "share",
                                                                                       localizedTitle: "Share")) {
            answers.append($0)
        }
        secondDelegate.windowScene(second, performActionFor: UIApplicationShortcutItem(type: "search",
                                                                                       localizedTitle: "Search")) {
            answers.append($0)
        }

        XCTAssertEqual(app.breadcrumbs, [
            "launch",
            "open bookshelf://book/dune from com.apple.mobilesafari",
            "continue com.example.bookshelf.reading",
            "shortcut search",
            "active",
            "resign",
            "background",
            "foreground",
            "active",
            "open bookshelf://book/emma from com.example.mail",
            "open bookshelf://shelf from -",
            "continue com.example.bookshelf.reading",
            "shortcut share",
            "shortcut search",
        ])
        XCTAssertEqual(answers, [false, true], "each quick action's completion is called once, with the leaf's answer")
        XCTAssertEqual(app.pendingBook, "Middlemarch")
    }
}
#endif
