import XCTest
@testable import ScaffoldKit
import ScaffoldCLI
import ScaffoldTestSupport

/// `scenes: SceneDelegate` (issue 16): the manifest key, the files of the bridge, its errors, and the advice for
/// deprecated app-delegate methods when it is not set — generated in memory.
final class SceneBridgeTests: XCTestCase {
    private static func manifest(scenes: String? = "SceneDelegate", methods: [String], sceneComposite: String = "")
        -> String
    {
        """
        module: App
        paths: {generated: Gen, components: Leaves, tests: Tests}
        composites:
          - composite: AppDelegate
        \(scenes.map { "    scenes: \($0)\n" } ?? "")    responsibilities:
              - name: Links
                methods: [\(methods.joined(separator: ", "))]
        \(sceneComposite)
        """
    }

    private func generate(_ manifest: String, _ arguments: [String] = ["generate"])
        -> (status: Int32, console: CapturingConsole, files: InMemoryFileSystem)
    {
        let fileSystem = InMemoryFileSystem(currentDirectory: "/p", files: ["scaffold.yml": manifest])
        let console = CapturingConsole()
        let status = CommandRunner.run(arguments + ["--no-color"], fileSystem: fileSystem, console: console)
        return (status, console, fileSystem)
    }

    func testScenesWritesTheBridgeAndTheConfigurationNoPlistAndTheCompositeDropsTheBridgedMethods() {
        let run = generate(Self.manifest(methods: ["applicationDidBecomeActive(_:)", "application(_:open:options:)",
                                                   "application(_:didFinishLaunchingWithOptions:)"]))
        XCTAssertEqual(run.status, 0, run.console.standardError)
        XCTAssertEqual(run.files.allFiles.filter { !$0.hasSuffix(".yml") }, [
            "/p/Gen/AppDelegate+Scenes.swift", "/p/Gen/AppDelegate.swift", "/p/Gen/AppDelegateBridgeComponent.swift",
            "/p/Gen/AppDelegateComponent.swift", "/p/Gen/AppDelegateLeafFactory.swift",
            "/p/Gen/AppDelegateSceneLifecycle.swift", "/p/Gen/SceneDelegate.swift",
            "/p/Gen/SceneDelegateComponent.swift", "/p/Gen/Sequence+AppDelegateComponent.swift",
            "/p/Gen/Sequence+SceneDelegateComponent.swift", "/p/Leaves/AppDelegateLeaves.swift",
            "/p/Leaves/LinksComponent.swift",
            "/p/Tests/AppDelegateForwardingTests.swift", "/p/Tests/AppDelegateSceneBridgeTests.swift",
            "/p/Tests/LinksComponentTests.swift", "/p/Tests/SceneDelegateForwardingTests.swift",
        ])
        let composite = run.files.text(of: "/p/Gen/AppDelegate.swift") ?? ""
        XCTAssertTrue(composite.contains(
            "func application(_ application: UIApplication, didFinishLaunchingWithOptions"))
        XCTAssertFalse(composite.contains("applicationDidBecomeActive"), composite)
        XCTAssertFalse(composite.contains("open url"), composite)
        XCTAssertTrue(composite.contains("var sceneLifecycle = AppDelegateSceneLifecycle()"), composite)
        let forwardingTests = run.files.text(of: "/p/Tests/AppDelegateForwardingTests.swift") ?? ""
        XCTAssertFalse(forwardingTests.contains("composite.applicationDidBecomeActive"), forwardingTests)

        let scenes = run.files.text(of: "/p/Gen/SceneDelegate.swift") ?? ""
        XCTAssertTrue(scenes.contains("final class SceneDelegate: UIResponder, UIWindowSceneDelegate {"), scenes)
        XCTAssertTrue(scenes.contains("appDelegateBridgeComponent = AppDelegateBridgeComponent()"), scenes)
        let app = run.files.text(of: "/p/Gen/AppDelegate+Scenes.swift") ?? ""
        XCTAssertTrue(app.contains("configuration.delegateClass = SceneDelegate.self"), app)
        XCTAssertTrue(app.contains("let leaves: [any AppDelegateComponent] = [targets.linksComponent]\n"
            + "        leaves.applicationDidBecomeActive(UIApplication.shared)"), app)
        XCTAssertFalse(app.contains("leaves.applicationWillResignActive"), "no leaf lists it\n\(app)")
        let tests = run.files.text(of: "/p/Tests/AppDelegateSceneBridgeTests.swift") ?? ""
        XCTAssertFalse(tests.contains("UIKitTestSupport"), "the tests need no module the user lacks\n\(tests)")
        XCTAssertFalse(tests.contains("#if"), tests)
        XCTAssertTrue(tests.contains("app.sceneBridgeDidBecomeActive(\"first\")"), tests)
    }

