import Foundation
import XCTest

/// `scenes: SceneDelegate` (issue 16, TN3187), the `Scenes` scenario: the generated scene delegate builds against
/// the stand-ins and its generated tests, which drive it through UIKit's scene entry points with two scenes, pass
/// in Swift 6 and 5; the same output compiles against the real iOS SDK in every language setting, with no warning.
final class SceneBridgeEndToEndTests: XCTestCase {
    private let bridgeTests = [
        "testTwoScenesGiveTheAppWideLifeCycleOnceAndNoForegroundAtLaunch",
        "testURLsOfAColdAndAWarmLaunchReachOpenURLOnceEachWithTheirOptions",
        "testUserActivitiesReachTheirAppDelegateCounterpartsAndRestorableObjectsAreRestored",
        "testShortcutItemsReachPerformActionAndTheCompletionIsCalledOnce",
        "testCloudKitSharesOfAColdAndAWarmLaunchReachTheAppDelegate",
        "testTheLeavesWindowGoesToTheFirstWindowSceneAndTheSecondIsReported",
        "testEverySceneIsConfiguredWithTheBridge",
    ]

    func testTheSceneBridgeBuildsAndItsTestsPassOnTheStandInsInSwift6AndSwift5() throws {
        let scenario = try EndToEndScenarios.scenario("Scenes")
        let sceneDelegate = try scenario.read("Sources/Scenes/Generated/SceneDelegate.swift")
        let oneDelegate = "[targets.sceneUIComponent, targets.appDelegateBridgeComponent].sceneDidBecomeActive(scene)"
        XCTAssertTrue(sceneDelegate.contains(oneDelegate),
                      "one scene delegate: its own leaf first, then the bridge\n\(sceneDelegate)")
        for (mode, output) in try assertPassesOnStandIns("Scenes") {
            for test in bridgeTests {
                XCTAssertTrue(output.contains("'AppDelegateSceneBridgeTests.\(test)' passed"),
                              "\(test) did not pass (\(mode))")
            }
        }
    }

    func testTheSceneBridgeCompilesAgainstTheIOSSDKInEveryLanguageSetting() throws {
        try assertCompilesAgainstIOSSDK("Scenes")
    }
}
