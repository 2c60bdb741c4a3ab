import XCTest
@testable import ScaffoldKit

/// The catalog beyond UIApplicationDelegate, read by the scanner from its SDK-style interface text, and planned.
final class CatalogProtocolsTests: XCTestCase {
    private func spec(_ name: String) throws -> ProtocolSpec { try GeneratorFixture.catalogSpec(name) }

    /// `selector: policy` for every method, as `scaffold protocols NAME` shows them.
    private func policies(_ spec: ProtocolSpec) -> [String] {
        spec.methods.map { method in
            guard case .success(let shape) = MethodShape.shape(of: method) else { return "\(method.selector): ?" }
            return "\(method.selector): " + ForwardingPlanner.describe(method, shape: shape)
        }
    }

    func testTheCatalogListsEveryProtocol() {
        let loader = ProtocolLoader(templates: TemplateStore.builtIn, fileSystem: InMemoryFileSystem(),
                                    directory: "/work")
        XCTAssertEqual(loader.catalogNames, ["NSApplicationDelegate", "UIApplicationDelegate", "UIWindowSceneDelegate",
                                             "UNUserNotificationCenterDelegate", "WKApplicationDelegate"])
    }

    func testUIWindowSceneDelegateFlattensUISceneDelegate() throws {
        let scene = try spec("UIWindowSceneDelegate")
        XCTAssertEqual(scene.inheritance, ["UISceneDelegate"])
        XCTAssertEqual(scene.annotations, ["superclass": "UIResponder", "module": "UIKit", "role": "scene-delegate"])
        XCTAssertEqual(scene.methods.count, 18)
        XCTAssertEqual(scene.properties.map(\.name), ["window"])
        XCTAssertEqual(policies(scene).filter { !$0.hasSuffix(": -") }, [
            "stateRestorationActivity(for:): firstNonNil",
            "windowScene(_:performActionFor:completionHandler:): any",
            "preferredWindowingControlStyle(for:): firstNonNil",
        ])
        XCTAssertEqual(scene.methods.filter(\.isDeprecated).map(\.selector),
                       ["windowScene(_:didUpdate:interfaceOrientation:traitCollection:)"])
        XCTAssertEqual(scene.method(named: "windowScene(_:userDidAcceptCloudKitShareWith:)")?.annotations["imports"],
                       "CloudKit")
    }

    func testUNUserNotificationCenterDelegateIsNotMainActorAndItsForwardersHopToTheMainActor() throws {
        let center = try spec("UNUserNotificationCenterDelegate")
        XCTAssertFalse(center.attributes.contains { $0.name == "MainActor" })
        XCTAssertEqual(policies(center), [
            "userNotificationCenter(_:willPresent:withCompletionHandler:): union",
            "userNotificationCenter(_:didReceive:withCompletionHandler:): once",
            "userNotificationCenter(_:openSettingsFor:): -",
        ])
        XCTAssertEqual(center.methods[0].parameters[2].type.description,
                       "@escaping @Sendable (UNNotificationPresentationOptions) -> Void")
        let composite = GeneratorFixture.composite(
            [GeneratorFixture.component("Push", center.methods.map(\.selector))],
            protocol: "UNUserNotificationCenterDelegate")
        let plan = try ForwardingPlanner.plan(composite, protocolSpec: center, isCatalogProtocol: true)
        XCTAssertFalse(plan.isMainActor)
        XCTAssertEqual(plan.imports, ["Foundation", "UserNotifications"])
        XCTAssertEqual(plan.superclass, "NSObject")
        let files = try GeneratorFixture.generate("Push", center.methods.map(\.selector),
                                                  protocol: "UNUserNotificationCenterDelegate")
        let text = try XCTUnwrap(files.first { $0.key.hasSuffix("Generated/AppDelegate.swift") }?.value)
        // UNUserNotificationCenter and UNNotification are not Sendable: they cross to the main actor in a Handover.
        XCTAssertTrue(text.contains("""
                nonisolated func userNotificationCenter(_ center: UNUserNotificationCenter, openSettingsFor \
            notification: UNNotification?) {
                    let handover = Handover((center, notification))
                    onMainActor { [self] in
                        let (center, notification) = handover.value
                        [targets.pushComponent].userNotificationCenter(center, openSettingsFor: notification)
                    }
                }
            """), text)
        XCTAssertTrue(text.contains("private nonisolated func onMainActor("), text)
        XCTAssertTrue(text.contains("nonisolated private struct Handover<Value>: @unchecked Sendable {"), text)
    }

    func testNSApplicationDelegateHasEveryMethodOfTheMacOSSDK() throws {
        let app = try spec("NSApplicationDelegate")
        XCTAssertEqual(app.methods.count, 45)
        XCTAssertEqual(app.annotations, ["superclass": "NSObject", "module": "AppKit"])
        XCTAssertEqual(policies(app).filter { !$0.hasSuffix(": -") }, [
            "applicationShouldTerminate(_:): first",
            "application(_:openFile:): first",
            "application(_:openTempFile:): first",
            "applicationShouldOpenUntitledFile(_:): all",
            "applicationOpenUntitledFile(_:): first",
            "application(_:openFileWithoutUI:): first",
            "application(_:printFile:): first",
            "application(_:printFiles:withSettings:showPrintPanels:): first",
            "applicationShouldTerminateAfterLastWindowClosed(_:): any",
            "applicationShouldHandleReopen(_:hasVisibleWindows:): all",
            "applicationDockMenu(_:): firstNonNil",
            "applicationShouldAutomaticallyLocalizeKeyEquivalents(_:): all",
            "application(_:willPresentError:): firstNonNil",
            "applicationSupportsSecureRestorableState(_:): all",
            "application(_:handlerFor:): firstNonNil",
            "application(_:willContinueUserActivityWithType:): any",
            "application(_:continue:restorationHandler:): any",
            "application(_:delegateHandlesKey:): any",
        ])
        XCTAssertEqual(app.method(named: "applicationShouldTerminate(_:)")?.annotations["fallback"], ".terminateNow")
    }

    func testWKApplicationDelegateTellsItsFourHandleMethodsApartByParameterName() throws {
        let watch = try spec("WKApplicationDelegate")
        XCTAssertEqual(watch.methods.count, 18)
        XCTAssertEqual(watch.methods.filter(\.isOverloaded).map(\.selector), [
            "handle(_ workoutConfiguration:)", "handle(_ extendedRuntimeSession:)", "handle(_ userActivity:)",
            "handle(_ backgroundTasks:)",
        ])
        XCTAssertEqual(watch.method(named: "handle(_:completionHandler:)")?.isOverloaded, false)
        XCTAssertEqual(MethodNaming.uniqueIdentifiers(watch.methods).filter { $0.hasPrefix("handle") }, [
            "handleWorkoutConfiguration", "handleActiveWorkoutRecovery", "handleExtendedRuntimeSession",
            "handleRemoteNowPlayingActivity", "handleUserActivityUserInfo", "handleUserActivity", "handleCompletionHandler",
            "handleBackgroundTasks",
        ])
        XCTAssertEqual(policies(watch).filter { !$0.hasSuffix(": -") }, [
            "handle(_:completionHandler:): firstNonNil",
            "didReceiveRemoteNotification(_:fetchCompletionHandler:): fetchResult",
        ])
    }
}
