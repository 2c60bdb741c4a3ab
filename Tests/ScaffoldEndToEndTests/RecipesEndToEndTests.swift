import Foundation
import XCTest

/// The three recipes together, as a new user meets them: `init --example` mixes components, a launch command and
/// a lifecycle listener; more of each are added (scenario `Recipes` of `EndToEndScenarios`); the generated app
/// delegate builds against the stand-ins and its generated tests (launch order, mediator, forwarding) pass in
/// Swift 6 and Swift 5 modes.
final class RecipesEndToEndTests: XCTestCase {
    @discardableResult
    private func succeed(_ arguments: [String], in folder: URL, file: StaticString = #filePath, line: UInt = #line)
        throws -> ProcessResult
    {
        let result = try ProcessRunner.run(TestPaths.scaffold, arguments + ["--no-color"], in: folder)
        XCTAssertEqual(result.status, 0, "scaffold \(arguments): \(result.stderr)\(result.stdout)",
                       file: file, line: line)
        return result
    }

    func testComponentsCommandsAndListenersMakeOneAppDelegateThatBuildsAndRunsInSwift6AndSwift5() throws {
        let scenario = try EndToEndScenarios.scenario("Recipes")
        let generated = "Sources/Recipes/AppDelegate/Generated/"
        let composite = try scenario.read(generated + "AppDelegate.swift")
        XCTAssertTrue(composite.contains("runLaunchCommands(AppDelegateLaunch(application: application, "
            + "launchOptions: launchOptions, makeKeyWindow: { self.keyWindowForLaunch() }))"), composite)
        XCTAssertTrue(composite.contains("mediator = AppDelegateMediator.makeDefault(leaves: leaves)"), composite)
        let builder = try scenario.read(generated + "AppDelegateCommandsBuilder.swift")
        let commands = "leaves.makeThirdPartiesCommand(launch: launch),\n            "
            + "leaves.makeAppearanceCommand(launch: launch),"
        XCTAssertTrue(builder.contains(commands), builder)

        for (mode, output) in try assertPassesOnStandIns("Recipes") {
            for test in ["AppDelegateLaunchTests.testLaunchRunsTheCommandsInManifestOrderBeforeTheComponents",
                         "AppDelegateMediatorTests."
                            + "testEachNotificationReachesTheListenersThatAskedForItInManifestOrder",
                         "AppDelegateMediatorTests.testAMediatorThatWentAwayObservesNothing",
                         "AppDelegateLaunchTests."
                            + "testWithoutAWindowTheKeyWindowACommandAsksForBecomesTheWindowMadeKeyAndVisible",
                         "AppDelegateLaunchTests.testNoWindowIsMadeWhenNoCommandAsksForOne",
                         "AppearanceCommandTests.testTheCommandExecutes",
                         "MemoryWatchListenerTests.testANewListenerHearsItsEvents"] {
                XCTAssertTrue(output.contains("'\(test)' passed"), "\(test) did not pass (\(mode))")
            }
        }

        let launchTests = try scenario.read("Tests/RecipesTests/AppDelegate/AppDelegateLaunchTests.swift")
        XCTAssertTrue(launchTests.contains("XCTAssertEqual(entries, [\"thirdPartiesCommand\", \"appearanceCommand\", "
            + "\"pushNotificationsComponent\", \"backgroundFetchComponent\", \"analyticsListener\", "
            + "\"loggingListener\"])"),
            launchTests)
    }

    func testRemovingTheLastCommandAndListenerDeletesTheirGeneratedFilesButNotTheUsersOnes() throws {
        let root = try TestPaths.temporaryFolder("recipes-remove")
        defer { try? FileManager.default.removeItem(at: root) }
        try succeed(["init", "--example", "--module", "App"], in: root)
        try succeed(["remove", "command", "ThirdParties"], in: root)
        try succeed(["remove", "listener", "Analytics"], in: root)
        let generated = root.appendingPathComponent("Sources/App/AppDelegate/Generated")
        for file in ["AppDelegateCommand.swift", "AppDelegateCommandsBuilder.swift", "AppDelegateMediator.swift",
                     "AppDelegateListener.swift"] {
            XCTAssertFalse(FileManager.default.fileExists(atPath: generated.appendingPathComponent(file).path), file)
        }
        let components = root.appendingPathComponent("Sources/App/AppDelegate/Components")
        XCTAssertTrue(FileManager.default.fileExists(atPath: components.appendingPathComponent(
            "ThirdPartiesCommand.swift").path))
        let composite = try String(contentsOf: generated.appendingPathComponent("AppDelegate.swift"), encoding: .utf8)
        XCTAssertFalse(composite.contains("mediator"), composite)
        XCTAssertFalse(composite.contains("makeLaunchCommands"), composite)
    }
}
