import Foundation

extension EndToEndScenarios {
    /// Issue 16 on an adopted app delegate (`Tests/Fixtures/Adoption/ClassicLifecycle`): `scaffold adopt`, then
    /// `scenes: SceneDelegate` in the written manifest and `scaffold generate`, after which `generate --check` is
    /// clean. Its tests are the fixture's `SceneBridgeDriveTests` and the generated ones; built in the shared
    /// package, so the stand-ins build once.
    static func makeAdoptedScenes() throws -> Scenario {
        let scenario = Scenario(module: "Bookshelf", folder: root.appendingPathComponent("Bookshelf"), platform: .iOS,
                                isExecutable: true)
        try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
        try FileManager.default.copyItem(
            at: TestPaths.repository.appendingPathComponent("Tests/Fixtures/Adoption/ClassicLifecycle"),
            to: scenario.folder)
        try scenario.adoptWithScenes("SceneDelegate")
        let check = try scenario.scaffold(["generate", "--check"])
        guard check.stdout + check.stderr == "Generated files are up to date.\n" else {
            throw ScenarioError("Bookshelf: generate --check after adopt and scenes:\n\(check.stdout)\(check.stderr)")
        }
        return scenario
    }
}

extension Scenario {
    /// `scaffold adopt` on the module's `AppDelegate.swift`, then `scenes: NAME` added to the manifest it wrote
    /// (after its `main: true`), then `scaffold generate`.
    func adoptWithScenes(_ name: String) throws {
        try scaffold(["adopt", "Sources/\(module)/AppDelegate.swift"])
        let manifest = try read("scaffold.yml")
        guard manifest.contains("\nmain: true\n") else {
            throw ScenarioError("\(module): adopt wrote no 'main: true':\n\(manifest)")
        }
        try write(manifest.replacingOccurrences(of: "\nmain: true\n", with: "\nmain: true\nscenes: \(name)\n"),
                  to: "scaffold.yml")
        try scaffold(["generate"])
    }
}
