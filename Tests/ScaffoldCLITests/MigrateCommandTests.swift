import Foundation
import ScaffoldKit
import ScaffoldTestSupport
import XCTest

/// `scaffold migrate` in memory (`CommandContext+Migrate.swift`): the storyboard app `Tests/Fixtures/Migration/Apps/
/// Recipes` and Xcode's UIKit template (its own `SceneDelegate`, an Info.plist generated from build settings) moved to
/// scenes in one run; the Info.plist read back by Foundation; every original line accounted for; `generate --check`
/// clean after; a dry run and a second run write nothing; bad inputs leave every file as it was.
final class MigrateCommandTests: XCTestCase {
    private static let apps = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Fixtures/Migration/Apps")

    private func recipes() throws -> InMemoryProject {
        var files: [String: String] = [:]
        let root = Self.apps.appendingPathComponent("Recipes")
        let enumerator = FileManager.default.enumerator(at: root, includingPropertiesForKeys: [.isRegularFileKey])
        while let url = enumerator?.nextObject() as? URL {
            guard try url.resourceValues(forKeys: [.isRegularFileKey]).isRegularFile == true else { continue }
            files[String(url.path.dropFirst(root.path.count + 1))] = try String(contentsOf: url, encoding: .utf8)
        }
        return InMemoryProject(files: files)
    }

    /// `scaffold migrate` on `project`, which must fail and leave every file as it was; what it printed.
    private func refused(_ project: InMemoryProject, file: StaticString = #filePath, line: UInt = #line) -> String {
        let before = project.fileSystem.snapshot
        let run = project.run("migrate")
        XCTAssertEqual(run.status, 1, file: file, line: line)
        XCTAssertEqual(project.fileSystem.snapshot, before, "nothing written", file: file, line: line)
        return run.errors
    }

    private func plist(_ text: String?) throws -> [String: Any] {
        let data = try XCTUnwrap(text).data(using: .utf8) ?? Data()
        return try XCTUnwrap(PropertyListSerialization.propertyList(from: data, format: nil) as? [String: Any])
    }

    func testAStoryboardAppIsAdoptedAndMovedToScenesWithItsStoryboardInTheSceneConfiguration() throws {
        let project = try recipes()
        let before = project.files
        let run = project.run("migrate")
        XCTAssertEqual(run.status, 0, run.errors)
        let manifest = try XCTUnwrap(project.text("scaffold.yml"))
        XCTAssertTrue(manifest.contains("\nmain: true\n# The scene life cycle (TN3187): SceneDelegate delivers it to "
            + "the leaves.\nscenes: SceneDelegate\n"), manifest)

        let old = try plist(before["Sources/Recipes/Info.plist"])
        var new = try plist(project.text("Sources/Recipes/Info.plist"))
        let scenes = try XCTUnwrap(new.removeValue(forKey: "UIApplicationSceneManifest") as? [String: Any])
        XCTAssertEqual(new as NSDictionary, old as NSDictionary, "every other key as it was")
        let roles = try XCTUnwrap(scenes["UISceneConfigurations"] as? [String: Any])
        let configuration = try XCTUnwrap((roles["UIWindowSceneSessionRoleApplication"] as? [[String: Any]])?.first)
        XCTAssertEqual(configuration["UISceneDelegateClassName"] as? String, "$(PRODUCT_MODULE_NAME).SceneDelegate")
        XCTAssertEqual(configuration["UISceneConfigurationName"] as? String, "Default Configuration")
        XCTAssertEqual(configuration["UISceneStoryboardFile"] as? String, "Main", "the storyboard is the scene's")

        // Every original line of the delegate is in its leaf; only the class's own line changed and `@main` went.
        let leaf = try XCTUnwrap(project.text("Sources/Recipes/AppDelegate/Components/LegacyComponent.swift"))
        let leafLines = Set(leaf.split(separator: "\n", omittingEmptySubsequences: false))
        let missing = try XCTUnwrap(before["Sources/Recipes/AppDelegate.swift"])
            .split(separator: "\n", omittingEmptySubsequences: false).filter { !leafLines.contains($0) }
        XCTAssertEqual(missing, ["@main", "class AppDelegate: UIResponder, UIApplicationDelegate {"])
        XCTAssertNil(project.text("Sources/Recipes/AppDelegate.swift"))

        XCTAssertTrue(run.errors.contains("Sources/Recipes/RecipeListViewController.swift:7:40: warning: "
            + "'UIScreen.main'"), "what breaks under scenes, located:\n\(run.errors)")
        XCTAssertTrue(run.output.contains("Sources/Recipes/Info.plist: UIApplicationSceneManifest added"), run.output)
        let check = project.run("generate", "--check")
        XCTAssertEqual(check.status, 0, check.output + check.errors)

        let migrated = project.files
        let again = project.run("migrate")
        XCTAssertEqual(again.status, 0, again.errors)
        XCTAssertTrue(again.output.hasPrefix("Nothing to do"), again.output)
        XCTAssertEqual(project.files, migrated, "a second run writes nothing")
    }

