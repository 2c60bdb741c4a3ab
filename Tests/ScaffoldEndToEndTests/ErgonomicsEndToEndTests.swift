import XCTest

/// The composite's ergonomics as an app uses them (scenario `Ergonomics` of `EndToEndScenarios`): typed leaves,
/// leaves built by the user's factory, the key window for launch commands, the notification delegate installed.
final class ErgonomicsEndToEndTests: XCTestCase {
    func testTheAppsOwnTestsOfTheErgonomicsPassInSwift6AndSwift5() throws {
        for (mode, output) in try assertPassesOnStandIns("Ergonomics") {
            for test in ["testTheCompositeHoldsEachLeafByItsOwnType", "testInitBuildsTheLeavesWithTheUsersFactory",
                         "testAFactoryOfOnesOwnBuildsTheLeaves", "testALaterComponentIsBuiltByItsDefault",
                         "testLeavesOfEveryKindShareTheFactorysDependencies",
                         "testLaunchInstallsTheNotificationDelegateAndKeepsItAlive",
                         "testTheLaunchCommandGetsTheKeyWindow"] {
                XCTAssertTrue(output.contains(".\(test)' passed"),
                              "\(mode): \(test) did not pass:\n\(output.suffix(3000))")
            }
        }
    }

    func testTheUsersFactoryFileIsKeptAndItsLeavesGetNoDefault() throws {
        let scenario = try EndToEndScenarios.scenario("Ergonomics")
        let factory = try scenario.read("Sources/Ergonomics/AppDelegate/Generated/AppDelegateLeafFactory.swift")
        XCTAssertTrue(factory.contains("func makePushComponent() -> PushComponent\n"), factory)
        XCTAssertFalse(factory.contains("        PushComponent()\n"),
                       "the user builds the push leaf: no default\n\(factory)")
        XCTAssertTrue(factory.contains("LaterComponent()"), factory)
        let leaves = try scenario.read("Sources/Ergonomics/AppDelegate/Components/AppDelegateLeaves.swift")
        XCTAssertEqual(leaves, ErgonomicsFiles.leaves)
    }
}