    func testAShortcutLeafSpelledAsyncIsBridgedThroughTheCompletionFormAndItsSpyIsAsync() {
        let run = generate(Self.manifest(methods: ["application(_:performActionFor:)"]))
        XCTAssertEqual(run.status, 0, run.console.standardError)
        let app = run.files.text(of: "/p/Gen/AppDelegate+Scenes.swift") ?? ""
        XCTAssertTrue(app.contains("leaves.application(UIApplication.shared, performActionFor: shortcutItem, "
            + "completionHandler: completion.answer, completionDeadline: completionDeadline)"), app)
        let tests = run.files.text(of: "/p/Tests/AppDelegateSceneBridgeTests.swift") ?? ""
        XCTAssertTrue(tests.contains(
            "performActionFor shortcutItem: UIApplicationShortcutItem) async -> Bool {"), tests)
        XCTAssertFalse((run.files.text(of: "/p/Gen/AppDelegate.swift") ?? "").contains("performActionFor"))
    }

    /// As the adopted composite forwards a method only the adopted leaf lists, so does the bridge: the system's
    /// completion straight to it, no deadline; a method another leaf lists too goes through the leaves' loop.
    func testTheBridgeCallsTheAdoptedLeafDirectlyWhereItAloneListsTheMethodAndWritesNoSpyTests() {
        let manifest = """
            module: App
            main: true
            scenes: SceneDelegate
            paths: {generated: Gen, components: Leaves, tests: Tests}
            composite: AppDelegate
            responsibilities:
              - name: Legacy
                adopted: true
                methods: [applicationDidBecomeActive(_:), "application(_:performActionFor:completionHandler:)"]
              - name: Analytics
                methods: [applicationDidBecomeActive(_:)]

            """
        let run = generate(manifest)
        XCTAssertEqual(run.status, 0, run.console.standardError)
        let app = run.files.text(of: "/p/Gen/AppDelegate+Scenes.swift") ?? ""
        XCTAssertTrue(app.contains("        legacyComponent.application(UIApplication.shared, performActionFor: "
            + "shortcutItem, completionHandler: completion.answer)\n"), app)
        XCTAssertTrue(app.contains("let leaves: [any AppDelegateComponent] = [targets.legacyComponent, "
            + "targets.analyticsComponent]\n        leaves.applicationDidBecomeActive(UIApplication.shared)"), app)
        XCTAssertTrue(app.contains("let window = (self as any UIApplicationDelegate).window ?? nil"), app)
        let tests = run.files.text(of: "/p/Tests/AppDelegateSceneBridgeTests.swift") ?? ""
        XCTAssertTrue(tests.contains("var lifecycle = AppDelegateSceneLifecycle()"),
                      "the decisions are tested\n\(tests)")
        XCTAssertFalse(tests.contains("BridgeSpy"), "spies cannot stand in for the adopted leaf\n\(tests)")
    }