    func testADryRunShowsThePlanAndUnifiedDiffsAndWritesNothing() throws {
        let project = try recipes()
        let before = project.files
        let run = project.run("migrate", "--dry-run")
        XCTAssertEqual(run.status, 0, run.errors)
        XCTAssertEqual(project.files, before)
        for expected in ["--- /dev/null\n+++ b/scaffold.yml\n@@ -0,0 +1,", "+scenes: SceneDelegate\n",
                         "--- a/Sources/Recipes/Info.plist\n+++ b/Sources/Recipes/Info.plist\n@@ -36,5 +36,24 @@\n",
                         "+\t\t\t\t\t<key>UISceneStoryboardFile</key>\n+\t\t\t\t\t<string>Main</string>\n",
                         "--- a/Sources/Recipes/AppDelegate.swift\n"
                             + "+++ b/Sources/Recipes/AppDelegate/Components/LegacyComponent.swift\n",
                         "-@main\n", "create   Sources/Recipes/AppDelegate/Generated/SceneDelegate.swift",
                         "Dry run: nothing was written."] {
            XCTAssertTrue(run.output.contains(expected), "missing \(expected.debugDescription) in:\n\(run.output)")
        }
    }

    /// Xcode's UIKit template, whose Release configuration (abridged in the fixture) asks for the scene manifest as
    /// its Debug one does.
    private func uiKitTemplate() throws -> InMemoryProject {
        var files = try XcodeAppFixture.uiKit.files()
        let pbxproj = "MyApp.xcodeproj/project.pbxproj"
        let release = "\t\t\t\tGENERATE_INFOPLIST_FILE = YES;\n\t\t\t\tPRODUCT_BUNDLE_IDENTIFIER = com.example.MyApp;\n"
        XCTAssertTrue(files[pbxproj]?.contains(release) == true)
        files[pbxproj] = files[pbxproj]?.replacingOccurrences(of: release, with: release.replacingOccurrences(
            of: "YES;\n", with: "YES;\n\t\t\t\tINFOPLIST_KEY_UIApplicationSceneManifest_Generation = YES;\n"))
        return InMemoryProject(files: files)
    }

