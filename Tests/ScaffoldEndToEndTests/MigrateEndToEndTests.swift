import Foundation
import XCTest

/// `scaffold migrate` with the built binary on apps written as real apps are (`Tests/Fixtures/Migration/Apps`): a
/// storyboard app (`Recipes`) and an app with its own `SceneDelegate` and scene manifest (`Notes`) are migrated,
/// `generate --check` is clean, and their Swift (the moved code, the generated composites and bridge, the tests)
/// compiles against the real iOS SDK in Swift 6, 5 and 6 with MainActor default isolation. The window-in-code app
/// (`Tests/Fixtures/Adoption/ClassicLifecycle`) migrated gives the Swift of the suite's `Bookshelf` scenario (adopt,
/// then `scenes:`) byte for byte, which its own tests compile in every setting: no compilation is repeated.
final class MigrateEndToEndTests: XCTestCase {
    private func migrated(_ fixture: String, from folder: String = "Tests/Fixtures/Migration/Apps") throws -> Scenario {
        let root = try TestPaths.temporaryFolder("migrate-\(fixture)")
        let scenario = Scenario(module: fixture, folder: root.appendingPathComponent(fixture), platform: .iOS)
        try FileManager.default.copyItem(at: TestPaths.repository.appendingPathComponent("\(folder)/\(fixture)"),
                                         to: scenario.folder)
        try scenario.scaffold(["migrate"])
        let check = try scenario.scaffold(["generate", "--check"])
        XCTAssertEqual(check.stdout + check.stderr, "Generated files are up to date.\n")
        let again = try scenario.scaffold(["migrate"])
        XCTAssertTrue(again.stdout.hasPrefix("Nothing to do"), again.stdout)
        return scenario
    }

    func testAStoryboardAppAndAnAppWithItsOwnSceneDelegateMigratedCompileAgainstTheIOSSDKInEveryLanguageSetting()
        throws
    {
        let sdk = try IOSSDK.required()
        for fixture in ["Recipes", "Notes"] {
            let scenario = try migrated(fixture)
            defer { try? FileManager.default.removeItem(at: scenario.folder.deletingLastPathComponent()) }
            for mode in IOSSDKBuild.Mode.allCases {
                let problems = try IOSSDKBuild.problems(scenario, mode: mode, sdk: sdk)
                XCTAssertEqual(problems, [], "\(fixture) migrated, in \(mode.rawValue):\n"
                    + problems.joined(separator: "\n"))
            }
        }
    }

    func testTheWindowInCodeAppMigratedIsTheAdoptedAppWithScenesByteForByte() throws {
        let bookshelf = try EndToEndScenarios.scenario("Bookshelf")
        let root = try TestPaths.temporaryFolder("migrate-Bookshelf")
        defer { try? FileManager.default.removeItem(at: root) }
        let scenario = Scenario(module: "Bookshelf", folder: root.appendingPathComponent("Bookshelf"), platform: .iOS)
        try FileManager.default.copyItem(
            at: TestPaths.repository.appendingPathComponent("Tests/Fixtures/Adoption/ClassicLifecycle"),
            to: scenario.folder)
        let plist = """
            <?xml version="1.0" encoding="UTF-8"?>
            <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
            <plist version="1.0">
            <dict>
            \t<key>CFBundleExecutable</key>
            \t<string>$(EXECUTABLE_NAME)</string>
            </dict>
            </plist>

            """
        try scenario.write(plist, to: "Info.plist")
        try scenario.scaffold(["migrate"])
        for folder in [scenario.sources, scenario.tests] {
            for file in try IOSSDKBuild.swiftFiles(in: folder) {
                let relative = String(file.dropFirst(scenario.folder.path.count + 1))
                XCTAssertEqual(try scenario.read(relative), try bookshelf.read(relative), relative)
            }
        }
        let info = try PropertyListSerialization.propertyList(from: Data(try scenario.read("Info.plist").utf8),
                                                               format: nil) as? [String: Any]
        XCTAssertNotNil(info?["UIApplicationSceneManifest"], "the Info.plist has the scene manifest")
        XCTAssertEqual(info?["CFBundleExecutable"] as? String, "$(EXECUTABLE_NAME)")
    }
}
