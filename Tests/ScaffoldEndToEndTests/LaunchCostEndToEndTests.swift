import XCTest

/// `signposts:`, `after:` and `phase: deferred` as an app relies on them (scenario `LaunchCost` of
/// `EndToEndScenarios`): the app's own spy leaves see the order and the deferral, the debug launch report has each
/// leaf's share slowest first, and the generated tests pass, on the stand-ins in Swift 6 and 5; the scenario compiles
/// against the iOS SDK (`IOSSDKEndToEndTests`).
final class LaunchCostEndToEndTests: XCTestCase {
    func testOrderDeferralAndTheLaunchReportHoldInSwift6AndSwift5() throws {
        for (mode, output) in try assertPassesOnStandIns("LaunchCost") {
            for test in ["LaunchCostUsageTests.testTheLaunchRunsInOrderAndTheDeferredWorkOnceAtTheFirstActivation",
                         "LaunchCostUsageTests.testTheLaunchReportHasEveryLeafOfTheLaunchSlowestFirst",
                         "AppDelegateLaunchCostTests."
                            + "testDeferredLaunchWorkRunsOnceInOrderWhenTheAppFirstBecomesActiveAndNotDuringLaunch",
                         "AppDelegateLaunchCostTests.testTheLaunchReportHasEachLeafsShareOfLaunchSlowestFirst",
                         "AppDelegateForwardingTests."
                            + "test_applicationDidFinishLaunchingWithOptions_callsEveryLeafInManifestOrder",
                         "AppDelegateLaunchTests.testLaunchRunsTheCommandsInManifestOrderBeforeTheComponents"] {
                XCTAssertTrue(output.contains("'\(test)' passed"), "\(mode): \(test) did not pass:\n\(output.suffix(3000))")
            }
        }
    }

    /// The forwarders call the leaves through measured stand-ins in `after:` order; the deferred leaf is not called
    /// during launch; the signposts compile away where `os` is missing.
    func testTheGeneratedCompositeMeasuresOrdersAndDefers() throws {
        let scenario = try EndToEndScenarios.scenario("LaunchCost")
        let generated = "Sources/LaunchCost/AppDelegate/Generated/"
        let composite = try scenario.read(generated + "AppDelegate.swift")
        XCTAssertTrue(composite.contains("return [measured(targets.crashComponent, \"CrashComponent "
            + "application(_:didFinishLaunchingWithOptions:)\"), measured(targets.analyticsComponent, "
            + "\"AnalyticsComponent application(_:didFinishLaunchingWithOptions:)\")]"), composite)
        XCTAssertTrue(composite.contains("deferLaunchWork { [weak self] in\n            guard let self else { return }\n"
            + "            _ = [measured(targets.heavyComponent"),
                      composite)
        let support = try scenario.read(generated + "AppDelegateLaunchCost.swift")
        XCTAssertTrue(support.contains("#if canImport(os)\nimport os\n#endif"), support)
        let tests = try scenario.read("Tests/LaunchCostTests/AppDelegate/AppDelegateLaunchCostTests.swift")
        XCTAssertTrue(tests.contains("[\"laterCommand\", \"heavyComponent\", \"loggingListener\"]"), tests)
    }
}