    /// The scene delegate implements only the scene events the listed methods need, and imports only what they name.
    func testTheSceneDelegateImplementsAndImportsOnlyWhatTheListedMethodsNeed() {
        let cases: [([String], [String], [String])] = [
            (["application(_:didFinishLaunchingWithOptions:)"], ["scene(_:willConnectTo:options:)"], []),
            (["application(_:open:options:)"], ["scene(_:willConnectTo:options:)", "scene(_:openURLContexts:)"], []),
            (["applicationDidEnterBackground(_:)"], ["scene(_:willConnectTo:options:)", "sceneDidDisconnect(_:)",
              "sceneDidBecomeActive(_:)", "sceneWillResignActive(_:)", "sceneWillEnterForeground(_:)",
              "sceneDidEnterBackground(_:)"], []),
            (["application(_:userDidAcceptCloudKitShareWith:)"], ["scene(_:willConnectTo:options:)",
              "windowScene(_:userDidAcceptCloudKitShareWith:)"], ["CloudKit"]),
        ]
        let every = SceneBridgeMethods.bridgeLeafMethods(forwarding: Set(SceneBridgeMethods.all.map(\.app)))
        for (listed, implemented, imports) in cases {
            let run = generate(Self.manifest(methods: listed))
            XCTAssertEqual(run.status, 0, run.console.standardError)
            for file in ["/p/Gen/SceneDelegate.swift", "/p/Gen/AppDelegateBridgeComponent.swift",
                         "/p/Gen/AppDelegate+Scenes.swift"] {
                let text = run.files.text(of: file) ?? ""
                XCTAssertEqual(text.contains("import CloudKit"), imports.contains("CloudKit"), "\(listed) \(file)")
                guard file.hasSuffix("/SceneDelegate.swift") else { continue }
                let declared = every.filter { Self.declares(text, $0) }
                XCTAssertEqual(declared, implemented, "\(listed)\n\(text)")
            }
        }
    }

    /// The scene delegate and the bridge's types count in the check of two manifests of one module.
    func testAnotherManifestOfTheModuleDeclaringTheSceneDelegateIsAnError() {
        let other = """
            protocol: UIWindowSceneDelegate
            composite: SceneDelegate
            module: App
            paths: {generated: Generated, components: Components, tests: Tests}
            responsibilities: [{name: Windows, methods: [sceneDidBecomeActive(_:)]}]

            """
        let project = InMemoryProject(files: [
            "scaffold.yml": Self.manifest(methods: ["applicationDidBecomeActive(_:)"]),
            "Sources/App/Windows/scaffold.yml": other,
        ])
        let result = project.run("generate", "--no-color")
        XCTAssertEqual(result.status, 1)
        XCTAssertTrue(result.errors.hasPrefix("scaffold.yml:5:13: error: scene delegate 'SceneDelegate' would declare "
            + "the type 'SceneDelegate', which Sources/App/Windows/scaffold.yml:2 also declares"), result.errors)
        XCTAssertEqual(project.files.keys.sorted(), ["Sources/App/Windows/scaffold.yml", "scaffold.yml"])
    }

    func testAnExistingSceneDelegateCompositeAndTheBridgeAreOneSceneDelegate() {
        let sceneComposite = """
              - protocol: UIWindowSceneDelegate
                composite: SceneDelegate
                responsibilities:
                  - name: Windows
                    methods: [sceneDidBecomeActive(_:), stateRestorationActivity(for:)]

            """
        let run = generate(Self.manifest(methods: ["applicationDidBecomeActive(_:)"], sceneComposite: sceneComposite))
        XCTAssertEqual(run.status, 0, run.console.standardError)
        let scenes = run.files.text(of: "/p/Gen/SceneDelegate.swift") ?? ""
        XCTAssertTrue(scenes.contains("[targets.windowsComponent, targets.appDelegateBridgeComponent]"
            + ".sceneDidBecomeActive(scene)"), scenes)
        XCTAssertTrue(scenes.contains("[targets.windowsComponent].stateRestorationActivity(for: scene)"), scenes)
        XCTAssertEqual(run.files.allFiles.filter { $0.hasSuffix("/SceneDelegate.swift") }.count, 1)
        XCTAssertNotNil(run.files.text(of: "/p/Leaves/WindowsComponent.swift"))
        XCTAssertNil(run.files.text(of: "/p/Leaves/AppDelegateBridgeComponent.swift"), "the bridge leaf is generated")
    }

