import ScaffoldTestSupport
import XCTest
@testable import ScaffoldKit

/// Two manifests whose outputs land in one module and would declare one type: a located error at each side,
/// exit 1, nothing written.
final class ModuleClashesTests: XCTestCase {
    private let appManifest = """
        module: App
        paths: {generated: Sources/App/AppDelegate/Generated, components: Sources/App/AppDelegate/Components,
                tests: Tests/AppTests/AppDelegate}
        responsibilities:
          - name: Push
            methods: [application(_:didRegisterForRemoteNotificationsWithDeviceToken:)]

        """

    private func notifications(composite: String = "NotificationDelegate", leaf: String = "Alerts") -> String {
        """
        protocol: UNUserNotificationCenterDelegate
        composite: \(composite)
        module: App
        paths: {generated: Generated, components: Components, tests: Tests}
        responsibilities:
          - name: \(leaf)
            methods: [userNotificationCenter(_:willPresent:withCompletionHandler:)]

        """
    }

    func testALeafDeclaredByTwoManifestsOfOneModuleIsAnErrorAtEachAndNothingIsWritten() {
        let project = InMemoryProject(files: ["scaffold.yml": appManifest,
                                              "Sources/App/Notifications/scaffold.yml": notifications(leaf: "Push")])
        let root = project.run("generate", "--no-color")
        XCTAssertEqual(root.status, 1)
        XCTAssertEqual(root.errors, """
            scaffold.yml:5:11: error: responsibility 'Push' would declare the type 'PushComponent', which \
            Sources/App/Notifications/scaffold.yml:6 also declares (responsibility 'Push') in module 'App'; rename \
            one of them
            Sources/App/Notifications/scaffold.yml:6:11: note: responsibility 'Push' declares 'PushComponent' here

            """)
        let nested = project.run("generate", "--no-color", "--manifest", "Sources/App/Notifications/scaffold.yml")
        XCTAssertEqual(nested.status, 1)
        XCTAssertTrue(nested.errors.hasPrefix("Sources/App/Notifications/scaffold.yml:6:11: error: responsibility "
            + "'Push' would declare the type 'PushComponent', which scaffold.yml:5 also declares"), nested.errors)
        XCTAssertEqual(project.files.keys.sorted(), ["Sources/App/Notifications/scaffold.yml", "scaffold.yml"])
    }

    func testACompositeNamedLikeAnotherManifestsGeneratedHelperIsAnError() {
        let project = InMemoryProject(files: ["scaffold.yml": appManifest,
                                              "Sources/App/Notifications/scaffold.yml": notifications(
                                                composite: "AppDelegateCompletionJoin")])
        let result = project.run("generate", "--no-color", "--manifest", "Sources/App/Notifications/scaffold.yml")
        XCTAssertEqual(result.status, 1)
        XCTAssertTrue(result.errors.hasPrefix("Sources/App/Notifications/scaffold.yml:2:12: error: composite "
            + "'AppDelegateCompletionJoin' would declare the type 'AppDelegateCompletionJoin', which scaffold.yml:1 "
            + "also declares (composite 'AppDelegate') in module 'App'"), result.errors)
        XCTAssertTrue(result.errors.contains("\nscaffold.yml:1:1: note: composite 'AppDelegate' declares "
            + "'AppDelegateCompletionJoin' here"), result.errors)
    }

    func testTwoManifestsOfOneModuleWithDistinctTypesBothGenerate() {
        let project = InMemoryProject(files: ["scaffold.yml": appManifest,
                                              "Sources/App/Notifications/scaffold.yml": notifications()])
        XCTAssertEqual(project.run("generate").errors, "")
        let nested = project.run("generate", "--manifest", "Sources/App/Notifications/scaffold.yml")
        XCTAssertEqual(nested.status, 0, nested.errors)
        XCTAssertNotNil(project.text("Sources/App/Notifications/Generated/NotificationDelegate.swift"))
        XCTAssertNotNil(project.text("Sources/App/AppDelegate/Generated/AppDelegate.swift"))
    }

    /// A sandboxed phase reads the other manifests too: they are among its inputs.
    func testTheOtherManifestsAreInputsOfTheBuildPhase() {
        let project = InMemoryProject(files: ["scaffold.yml": appManifest,
                                              "Sources/App/Notifications/scaffold.yml": notifications()])
        let result = project.run("xcfilelists", "--inputs", "in.xcfilelist", "--outputs", "out.xcfilelist")
        XCTAssertEqual(result.status, 0, result.errors)
        XCTAssertEqual(project.text("in.xcfilelist"), """
            $(SRCROOT)/Sources/App/Notifications/scaffold.yml
            $(SRCROOT)/scaffold.yml

            """)
    }

