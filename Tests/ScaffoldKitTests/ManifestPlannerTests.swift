import XCTest
@testable import ScaffoldKit

/// `ManifestPlanner`: each plan is complete when it is made (the scene bridge, the notification centre's delegate,
/// the leaves the user's factory builds), and the manifest stays as the user wrote it.
final class ManifestPlannerTests: XCTestCase {
    private func plans(_ manifest: String, files: [String: String] = [:]) throws
        -> (manifest: Manifest, plans: [ForwardingPlan])
    {
        let fileSystem = InMemoryFileSystem(currentDirectory: "/p", files: files)
        let decoded = try ManifestDecoder.decode(Array(manifest.utf8), path: "scaffold.yml", directory: "/p")
        let loader = ProtocolLoader(templates: TemplateStore.builtIn, fileSystem: fileSystem, directory: "/p")
        let plans = try ManifestPlanner.plans(for: decoded, loader: loader) { path in
            try fileSystem.contents(of: PathUtilities.join("/p", path))
        }
        return (decoded, plans)
    }

    private static let bridged = """
        module: App
        paths: {generated: Gen, components: Leaves, tests: Tests}
        composites:
          - composite: AppDelegate
            scenes: SceneDelegate
            responsibilities:
              - name: Links
                methods: [applicationDidBecomeActive(_:)]
          - protocol: UIWindowSceneDelegate
            composite: SceneDelegate
            responsibilities:
              - name: Windows
                methods: [sceneDidDisconnect(_:)]
        """

    func testTheSceneCompositesPlanHoldsTheBridgeWhileItsManifestEntryKeepsWhatTheUserWrote() throws {
        let (manifest, plans) = try plans(Self.bridged)
        XCTAssertEqual(plans.map(\.composite.name.value), ["AppDelegate", "SceneDelegate"])
        let scene = plans[1]
        XCTAssertEqual(scene.bridgedApp, "AppDelegate")
        XCTAssertNil(plans[0].bridgedApp)
        XCTAssertEqual(scene.components.map(\.name), ["Windows", "AppDelegateBridge"])
        XCTAssertEqual(scene.composite.responsibilities.map(\.name.value), ["Windows"])
        XCTAssertEqual(manifest.composites[1].responsibilities.map(\.name.value), ["Windows"])
        // The bridge's listings are located at the `scenes:` key that asks for it.
        let bridgeListings = scene.listings.filter { $0.responsibility == "AppDelegateBridge" }
        XCTAssertEqual(bridgeListings.first?.selector, "scene(_:willConnectTo:options:)")
        XCTAssertEqual(Set(bridgeListings.map(\.location.line)), [5])
    }

    func testAScenesKeyNamingNoCompositeGetsAPlannedSceneCompositeOfTheCatalogsSceneDelegate() throws {
        let text = Self.bridged.components(separatedBy: "  - protocol: UIWindowSceneDelegate")[0]
        let (manifest, plans) = try plans(text)
        XCTAssertEqual(manifest.composites.map(\.name.value), ["AppDelegate"])
        XCTAssertEqual(plans.map(\.composite.name.value), ["AppDelegate", "SceneDelegate"])
        XCTAssertEqual(plans[1].protocolSpec.name, "UIWindowSceneDelegate")
        XCTAssertTrue(plans[1].composite.responsibilities.isEmpty)
        XCTAssertEqual(plans[1].components.map(\.name), ["AppDelegateBridge"])
        XCTAssertEqual(plans[1].bridgedApp, "AppDelegate")
    }

    func testTheAppDelegateInstallsTheNotificationCentresDelegateOfItsModuleByTheirCatalogRoles() throws {
        let text = """
            module: App
            composites:
              - composite: AppDelegate
                responsibilities:
                  - name: Links
                    methods: [applicationDidBecomeActive(_:)]
              - protocol: UNUserNotificationCenterDelegate
                composite: NotificationDelegate
                responsibilities:
                  - name: Banners
                    methods: [userNotificationCenter(_:didReceive:withCompletionHandler:)]
            """
        let (_, plans) = try plans(text)
        XCTAssertEqual(plans[0].notificationDelegate, "NotificationDelegate")
        XCTAssertTrue(plans[0].imports.contains("UserNotifications"), "\(plans[0].imports)")
        XCTAssertNil(plans[1].notificationDelegate)
    }

    func testTheLeavesTheUsersFactoryBuildsAreReadWhilePlanning() throws {
        let factory = """
            extension AppDelegateLeaves {
                func makeLinksComponent() -> LinksComponent { LinksComponent(session: .shared) }
                func helper() {}
            }
            """
        let (_, plans) = try plans(Self.bridged, files: ["/p/Leaves/AppDelegateLeaves.swift": factory])
        XCTAssertEqual(plans[0].userBuiltLeaves, ["makeLinksComponent"])
        XCTAssertEqual(plans[1].userBuiltLeaves, [])
    }
}
