import XCTest
@testable import ScaffoldKit
import ScaffoldCLI

/// One manifest, several composites: an app delegate, a composite of a protocol of the user's, and a second
/// `UIApplicationDelegate` composite, each with its own protocol, name, paths and leaves — generated in memory.
final class SeveralCompositesTests: XCTestCase {
    static let manifest = """
        module: MyApp
        composites:
          - composite: AppDelegate
            paths: {generated: Sources/App/AppDelegate/Generated, components: Sources/App/AppDelegate/Components,
                    tests: Tests/AppTests/AppDelegate}
            responsibilities:
              - name: Push
                methods: [application(_:didFinishLaunchingWithOptions:), application(_:open:options:)]
                policies: {application(_:open:options:): first}
              - name: Setup
                pattern: command
          - protocol: Sources/App/SceneLifecycle.swift#SceneLifecycle
            composite: SceneRouter
            paths:
              generated: Sources/App/Scene/Generated
              components: Sources/App/Scene/Components
              tests: Tests/AppTests/Scene
            responsibilities:
              - name: Windows
                methods: [sceneDidConnect(_:), scene(_:open:)]
              - name: Links
                methods: [scene(_:open:)]
          - composite: ExtensionDelegate
            module: MyExtension
            paths: {generated: Ext/Generated, components: Ext/Components, tests: ExtTests}
            responsibilities:
              - name: Push
                methods: [applicationWillTerminate(_:)]

        """

    private func project() -> InMemoryFileSystem {
        InMemoryFileSystem(currentDirectory: "/p", files: [
            "scaffold.yml": Self.manifest, "Sources/App/SceneLifecycle.swift": SceneLifecycleFixture.source,
        ])
    }

    func testEachCompositeIsGeneratedWithItsOwnProtocolNamePathsAndLeaves() throws {
        let fileSystem = project()
        let console = CapturingConsole()
        XCTAssertEqual(CommandRunner.run(["generate", "--quiet"], fileSystem: fileSystem, console: console), 0,
                       console.standardError)
        let written = fileSystem.allFiles.filter { !$0.hasSuffix(".yml") && !$0.hasSuffix("SceneLifecycle.swift") }
        XCTAssertEqual(written, [
            "/p/Ext/Components/ExtensionDelegateLeaves.swift",
            "/p/Ext/Components/PushComponent.swift",
            "/p/Ext/Generated/ExtensionDelegate.swift",
            "/p/Ext/Generated/ExtensionDelegateComponent.swift",
            "/p/Ext/Generated/ExtensionDelegateLeafFactory.swift",
            "/p/Ext/Generated/Sequence+ExtensionDelegateComponent.swift",
            "/p/ExtTests/ExtensionDelegateForwardingTests.swift",
            "/p/ExtTests/PushComponentTests.swift",
            "/p/Sources/App/AppDelegate/Components/AppDelegateLeaves.swift",
            "/p/Sources/App/AppDelegate/Components/PushComponent.swift",
            "/p/Sources/App/AppDelegate/Components/SetupCommand.swift",
            "/p/Sources/App/AppDelegate/Generated/AppDelegate.swift",
            "/p/Sources/App/AppDelegate/Generated/AppDelegateCommand.swift",
            "/p/Sources/App/AppDelegate/Generated/AppDelegateCommandsBuilder.swift",
            "/p/Sources/App/AppDelegate/Generated/AppDelegateComponent.swift",
            "/p/Sources/App/AppDelegate/Generated/AppDelegateLeafFactory.swift",
            "/p/Sources/App/AppDelegate/Generated/Sequence+AppDelegateComponent.swift",
            "/p/Sources/App/Scene/Components/LinksComponent.swift",
            "/p/Sources/App/Scene/Components/SceneRouterLeaves.swift",
            "/p/Sources/App/Scene/Components/WindowsComponent.swift",
            "/p/Sources/App/Scene/Generated/SceneRouter.swift",
            "/p/Sources/App/Scene/Generated/SceneRouterComponent.swift",
            "/p/Sources/App/Scene/Generated/SceneRouterLeafFactory.swift",
            "/p/Sources/App/Scene/Generated/Sequence+SceneRouterComponent.swift",
            "/p/Tests/AppTests/AppDelegate/AppDelegateForwardingTests.swift",
            "/p/Tests/AppTests/AppDelegate/AppDelegateLaunchTests.swift",
            "/p/Tests/AppTests/AppDelegate/PushComponentTests.swift",
            "/p/Tests/AppTests/AppDelegate/SetupCommandTests.swift",
            "/p/Tests/AppTests/Scene/LinksComponentTests.swift",
            "/p/Tests/AppTests/Scene/SceneRouterForwardingTests.swift",
            "/p/Tests/AppTests/Scene/WindowsComponentTests.swift",
        ])
        let router = fileSystem.text(of: "/p/Sources/App/Scene/Generated/SceneRouter.swift") ?? ""
        XCTAssertTrue(router.contains("final class SceneRouter: SceneLifecycle {"), router)
        XCTAssertTrue(router.contains("[targets.windowsComponent, targets.linksComponent]"), router)
        XCTAssertFalse(router.contains("push"), router)
        let app = fileSystem.text(of: "/p/Sources/App/AppDelegate/Generated/AppDelegate.swift") ?? ""
        XCTAssertTrue(app.contains("final class AppDelegate: UIResponder, UIApplicationDelegate"), app)
        XCTAssertFalse(app.contains("windows"), app)
        let extensionTests = fileSystem.text(of: "/p/ExtTests/ExtensionDelegateForwardingTests.swift") ?? ""
        XCTAssertTrue(extensionTests.contains("@testable import MyExtension"), extensionTests)

        // A second run writes nothing.
        let writes = fileSystem.writtenPaths.count
        XCTAssertEqual(CommandRunner.run(["generate", "--quiet"], fileSystem: fileSystem, console: console), 0)
        XCTAssertEqual(fileSystem.writtenPaths.count, writes)
    }

