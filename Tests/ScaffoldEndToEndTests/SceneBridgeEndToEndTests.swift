import Foundation
import XCTest

/// `scenes: SceneDelegate` (issues 16 and 25), the `Scenes` scenario: the generated scene delegate builds against
/// the stand-ins; its generated tests (the bridge's decisions and the bridged methods reaching the leaves, with no
/// module the user lacks) and `SceneBridgeUIKitTests` (the bridge driven through UIKit's scene entry points with two
/// scenes) pass in Swift 6 and 5; the same output, generated tests included, compiles against the real iOS SDK in
/// every language setting, with no warning.
final class SceneBridgeEndToEndTests: XCTestCase {
    private let generatedTests = [
        "testTheFirstSceneActiveMakesTheAppActiveAndTheLastOneResigningMakesItResign",
        "testTheAppEntersTheBackgroundWhenNoSceneIsLeftAndComesBackWithTheFirstNeverAtLaunch",
        "testADisconnectedSceneNoLongerKeepsTheAppActive",
        "testTheAppsWindowGoesToTheFirstWindowSceneAndLaterOnesAreCounted",
        "testURLsAreDeliveredOnceEachInAStableOrderWithTheirOptions",
        "testAQuickActionsCompletionIsCalledOnceWithTheFirstAnswer",
        "testTwoScenesGiveTheLeavesTheAppWideLifeCycleOnceAndNoForegroundAtLaunch",
        "testURLsOfAColdAndAWarmLaunchReachOpenURLOnceEachWithTheirOptions",
        "testUserActivitiesReachTheirAppDelegateCounterpartsAndRestorableObjectsAreRestored",
        "testAQuickActionReachesPerformActionAndItsCompletionIsCalledOnce",
    ]
    private let uikitTests = [
        "testTwoScenesGiveTheAppWideLifeCycleOnceAndNoForegroundAtLaunch",
        "testURLsOfAColdAndAWarmLaunchReachOpenURLOnceEachWithTheirOptions",
        "testUserActivitiesReachTheirAppDelegateCounterpartsAndRestorableObjectsAreRestored",
        "testShortcutItemsReachPerformActionAndTheCompletionIsCalledOnce",
        "testCloudKitSharesOfAColdAndAWarmLaunchReachTheAppDelegate",
        "testTheLeavesWindowGoesToTheFirstWindowSceneAndTheSecondIsReported",
        "testEachSceneDelegatesWindowIsTheWindowInItsScene",
        "testEverySceneIsConfiguredWithTheBridge",
        "testAnotherRoleIsConfiguredByTheLeafListingTheMethodAndTheAppsWindowsByTheBridge",
    ]

    func testTheSceneBridgeBuildsAndItsTestsPassOnTheStandInsInSwift6AndSwift5() throws {
        let scenario = try EndToEndScenarios.scenario("Scenes")
        let generated = try scenario.read("Tests/ScenesTests/AppDelegateSceneBridgeTests.swift")
        XCTAssertFalse(generated.contains("UIKitTestSupport"), "the generated tests need no module the user lacks")
        let sceneDelegate = try scenario.read("Sources/Scenes/Generated/SceneDelegate.swift")
        let oneDelegate = "[targets.sceneUIComponent, targets.appDelegateBridgeComponent].sceneDidBecomeActive(scene)"
        XCTAssertTrue(sceneDelegate.contains(oneDelegate),
                      "one scene delegate: its own leaf first, then the bridge\n\(sceneDelegate)")
        for (mode, output) in try assertPassesOnStandIns("Scenes") {
            for test in generatedTests.map({ "AppDelegateSceneBridgeTests.\($0)" })
                + uikitTests.map({ "SceneBridgeUIKitTests.\($0)" }) {
                XCTAssertTrue(output.contains("'\(test)' passed"), "\(test) did not pass (\(mode))")
            }
        }
    }

    func testTheSceneBridgeCompilesAgainstTheIOSSDKInEveryLanguageSetting() throws {
        try assertCompilesAgainstIOSSDK("Scenes")
    }
}
