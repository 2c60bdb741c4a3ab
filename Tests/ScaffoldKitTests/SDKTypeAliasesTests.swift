import XCTest
@testable import ScaffoldKit
import ScaffoldCLI

/// Every family of `SDKTypeAliases`: a leaf written with either of the SDK's names of a type implements the
/// requirement (`generate` and `generate --check` pass), and a wrong type in the same place is still an error at the
/// leaf that writes nothing.
final class SDKTypeAliasesTests: XCTestCase {
    func testLaunchOptionsKey() {
        assertFamily(method: "application(_:didFinishLaunchingWithOptions:)", spellings: [
            "UIApplicationLaunchOptionsKey", "UIApplication.LaunchOptionsKey", "UIKit.UIApplicationLaunchOptionsKey",
        ], wrong: "String") {
            "func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [\($0): Any]?)"
                + " -> Bool { true }"
        }
    }

    func testOpenURLOptionsKey() {
        assertFamily(method: "application(_:open:options:)",
                     spellings: ["UIApplicationOpenURLOptionsKey", "UIApplication.OpenURLOptionsKey"],
                     wrong: "UIApplication.LaunchOptionsKey") {
            "func application(_ app: UIApplication, open url: URL, options: [\($0) : Any] = [:]) -> Bool { false }"
        }
    }

    func testExtensionPointIdentifier() {
        assertFamily(method: "application(_:shouldAllowExtensionPointIdentifier:)",
                     spellings: ["UIApplicationExtensionPointIdentifier", "UIApplication.ExtensionPointIdentifier"],
                     wrong: "String") {
            "func application(_ application: UIApplication, shouldAllowExtensionPointIdentifier id: \($0)) -> Bool "
                + "{ true }"
        }
    }

    func testSceneConnectionOptions() {
        assertFamily(protocol: "UIWindowSceneDelegate", method: "scene(_:willConnectTo:options:)",
                     spellings: ["UISceneConnectionOptions", "UIScene.ConnectionOptions"],
                     wrong: "[UIApplication.LaunchOptionsKey: Any]") {
            "func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: \($0)) {}"
        }
    }

    func testWindowSceneGeometry() {
        assertFamily(protocol: "UIWindowSceneDelegate", method: "windowScene(_:didUpdateEffectiveGeometry:)",
                     spellings: ["UIWindowSceneGeometry", "UIWindowScene.Geometry"], wrong: "UIScene") {
            "func windowScene(_ windowScene: UIWindowScene, didUpdateEffectiveGeometry previous: \($0)) {}"
        }
    }

    func testCloudKitShareMetadata() {
        assertFamily(method: "application(_:userDidAcceptCloudKitShareWith:)",
                     spellings: ["CKShareMetadata", "CKShare.Metadata", "CloudKit.CKShare.Metadata"],
                     wrong: "CKShare") {
            "func application(_ application: UIApplication, userDidAcceptCloudKitShareWith metadata: \($0)) {}"
        }
    }

    func testTimeInterval() {
        assertFamily(method: "application(_:willChangeStatusBarOrientation:duration:)",
                     spellings: ["TimeInterval", "NSTimeInterval", "Double", "Foundation.TimeInterval"],
                     wrong: "Float") {
            "func application(_ application: UIApplication, willChangeStatusBarOrientation orientation: "
                + "UIInterfaceOrientation, duration: \($0)) {}"
        }
    }

    // MARK: - Helpers

    /// Generates with a leaf whose one method `declaration` writes with each of `spellings`, then with `wrong`.
    private func assertFamily(protocol name: String = "UIApplicationDelegate", method: String, spellings: [String],
                              wrong: String, declaration: (String) -> String,
                              file: StaticString = #filePath, line: UInt = #line) {
        let composite = name == "UIApplicationDelegate" ? "AppDelegate" : "SceneDelegate"
        for spelling in spellings {
            let fileSystem = project(name, composite: composite, method: method, leaf: declaration(spelling))
            let (status, errors) = run(["generate"], fileSystem)
            XCTAssertEqual(errors, "", spelling, file: file, line: line)
            XCTAssertEqual(status, 0, spelling, file: file, line: line)
            XCTAssertEqual(run(["generate", "--check"], fileSystem).0, 0, spelling, file: file, line: line)
        }
        let fileSystem = project(name, composite: composite, method: method, leaf: declaration(wrong))
        let (status, errors) = run(["generate"], fileSystem)
        XCTAssertEqual(status, 1, file: file, line: line)
        XCTAssertTrue(errors.hasPrefix("Components/SetupComponent.swift:8:10: error: '\(method)' in "
            + "'SetupComponent' does not implement the requirement of '\(composite)Component'"), errors,
                      file: file, line: line)
        XCTAssertFalse(fileSystem.fileExists("/work/Generated/\(composite).swift"), "nothing is written",
                       file: file, line: line)
    }

    private func project(_ name: String, composite: String, method: String, leaf: String) -> InMemoryFileSystem {
        let manifest = """
            protocol: \(name)
            composite: \(composite)
            module: App
            paths: {generated: Generated, components: Components, tests: Tests}
            responsibilities:
              - name: Setup
                methods: [\(method)]

            """
        let source = """
            import CloudKit
            import Foundation
            import UIKit

            @MainActor
            final class SetupComponent: \(composite)Component {
                // One method, written as a user would.
                \(leaf)
            }

            """
        return InMemoryFileSystem(files: ["/work/scaffold.yml": manifest,
                                          "/work/Components/SetupComponent.swift": source])
    }

    private func run(_ arguments: [String], _ fileSystem: InMemoryFileSystem) -> (Int32, String) {
        let console = CapturingConsole()
        let status = CommandRunner.run(arguments + ["--no-color"], fileSystem: fileSystem, console: console)
        // Deprecated app-delegate methods are listed on purpose: their scenes advice is not what is tested here.
        return (status, SceneAdviceFilter.withoutAdvice(console.standardError))
    }
}