    func testAnAppWithItsOwnSceneDelegateKeepsItByteForByteAsTheFirstLeafOfTheSceneComposite() throws {
        let project = try uiKitTemplate()
        let before = project.files
        let run = project.run("migrate")
        XCTAssertEqual(run.status, 0, run.errors)
        let manifest = try XCTUnwrap(project.text("scaffold.yml"))
        for expected in ["composites:\n  - composite: AppDelegate\n", "    scenes: SceneDelegate\n",
                         "  - composite: SceneDelegate\n    protocol: UIWindowSceneDelegate\n",
                         "      - name: LegacyScene\n        adopted: true\n"] {
            XCTAssertTrue(manifest.contains(expected), "missing \(expected.debugDescription) in:\n\(manifest)")
        }
        XCTAssertFalse(manifest.contains("application(_:configurationForConnecting:options:)"), manifest)
        let original = try XCTUnwrap(before["MyApp/SceneDelegate.swift"])
        let leaf = try XCTUnwrap(project.text("MyApp/SceneDelegate/Components/LegacySceneComponent.swift"))
        XCTAssertEqual(leaf, original.replacingOccurrences(
            of: "class SceneDelegate: UIResponder, UIWindowSceneDelegate {",
            with: "class LegacySceneComponent: UIResponder, SceneDelegateComponent {"), "byte for byte")
        let forwarders = try XCTUnwrap(project.text("MyApp/SceneDelegate/Components/SceneDelegate+LegacyScene.swift"))
        XCTAssertTrue(forwarders.contains("get { legacySceneComponent.window }"), "its window is the composite's")
        let appLeaf = try XCTUnwrap(project.text("MyApp/AppDelegate/Components/LegacyComponent.swift"))
        XCTAssertTrue(appLeaf.contains("    // scaffold:ignore: not called since `scaffold migrate`: SceneDelegate "
            + "configures every scene\n    func application(_ application: UIApplication, configurationForConnecting"),
                      appLeaf)
        XCTAssertEqual(project.files.keys.filter { $0.hasSuffix("Info.plist") }, [],
                       "the Info.plist is generated with its scene manifest already")
        let check = project.run("generate", "--check")
        XCTAssertEqual(check.status, 0, check.output + check.errors)
        let migrated = project.files
        XCTAssertTrue(project.run("migrate").output.hasPrefix("Nothing to do"))
        XCTAssertEqual(project.files, migrated)
    }

    func testAnAppOnACompositeAlreadyIsOnlyMovedToScenes() throws {
        let project = try recipes()
        XCTAssertEqual(project.run("adopt", "Sources/Recipes/AppDelegate.swift").status, 0)
        let adopted = project.files
        let run = project.run("migrate")
        XCTAssertEqual(run.status, 0, run.errors)
        XCTAssertTrue(run.output.hasPrefix("AppDelegate is a composite of scaffold.yml already"), run.output)
        let changed = project.files.keys.filter { project.files[$0] != adopted[$0] }.sorted()
        XCTAssertTrue(changed.contains("scaffold.yml") && changed.contains("Sources/Recipes/Info.plist"), "\(changed)")
        XCTAssertFalse(changed.contains { $0.hasPrefix("Sources/Recipes/AppDelegate/Components/") }, "\(changed)")
    }

    func testABinaryInfoPlistStopsTheRunSayingHowToConvertItAndNothingIsWritten() throws {
        let project = try recipes()
        let xml = try XCTUnwrap(project.text("Sources/Recipes/Info.plist"))
        let value = try PropertyListSerialization.propertyList(from: Data(xml.utf8), format: nil)
        let binary = try PropertyListSerialization.data(fromPropertyList: value, format: .binary, options: 0)
        try project.fileSystem.write(Array(binary), to: "/work/app/Sources/Recipes/Info.plist")
        let errors = refused(project)
        XCTAssertTrue(errors.hasPrefix("Sources/Recipes/Info.plist:1:1: error: "), errors)
        XCTAssertTrue(errors.contains("plutil -convert xml1"), errors)
    }

    func testAnInfoPlistGeneratedWithoutASceneManifestStopsTheRunWithTheBuildSettingAndNothingIsWritten() throws {
        var files = try XcodeAppFixture.uiKit.files()
        let pbxproj = "MyApp.xcodeproj/project.pbxproj"
        files[pbxproj] = files[pbxproj]?.replacingOccurrences(
            of: "\t\t\t\tINFOPLIST_KEY_UIApplicationSceneManifest_Generation = YES;\n", with: "")
        let errors = refused(InMemoryProject(files: files))
        XCTAssertTrue(errors.hasPrefix("MyApp.xcodeproj/project.pbxproj:"), errors)
        XCTAssertTrue(errors.contains("INFOPLIST_KEY_UIApplicationSceneManifest_Generation = YES"), errors)
    }