    func testRemovingScenesRemovesTheBridgeFiles() throws {
        let run = generate(Self.manifest(methods: ["applicationDidBecomeActive(_:)"]))
        XCTAssertEqual(run.status, 0, run.console.standardError)
        try run.files.write(Array(Self.manifest(scenes: nil, methods: ["applicationDidBecomeActive(_:)"]).utf8),
                           to: "/p/scaffold.yml")
        let console = CapturingConsole()
        XCTAssertEqual(CommandRunner.run(["generate"], fileSystem: run.files, console: console), 0)
        XCTAssertEqual(run.files.allFiles.filter { $0.contains("Scene") }, [])
        XCTAssertTrue((run.files.text(of: "/p/Gen/AppDelegate.swift") ?? "").contains("applicationDidBecomeActive"))
    }

    func testALeafListingTheSceneConfigurationIsAskedForOtherRolesByTheBridgeAndTheCompositeHasNoForwarder() {
        let configuration = "application(_:configurationForConnecting:options:)"
        let run = generate(Self.manifest(methods: [configuration, "applicationDidBecomeActive(_:)"]))
        XCTAssertEqual(run.status, 0, run.console.standardError)
        let app = run.files.text(of: "/p/Gen/AppDelegate+Scenes.swift") ?? ""
        XCTAssertTrue(app.contains("""
                    let leaves: [any AppDelegateComponent] = [targets.linksComponent]
                    if connectingSceneSession.role != .windowApplication,
                       let answer = leaves.application(application, configurationForConnecting: \
            connectingSceneSession, options: options) {
                        return answer
                    }
                    let configuration = UISceneConfiguration(name: "Default Configuration", \
            sessionRole: connectingSceneSession.role)
                    configuration.delegateClass = SceneDelegate.self
            """), app)
        let composite = run.files.text(of: "/p/Gen/AppDelegate.swift") ?? ""
        XCTAssertFalse(composite.contains("configurationForConnecting"), "one declaration, the bridge's\n\(composite)")
        let forwardingTests = run.files.text(of: "/p/Tests/AppDelegateForwardingTests.swift") ?? ""
        XCTAssertFalse(forwardingTests.contains("configurationForConnecting"), forwardingTests)
        let requirement = run.files.text(of: "/p/Gen/AppDelegateComponent.swift") ?? ""
        XCTAssertTrue(requirement.contains("configurationForConnecting connectingSceneSession: UISceneSession, "
            + "options: UIScene.ConnectionOptions) -> UISceneConfiguration?\n"), "the leaves keep the requirement")
        let leaf = run.files.text(of: "/p/Leaves/LinksComponent.swift") ?? ""
        XCTAssertTrue(leaf.contains("configurationForConnecting"), leaf)
    }

    func testWithoutALeafListingTheSceneConfigurationTheBridgeConfiguresEveryScene() {
        let run = generate(Self.manifest(methods: ["applicationDidBecomeActive(_:)"]))
        XCTAssertEqual(run.status, 0, run.console.standardError)
        let app = run.files.text(of: "/p/Gen/AppDelegate+Scenes.swift") ?? ""
        XCTAssertFalse(app.contains("windowApplication"), app)
        XCTAssertTrue(app.contains("    /// Every scene is configured with SceneDelegate"), app)
    }

