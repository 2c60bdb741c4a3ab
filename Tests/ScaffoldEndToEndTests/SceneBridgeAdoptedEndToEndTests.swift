import Foundation
import XCTest

/// Issue 16's check on an adopted app delegate (`Tests/Fixtures/Adoption/ClassicLifecycle`: the window made at
/// launch, the UI life cycle, a URL, Handoff and quick actions): `scaffold adopt`, then `scenes: SceneDelegate` in
/// the written manifest and `scaffold generate`. The app compiles against the real iOS SDK in every language
/// setting with no diagnostic, `generate --check` is clean, and driven through UIKit's scene entry points on the
/// stand-ins with two scenes (the fixture's `SceneBridgeDriveTests`), the adopted leaf sees exactly the app-wide
/// calls UIKit made before scenes.
final class SceneBridgeAdoptedEndToEndTests: XCTestCase {
    private let generated = "Sources/Bookshelf/AppDelegate/Generated"

    func testTheBridgeDeliversToTheAdoptedLeafDirectlyAndItsWindowIsTheComposites() throws {
        // The suite's shared `Bookshelf` scenario (`EndToEndScenarios.makeAdoptedScenes`).
        let scenario = try EndToEndScenarios.scenario("Bookshelf")
        let bridge = try scenario.read("\(generated)/AppDelegate+Scenes.swift")
        for call in [
            "legacyComponent.applicationDidBecomeActive(UIApplication.shared)",
            "_ = legacyComponent.application(UIApplication.shared, open: url.url, options: url.options)",
            "legacyComponent.application(UIApplication.shared, performActionFor: shortcutItem, "
                + "completionHandler: completion.answer)\n",
        ] {
            XCTAssertTrue(bridge.contains(call), "as the composite does, the system's completion goes straight to "
                + "the adopted leaf: \(call)\n\(bridge)")
        }
        XCTAssertFalse(bridge.contains("completionDeadline"), "no join and no deadline\n\(bridge)")
        let composite = try scenario.read("\(generated)/AppDelegate.swift")
        XCTAssertFalse(composite.contains("applicationDidBecomeActive"), "the bridged methods leave the composite")
        let forwarders = try scenario.read("Sources/Bookshelf/AppDelegate/Components/AppDelegate+Legacy.swift")
        XCTAssertTrue(forwarders.contains("get { legacyComponent.window }"),
                      "the window the bridge moves is the leaf's")
        let tests = try scenario.read("Tests/BookshelfTests/AppDelegate/AppDelegateSceneBridgeTests.swift")
        XCTAssertTrue(tests.contains("var lifecycle = AppDelegateSceneLifecycle()"),
                      "the decisions are tested\n\(tests)")
        XCTAssertFalse(tests.contains("BridgeSpy"), "no spy tests: spies cannot stand in for the adopted leaf")
    }

    /// The suite's shared `Bookshelf` scenario: the fixture adopted, then `scenes: SceneDelegate`, as above.
    func testTheAdoptedAppWithScenesCompilesAgainstTheIOSSDKInEveryLanguageSetting() throws {
        try assertCompilesAgainstIOSSDK("Bookshelf")
    }

    /// An adopted delegate without `window` (the composite has none to forward): the bridge reads the window through
    /// the protocol, as UIKit does, and compiles.
    func testAnAdoptedDelegateWithoutAWindowCompilesWithScenesAgainstTheIOSSDK() throws {
        let sdk = try IOSSDK.required()
        let root = try TestPaths.temporaryFolder("adopted-scenes-no-window")
        defer { try? FileManager.default.removeItem(at: root) }
        let scenario = Scenario(module: "Links", folder: root, platform: .iOS)
        try scenario.write("""
            import UIKit

            @main
            class AppDelegate: UIResponder, UIApplicationDelegate {
                var opened: [URL] = []

                func application(_ app: UIApplication, open url: URL,
                                 options: [UIApplication.OpenURLOptionsKey: Any] = [:]) -> Bool {
                    opened.append(url)
                    return true
                }
            }

            """, to: "Sources/Links/AppDelegate.swift")
        try scenario.adoptWithScenes("Scenes")
        for version in ["5", "6"] {
            let problems = try IOSSDKBuild.appProblems(scenario.sources, module: "Links", version: version, sdk: sdk,
                                                       output: root.appendingPathComponent(".ios-sdk-\(version)"))
            XCTAssertEqual(problems, [], "Swift \(version):\n" + problems.joined(separator: "\n"))
        }
    }

    /// An adopted delegate configuring CarPlay keeps `application(_:configurationForConnecting:options:)` under
    /// `scenes:`: the bridge asks it for roles other than the app's windows, directly, and compiles in every mode.
    func testAnAdoptedDelegateConfiguringCarPlayCompilesWithScenesAgainstTheIOSSDK() throws {
        let sdk = try IOSSDK.required()
        let root = try TestPaths.temporaryFolder("adopted-scenes-carplay")
        defer { try? FileManager.default.removeItem(at: root) }
        let scenario = Scenario(module: "Drive", folder: root, platform: .iOS)
        try scenario.write("""
            import UIKit

            @main
            class AppDelegate: UIResponder, UIApplicationDelegate {
                var window: UIWindow?

                func application(_ application: UIApplication, configurationForConnecting \
            connectingSceneSession: UISceneSession, options: UIScene.ConnectionOptions) -> UISceneConfiguration {
                    let role = connectingSceneSession.role
                    // CarPlay's role (`.carTemplateApplication` needs `import CarPlay`: this SDK copy cannot build it).
                    if role == UISceneSession.Role(rawValue: "CPTemplateApplicationSceneSessionRoleApplication") {
                        return UISceneConfiguration(name: "CarPlay", sessionRole: role)
                    }
                    return UISceneConfiguration(name: "Default Configuration", sessionRole: role)
                }
            }

            """, to: "Sources/Drive/AppDelegate.swift")
        try scenario.adoptWithScenes("Scenes")
        let bridge = try scenario.read("Sources/Drive/AppDelegate/Generated/AppDelegate+Scenes.swift")
        XCTAssertTrue(bridge.contains("if connectingSceneSession.role != .windowApplication {\n"
            + "            return legacyComponent.application(application, configurationForConnecting: "), bridge)
        for version in ["5", "6"] {
            let problems = try IOSSDKBuild.appProblems(scenario.sources, module: "Drive", version: version, sdk: sdk,
                                                       output: root.appendingPathComponent(".ios-sdk-\(version)"))
            XCTAssertEqual(problems, [], "Swift \(version):\n" + problems.joined(separator: "\n"))
        }
    }

    /// The `Bookshelf` scenario (this fixture adopted with scenes, built in the shared package, warnings as errors).
    func testDrivenWithTwoScenesOnTheStandInsTheAdoptedLeafSeesExactlyTheAppWideCalls() throws {
        for (mode, output) in try assertPassesOnStandIns("Bookshelf") {
            XCTAssertTrue(output.contains(
                "'SceneBridgeDriveTests.testTheAdoptedLeafSeesTheAppWideCallsOfTwoScenesColdAndWarm' passed"),
                "the drive test did not pass (\(mode)):\n\(output.suffix(3000))")
            XCTAssertTrue(output.contains("'SceneDelegateForwardingTests."), "the scene delegate's tests ran (\(mode))")
            XCTAssertTrue(output.contains(
                "'AppDelegateSceneBridgeTests.testADisconnectedSceneNoLongerKeepsTheAppActive' passed"),
                "the generated tests of the bridge's decisions ran (\(mode))")
        }
    }
}