    func testSeveralAppDelegateClassesAreALocatedErrorListingThemAndNothingIsWritten() throws {
        let project = try recipes()
        try project.write("Sources/Recipes/OtherDelegate.swift",
                          "import UIKit\n\nclass OtherDelegate: NSObject, UIApplicationDelegate {}\n")
        let errors = refused(project)
        XCTAssertTrue(errors.hasPrefix("Sources/Recipes/OtherDelegate.swift:3:1: error: several classes"), errors)
        XCTAssertTrue(errors.contains("Sources/Recipes/AppDelegate.swift:11:1: note: 'AppDelegate' adopts it"),
                      errors)
        XCTAssertEqual(project.run("migrate", "Sources/Recipes/AppDelegate.swift").status, 0, "named, it is the one")
    }

    func testGenerateWarnsAtScenesWhenTheInfoPlistLacksTheSceneManifestButNotInCheck() throws {
        let project = try recipes()
        let plist = try XCTUnwrap(project.text("Sources/Recipes/Info.plist"))
        XCTAssertEqual(project.run("migrate").status, 0)
        try project.write("Sources/Recipes/Info.plist", plist)
        let run = project.run("generate")
        XCTAssertEqual(run.status, 0, run.errors)
        XCTAssertTrue(run.errors.hasPrefix("scaffold.yml:11:9: warning: `scenes: SceneDelegate` is set, but "
            + "'Sources/Recipes/Info.plist' has no UIApplicationSceneManifest"), run.errors)
        XCTAssertTrue(run.errors.contains("run 'scaffold migrate' to add it"), run.errors)
        let check = project.run("generate", "--check")
        XCTAssertEqual(check.status, 0, "the Info.plist is not generated: not the --check gate's business")
        XCTAssertEqual(check.errors, "")
        XCTAssertEqual(project.run("migrate").status, 0)
        XCTAssertEqual(project.run("generate").errors, "", "migrated, no warning")
    }

    func testALeafConfiguringCarPlayKeepsTheMethodAndItsCodeAndTheBridgeAsksItForThatRole() throws {
        let project = try recipes()
        let delegate = try XCTUnwrap(project.text("Sources/Recipes/AppDelegate.swift"))
        let configuration = """
                func application(_ application: UIApplication, \
            configurationForConnecting connectingSceneSession: UISceneSession, \
            options: UIScene.ConnectionOptions) -> UISceneConfiguration {
                    let role = connectingSceneSession.role
                    if role == UISceneSession.Role.carTemplateApplication {
                        return UISceneConfiguration(name: "CarPlay", sessionRole: role)
                    }
                    return UISceneConfiguration(name: "Default Configuration", sessionRole: role)
                }

            """
        try project.write("Sources/Recipes/AppDelegate.swift", delegate.replacingOccurrences(
            of: "    func applicationDidEnterBackground",
            with: configuration + "    func applicationDidEnterBackground"))
        let run = project.run("migrate")
        XCTAssertEqual(run.status, 0, run.errors)
        XCTAssertTrue(run.output.contains("'Legacy' keeps listing application(_:configurationForConnecting:options:)"),
                      run.output)
        let manifest = try XCTUnwrap(project.text("scaffold.yml"))
        XCTAssertTrue(manifest.contains("scenes: SceneDelegate\n"), manifest)
        XCTAssertTrue(manifest.contains("- application(_:configurationForConnecting:options:)\n"), manifest)
        let leaf = try XCTUnwrap(project.text("Sources/Recipes/AppDelegate/Components/LegacyComponent.swift"))
        XCTAssertTrue(leaf.contains(configuration), "its code as it was\n\(leaf)")
        XCTAssertFalse(leaf.contains("scaffold:ignore"), leaf)
        let scenes = try plist(project.text("Sources/Recipes/Info.plist"))["UIApplicationSceneManifest"]
        XCTAssertNotNil(scenes, "the Info.plist gets its scene manifest")
        let bridge = try XCTUnwrap(project.text("Sources/Recipes/AppDelegate/Generated/AppDelegate+Scenes.swift"))
        XCTAssertTrue(bridge.contains("""
                    if connectingSceneSession.role != .windowApplication {
                        return legacyComponent.application(application, configurationForConnecting: \
            connectingSceneSession, options: options)
                    }
            """), bridge)
        let composite = try XCTUnwrap(project.text("Sources/Recipes/AppDelegate/Generated/AppDelegate.swift"))
        XCTAssertFalse(composite.contains("configurationForConnecting"), "one declaration: the bridge's\n\(composite)")
        let check = project.run("generate", "--check")
        XCTAssertEqual(check.status, 0, check.output + check.errors)
        let migrated = project.files
        XCTAssertTrue(project.run("migrate").output.hasPrefix("Nothing to do"))
        XCTAssertEqual(project.files, migrated, "a second run changes nothing")
    }

