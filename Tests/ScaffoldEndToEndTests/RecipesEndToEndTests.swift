import Foundation
import XCTest

/// The three recipes together, as a new user meets them: `init --example` mixes components, a launch command and
/// a lifecycle listener; more of each are added; the generated app delegate builds against the stand-ins and its
/// generated tests (launch order, mediator, forwarding) pass in Swift 6 and Swift 5 modes.
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
        let root = try TestPaths.temporaryFolder("recipes")
        defer { try? FileManager.default.removeItem(at: root) }
        try succeed(["init", "--example", "--module", "App"], in: root)
        try succeed(["add", "command", "Appearance"], in: root)
        try succeed(["add", "listener", "Logging"], in: root)
        try succeed(["add", "listener", "MemoryWatch", "--events", "didReceiveMemoryWarning"], in: root)

        let generated = root.appendingPathComponent("Sources/App/AppDelegate/Generated")
        let composite = try String(contentsOf: generated.appendingPathComponent("AppDelegate.swift"), encoding: .utf8)
        XCTAssertTrue(composite.contains("runLaunchCommands(AppDelegateLaunch(application: application, "
            + "launchOptions: launchOptions, keyWindow: window))"), composite)
        XCTAssertTrue(composite.contains("mediator = AppDelegateMediator.makeDefault()"), composite)
        let builder = try String(contentsOf: generated.appendingPathComponent("AppDelegateCommandsBuilder.swift"),
                                 encoding: .utf8)
        let commands = "ThirdPartiesCommand(launch: launch),\n            AppearanceCommand(launch: launch),"
        XCTAssertTrue(builder.contains(commands), builder)

        for mode in [GeneratedAppPackage.LanguageMode.swift6, .swift5] {
            try GeneratedAppPackage.writeManifest(in: root, module: "App", mode: mode)
            let result = try GeneratedAppPackage.test(root, mode: mode)
            let output = result.stdout + result.stderr
            XCTAssertEqual(result.status, 0, "swift test (\(mode)) failed:\n\(output.suffix(6000))")
            XCTAssertFalse(output.contains("warning:"), "warnings (\(mode)):\n\(output.suffix(3000))")
            for test in ["AppDelegateLaunchTests.testLaunchRunsTheCommandsInManifestOrderBeforeTheComponents",
                         "AppDelegateMediatorTests."
                            + "testEachNotificationReachesTheListenersThatAskedForItInManifestOrder",
                         "AppDelegateMediatorTests.testAMediatorThatWentAwayObservesNothing",
                         "AppearanceCommandTests.testTheCommandExecutes",
                         "MemoryWatchListenerTests.testANewListenerHearsItsEvents"] {
                XCTAssertTrue(output.contains("'\(test)' passed"), "\(test) did not pass (\(mode))")
            }
        }

        let launchTests = try String(contentsOf: root.appendingPathComponent(
            "Tests/AppTests/AppDelegate/AppDelegateLaunchTests.swift"), encoding: .utf8)
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