    func testMisusedScenesKeysAreLocatedErrors() {
        let cases: [(String, String)] = [
            ("    scenes: AppDelegate\n", "scaffold.yml:5:13: error: `scenes:` names the scene delegate, which must "
                + "differ from the app delegate 'AppDelegate'"),
            ("    scenes: 9Lives\n", "scaffold.yml:5:13: error: scene delegate name '9Lives' is not a valid Swift "
                + "name"),
            ("    scenes: SceneDelegate\n    style: objc\n", "scaffold.yml:5:13: error: `scenes:` needs `style: "
                + "swift`: the scene bridge is generated in Swift and calls the Swift leaves"),
            ("    scenes: Router\n", "scaffold.yml:5:13: error: `scenes: Router` names a composite that is not a "
                + "Swift `UIWindowSceneDelegate`"),
            ("    scenes: SceneDelegate\n    protocol: UNUserNotificationCenterDelegate\n", "scaffold.yml:5:13: "
                + "error: `scenes:` bridges the scene life cycle to an app delegate; 'AppDelegate' adopts "
                + "'UNUserNotificationCenterDelegate', not `UIApplicationDelegate`"),
        ]
        let router = """
              - protocol: UIApplicationDelegate
                composite: Router

            """
        for (keys, expected) in cases {
            let manifest = Self.manifest(scenes: nil, methods: [], sceneComposite: router)
                .replacingOccurrences(of: "  - composite: AppDelegate\n", with: "  - composite: AppDelegate\n" + keys)
            let run = generate(manifest)
            XCTAssertEqual(run.status, 1, keys)
            XCTAssertTrue(run.console.standardError.hasPrefix(expected), "\(keys): \(run.console.standardError)")
            XCTAssertEqual(run.files.allFiles, ["/p/scaffold.yml"], keys)
        }
    }

    /// `applicationDidEnterBackground(_:)` is bridged but not deprecated in iOS 26: no advice for it.
    func testWithoutScenesEachDeprecatedLifeCycleMethodGetsLocatedAdviceThatCheckLeavesOut() {
        let manifest = Self.manifest(scenes: nil, methods: [
            "applicationWillEnterForeground(_:)", "application(_:didFinishLaunchingWithOptions:)",
            "application(_:performActionFor:completionHandler:)", "applicationDidEnterBackground(_:)",
        ])
        let run = generate(manifest)
        XCTAssertEqual(run.status, 0)
        XCTAssertEqual(run.console.standardError, """
            scaffold.yml:7:19: warning: 'Links' lists 'applicationWillEnterForeground(_:)', deprecated in iOS 26: \
            under the scene life cycle (mandatory after iOS 26, TN3187) UIKit calls 'sceneWillEnterForeground(_:)' \
            instead; `scaffold migrate` sets `scenes: SceneDelegate` on 'AppDelegate' and the scene manifest in \
            Info.plist, and the scene delegate scaffold generates delivers it to this leaf
            scaffold.yml:7:102: warning: 'Links' lists 'application(_:performActionFor:completionHandler:)', \
            deprecated in iOS 26: under the scene life cycle (mandatory after iOS 26, TN3187) UIKit calls \
            'windowScene(_:performActionFor:completionHandler:)' instead; `scaffold migrate` sets `scenes: \
            SceneDelegate` on 'AppDelegate' and the scene manifest in Info.plist, and the scene delegate scaffold \
            generates delivers it to this leaf

            """)
        let console = CapturingConsole()
        XCTAssertEqual(CommandRunner.run(["generate", "--check"], fileSystem: run.files, console: console), 0,
                       console.standardError)
        XCTAssertEqual(console.standardError, "", "advice is for generating, not for the --check gate")
    }

    /// Whether `text` declares the method `selector` (`scene(_:openURLContexts:)`: a `func scene(_` line with
    /// `, openURLContexts `).
    private static func declares(_ text: String, _ selector: String) -> Bool {
        let name = selector.prefix { $0 != "(" }
        let labels = selector.drop { $0 != "(" }.dropFirst().dropLast().split(separator: ":")
        return text.split(separator: "\n").contains { line in
            line.hasPrefix("    func \(name)(") && (labels.count < 2 || line.contains(", \(labels[1]) "))
        }
    }
}