    func testAnInfoPlistLinkedOutOfTheProjectIsRefusedWithNothingWrittenOnEitherSide() throws {
        let manager = FileManager.default
        let root = manager.temporaryDirectory.appendingPathComponent("scaffold-migrate-\(UUID().uuidString)")
        defer { try? manager.removeItem(at: root) }
        let project = root.appendingPathComponent("Recipes")
        let outside = root.appendingPathComponent("outside")
        try manager.createDirectory(at: outside, withIntermediateDirectories: true)
        try manager.copyItem(at: Self.apps.appendingPathComponent("Recipes"), to: project)
        let plist = project.appendingPathComponent("Sources/Recipes/Info.plist")
        try manager.moveItem(at: plist, to: outside.appendingPathComponent("Info.plist"))
        try manager.createSymbolicLink(atPath: plist.path, withDestinationPath: outside.appendingPathComponent(
            "Info.plist").path)
        let outsideBefore = try Data(contentsOf: outside.appendingPathComponent("Info.plist"))
        let projectBefore = try manager.subpathsOfDirectory(atPath: project.path).sorted()
        let run = try TestProcess.run(TestProcess.scaffold, ["migrate"], in: project, timeout: 30)
        XCTAssertEqual(run.status, 1, run.output)
        XCTAssertTrue(run.errors.contains("Info.plist"), run.errors)
        XCTAssertTrue(run.errors.contains("outside the project"), run.errors)
        XCTAssertEqual(try Data(contentsOf: outside.appendingPathComponent("Info.plist")), outsideBefore)
        XCTAssertEqual(try manager.subpathsOfDirectory(atPath: project.path).sorted(), projectBefore)
    }

    func testASwiftUIAppIsOnScenesAlreadyAndIsLeftAlone() throws {
        let project = try recipes()
        let delegate = try XCTUnwrap(project.text("Sources/Recipes/AppDelegate.swift"))
        try project.write("Sources/Recipes/AppDelegate.swift", delegate.replacingOccurrences(of: "@main\n", with: ""))
        try project.write("Sources/Recipes/RecipesApp.swift", """
            import SwiftUI

            @main
            struct RecipesApp: App {
                @UIApplicationDelegateAdaptor(AppDelegate.self) var appDelegate

                var body: some Scene {
                    WindowGroup { Text("Recipes") }
                }
            }

            """)
        let errors = refused(project)
        XCTAssertTrue(errors.hasPrefix("Sources/Recipes/RecipesApp.swift:5:6: error: 'AppDelegate' is the delegate of "
            + "a SwiftUI app"), errors)
    }
}
