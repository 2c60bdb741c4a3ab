import Foundation
import XCTest

/// `scenes: SceneDelegate` (issue 16, TN3187): the generated scene delegate builds against the stand-ins and its
/// generated tests, which drive it through UIKit's scene entry points with two scenes, pass in Swift 6 and 5; the
/// same output type-checks against the real iOS SDK when one is on the machine.
final class SceneBridgeEndToEndTests: XCTestCase {
    /// An app delegate whose leaves list every bridged method, and a scene delegate of its own beside it.
    private let manifest = """
        module: App
        paths:
          generated: Sources/App/Generated
          components: Sources/App/Components
          tests: Tests/AppTests
        composites:
          - protocol: UIApplicationDelegate
            composite: AppDelegate
            scenes: SceneDelegate
            responsibilities:
              - name: Lifecycle
                methods:
                  - application(_:didFinishLaunchingWithOptions:)
                  - applicationDidBecomeActive(_:)
                  - applicationWillResignActive(_:)
                  - applicationWillEnterForeground(_:)
                  - applicationDidEnterBackground(_:)
              - name: DeepLinks
                methods:
                  - application(_:open:options:)
                  - application(_:willContinueUserActivityWithType:)
                  - application(_:continue:restorationHandler:)
                  - application(_:didFailToContinueUserActivityWithType:error:)
                  - application(_:didUpdate:)
              - name: Shortcuts
                methods:
                  - application(_:performActionFor:completionHandler:)
                  - application(_:userDidAcceptCloudKitShareWith:)
                  - applicationDidBecomeActive(_:)
          - protocol: UIWindowSceneDelegate
            composite: SceneDelegate
            responsibilities:
              - name: SceneUI
                methods: [scene(_:willConnectTo:options:), sceneDidBecomeActive(_:)]

        """

    private func generate() throws -> URL {
        let root = try TestPaths.temporaryFolder("scenes")
        try manifest.write(to: root.appendingPathComponent("scaffold.yml"), atomically: true, encoding: .utf8)
        let result = try ProcessRunner.run(TestPaths.scaffold, ["generate", "--no-color"], in: root)
        XCTAssertEqual(result.status, 0, result.stderr + result.stdout)
        return root
    }

    func testTheSceneBridgeBuildsAndItsTestsPassOnTheStandInsInSwift6AndSwift5() throws {
        let root = try generate()
        defer { try? FileManager.default.removeItem(at: root) }
        let sceneDelegate = try String(contentsOf: root.appendingPathComponent(
            "Sources/App/Generated/SceneDelegate.swift"), encoding: .utf8)
        XCTAssertTrue(sceneDelegate.contains("[sceneUIComponent, appDelegateBridgeComponent].sceneDidBecomeActive(scene)"),
                      "one scene delegate: its own leaf first, then the bridge\n\(sceneDelegate)")

        for mode in ["v6", "v5"] {
            try writePackage(in: root, mode: mode)
            let result = try ProcessRunner.run(ProcessRunner.swift, [
                "test", "--scratch-path", root.appendingPathComponent(".build-\(mode)").path, "--disable-sandbox",
            ], in: root)
            let output = result.stdout + result.stderr
            XCTAssertEqual(result.status, 0, "swift test (\(mode)) failed:\n\(output.suffix(6000))")
            XCTAssertFalse(output.contains("warning:"), "warnings (\(mode)):\n\(output.suffix(3000))")
            for test in ["testTwoScenesGiveTheAppWideLifeCycleOnceAndNoForegroundAtLaunch",
                         "testURLsOfAColdAndAWarmLaunchReachOpenURLOnceEachWithTheirOptions",
                         "testUserActivitiesReachTheirAppDelegateCounterpartsAndRestorableObjectsAreRestored",
                         "testShortcutItemsReachPerformActionAndTheCompletionIsCalledOnce",
                         "testCloudKitSharesOfAColdAndAWarmLaunchReachTheAppDelegate",
                         "testTheLeavesWindowGoesToTheFirstWindowSceneAndTheSecondIsReported",
                         "testEverySceneIsConfiguredWithTheBridge"] {
                XCTAssertTrue(output.contains("'AppDelegateSceneBridgeTests.\(test)' passed"),
                              "\(test) did not pass (\(mode))")
            }
        }
    }

    func testTheSceneBridgeTypeChecksAgainstTheRealIOSSDKInSwift6AndSwift5() throws {
        let sdk = ProcessInfo.processInfo.environment["SCAFFOLD_IOS_SDK"] ?? "/tmp/ios-sdk"
        let typecheck = sdk + "/typecheck"
        guard FileManager.default.isExecutableFile(atPath: typecheck) else {
            throw XCTSkip("no iOS SDK on this machine (\(typecheck)); set SCAFFOLD_IOS_SDK to a repaired SDK copy")
        }
        let root = try generate()
        defer { try? FileManager.default.removeItem(at: root) }
        for mode in ["6", "5"] {
            let result = try ProcessRunner.run(typecheck, [mode, "Sources/App", "Tests/AppTests"], in: root)
            XCTAssertEqual(result.status, 0, "typecheck \(mode):\n\(result.stdout)\(result.stderr)")
        }
    }

    /// The stand-in package, with `UIKitTestSupport` for the tests (scene objects have no public initialiser) and
    /// the Info.plist fragment left out of the target (it is pasted into Info.plist, not compiled).
    private func writePackage(in root: URL, mode: String) throws {
        let text = """
            // swift-tools-version:6.0
            import PackageDescription

            let strict: [SwiftSetting] = [.unsafeFlags(["-warnings-as-errors"])]
            let standIns: [Target.Dependency] = [
                .product(name: "UIKit", package: "StandIns"),
                .product(name: "CloudKit", package: "StandIns"),
            ]

            let package = Package(
                name: "App",
                dependencies: [.package(path: "\(TestPaths.standIns.path)")],
                targets: [
                    .target(name: "App", dependencies: standIns,
                            exclude: ["Generated/SceneDelegate-SceneManifest.plist"], swiftSettings: strict),
                    .testTarget(name: "AppTests",
                                dependencies: ["App", .product(name: "UIKitTestSupport", package: "StandIns")] + standIns,
                                swiftSettings: strict),
                ],
                swiftLanguageModes: [.\(mode)]
            )

            """
        try text.write(to: root.appendingPathComponent("Package.swift"), atomically: true, encoding: .utf8)
    }
}