    func testOneTypeInTwoModulesIsNoClash() {
        let app = appManifest.replacing("Sources/App/", with: "")
        let widget = app.replacing("module: App", with: "module: Widget")
        let project = InMemoryProject(files: ["Sources/App/scaffold.yml": app, "Sources/Widget/scaffold.yml": widget])
        XCTAssertEqual(project.run("generate", "--manifest", "Sources/App/scaffold.yml").errors, "")
        XCTAssertEqual(project.run("generate", "--manifest", "Sources/Widget/scaffold.yml").errors, "")
    }

    /// Outside `Sources/NAME`, the manifest's folder tree is searched and `module:` tells the modules apart.
    func testOutsideSourcesTheModuleIsTheManifestsModuleName() {
        let app = appManifest.replacing("Sources/App/", with: "MyApp/")
        var project = InMemoryProject(files: ["scaffold.yml": app, "MyApp/Notifications/scaffold.yml": notifications(
            leaf: "Push")])
        XCTAssertTrue(project.run("generate", "--no-color").errors.hasPrefix("scaffold.yml:5:11: error: "
            + "responsibility 'Push' would declare the type 'PushComponent', which "
            + "MyApp/Notifications/scaffold.yml:6 also declares"))
        // From the project's folder, as Xcode runs a phase, the manifest above the other one is found too.
        let nested = project.run("generate", "--no-color", "--manifest", "MyApp/Notifications/scaffold.yml")
        XCTAssertTrue(nested.errors.hasPrefix("MyApp/Notifications/scaffold.yml:6:11: error: responsibility 'Push' "
            + "would declare the type 'PushComponent', which scaffold.yml:5 also declares"), nested.errors)
        project = InMemoryProject(files: ["scaffold.yml": app, "MyApp/Notifications/scaffold.yml": notifications(
            leaf: "Push").replacing("module: App", with: "module: Alerts")])
        XCTAssertEqual(project.run("generate").status, 0)
    }

    func testHiddenBundleAndDependencyFoldersAreNotSearched() {
        let fileSystem = InMemoryFileSystem(files: [
            "/p/Sources/App/scaffold.yml": "", "/p/Sources/App/.hidden/scaffold.yml": "",
            "/p/Sources/App/Assets.xcassets/scaffold.yml": "", "/p/Sources/App/Pods/scaffold.yml": "",
            "/p/Sources/App/Feature/Deep/scaffold.yml": "", "/p/Sources/scaffold.yml": "", "/p/scaffold.yml": "",
            "/scaffold.yml": "", "/p/Sources/Other/scaffold.yml": "",
        ])
        let scope = ModuleScope(generated: "/p/Sources/App/Generated", module: "App", directory: "/p/Sources/App")
        XCTAssertEqual(ModuleManifests.find(besides: "/p/Sources/App/scaffold.yml", scopes: [scope],
                                            fileSystem: fileSystem, policy: .unconfined),
                       ["/p/Sources/App/Feature/Deep/scaffold.yml", "/p/Sources/scaffold.yml", "/p/scaffold.yml"])
    }

    /// Outside `Sources/NAME`: the generated path's top folder (an Xcode project's app folder) is searched.
    func testOutsideSourcesTheAppFolderIsSearched() {
        let fileSystem = InMemoryFileSystem(currentDirectory: "/p", files: [
            "/p/scaffold.yml": "", "/p/MyApp/Feature/scaffold.yml": "", "/p/Docs/scaffold.yml": "",
        ])
        let scope = ModuleScope(generated: "/p/MyApp/AppDelegate/Generated", module: "MyApp", directory: "/p")
        XCTAssertEqual(scope.tree, "/p/MyApp")
        XCTAssertEqual(ModuleManifests.find(besides: "/p/scaffold.yml", scopes: [scope], fileSystem: fileSystem,
                                            policy: .unconfined), ["/p/MyApp/Feature/scaffold.yml"])
    }

    /// Sandboxed, nothing is listed: the declared inputs are the manifests there are.
    func testSandboxedTheDeclaredInputsAreTheOtherManifests() {
        let fileSystem = InMemoryFileSystem(files: [
            "/p/Sources/App/scaffold.yml": "", "/p/Sources/App/Feature/scaffold.yml": "", "/p/scaffold.yml": "",
        ])
        let scope = ModuleScope(generated: "/p/Sources/App/Generated", module: "App", directory: "/p/Sources/App")
        let declared = SandboxPolicy(isSandboxed: true, declaredInputs: [
            "/p/scaffold.yml", "/p/Sources/App/Leaf.swift", "/p/Sources/Other/scaffold.yml",
        ])
        XCTAssertEqual(ModuleManifests.find(besides: "/p/Sources/App/scaffold.yml", scopes: [scope],
                                            fileSystem: fileSystem, policy: declared), ["/p/scaffold.yml"])
        XCTAssertEqual(ModuleManifests.find(besides: "/p/Sources/App/scaffold.yml", scopes: [scope],
                                            fileSystem: fileSystem, policy: SandboxPolicy(isSandboxed: true)), [])
    }
}
