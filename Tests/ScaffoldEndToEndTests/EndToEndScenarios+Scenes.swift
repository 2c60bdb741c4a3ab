import Foundation

extension EndToEndScenarios {
    /// `scenes: SceneDelegate` (issue 16): an app delegate whose leaves list every bridged method (and the scene
    /// configuration, asked for roles other than the app's windows), and a scene delegate of its own beside it,
    /// which the bridge joins. Its tests: the generated ones and
    /// `Tests/Fixtures/SceneBridge/SceneBridgeUIKitTests.swift`, which drives the bridge through UIKit's entry points.
    static func makeScenes() throws -> Scenario {
        let scenario = try folder("Scenes", .iOS)
        try scenario.write("""
            module: Scenes
            paths:
              generated: Sources/Scenes/Generated
              components: Sources/Scenes/Components
              tests: Tests/ScenesTests
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
                      - application(_:configurationForConnecting:options:)
              - protocol: UIWindowSceneDelegate
                composite: SceneDelegate
                responsibilities:
                  - name: SceneUI
                    methods: [scene(_:willConnectTo:options:), sceneDidBecomeActive(_:)]

            """, to: "scaffold.yml")
        try scenario.scaffold(["generate"])
        try FileManager.default.copyItem(
            at: TestPaths.repository.appendingPathComponent("Tests/Fixtures/SceneBridge/SceneBridgeUIKitTests.swift"),
            to: scenario.folder.appendingPathComponent("Tests/ScenesTests/SceneBridgeUIKitTests.swift"))
        return scenario
    }
}