    func testListShowsEveryComposite() {
        let console = CapturingConsole()
        XCTAssertEqual(CommandRunner.run(["list"], fileSystem: project(), console: console), 0, console.standardError)
        XCTAssertEqual(console.standardOutput, """
            AppDelegate: UIApplicationDelegate, 1 component, 1 command, 0 listeners, 2 forwarded methods
              method                                         policy            leaves (in order)
              application(_:didFinishLaunchingWithOptions:)  all               Push
              application(_:open:options:) (deprecated)      first (manifest)  Push
              commands, run in this order at launch: Setup

            SceneRouter: SceneLifecycle, 2 components, 0 commands, 0 listeners, 2 forwarded methods
              method               policy  leaves (in order)
              sceneDidConnect(_:)  -       Windows
              scene(_:open:)       any     Windows, Links

            ExtensionDelegate: UIApplicationDelegate, 1 component, 0 commands, 0 listeners, 1 forwarded method
              method                        policy  leaves (in order)
              applicationWillTerminate(_:)  -       Push

            """)
    }

    /// `add` must be told which composite to edit when there are several.
    func testAddAsksWhichComposite() {
        let fileSystem = project()
        let before = fileSystem.snapshot
        let console = CapturingConsole()
        XCTAssertEqual(CommandRunner.run(["add", "component", "X"], fileSystem: fileSystem, console: console), 1)
        XCTAssertEqual(console.standardError, "scaffold.yml:3:3: error: the manifest has several composites "
            + "('AppDelegate', 'SceneRouter', 'ExtensionDelegate'); say which one with --composite NAME\n")
        XCTAssertEqual(fileSystem.snapshot, before)
    }

    /// `--composite` names the composite `add` and `remove` edit; the others are left as they were.
    func testAddAndRemoveEditTheCompositeNamed() {
        let fileSystem = project()
        let console = CapturingConsole()
        XCTAssertEqual(CommandRunner.run(["add", "component", "Ext", "--composite", "ExtensionDelegate", "--methods",
                                          "applicationDidEnterBackground(_:)", "--quiet"],
                                         fileSystem: fileSystem, console: console), 0, console.standardError)
        let manifest = fileSystem.text(of: "/p/scaffold.yml") ?? ""
        XCTAssertTrue(manifest.hasSuffix("""
                  - name: Push
                    methods: [applicationWillTerminate(_:)]
                  - name: Ext
                    methods: [applicationDidEnterBackground(_:)]

            """), manifest)
        XCTAssertNotNil(fileSystem.text(of: "/p/Ext/Components/ExtComponent.swift"))
        XCTAssertEqual(CommandRunner.run(["remove", "component", "Ext", "--composite", "ExtensionDelegate", "--quiet"],
                                         fileSystem: fileSystem, console: console), 0, console.standardError)
        XCTAssertEqual(fileSystem.text(of: "/p/scaffold.yml"), Self.manifest)
    }
}
