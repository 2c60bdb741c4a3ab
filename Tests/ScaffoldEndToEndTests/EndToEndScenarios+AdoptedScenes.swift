import Foundation

extension EndToEndScenarios {
    /// Issue 16 on an adopted app delegate (`Tests/Fixtures/Adoption/ClassicLifecycle`): `scaffold adopt`, then
    /// `scenes: SceneDelegate` in the written manifest and `scaffold generate`. Its tests are the fixture's
    /// `SceneBridgeDriveTests` and the generated ones; built in the shared package, so the stand-ins build once.
    static func makeAdoptedScenes() throws -> Scenario {
        let scenario = Scenario(module: "Bookshelf", folder: root.appendingPathComponent("Bookshelf"), platform: .iOS,
                                isExecutable: true)
        try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
        try FileManager.default.copyItem(
            at: TestPaths.repository.appendingPathComponent("Tests/Fixtures/Adoption/ClassicLifecycle"),
            to: scenario.folder)
        try scenario.scaffold(["adopt", "Sources/Bookshelf/AppDelegate.swift"])
        let manifest = try scenario.read("scaffold.yml")
        guard manifest.contains("\nmain: true\n") else {
            throw ScenarioError("Bookshelf: adopt wrote no 'main: true':\n\(manifest)")
        }
        try scenario.write(manifest.replacingOccurrences(of: "\nmain: true\n",
                                                         with: "\nmain: true\nscenes: SceneDelegate\n"),
                           to: "scaffold.yml")
        try scenario.scaffold(["generate"])
        return scenario
    }
}
