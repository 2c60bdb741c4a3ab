import Foundation
import XCTest
@testable import ScaffoldKit

final class UIApplicationDelegateCatalogTests: XCTestCase {
    private static let catalogPath = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Templates/Catalog/UIApplicationDelegate.swift").path

    private func catalog() throws -> ProtocolSpec {
        let bytes = try XCTUnwrap(FileManager.default.contents(atPath: Self.catalogPath))
        return try SwiftDeclarationScanner.protocolSpec(named: "UIApplicationDelegate", in: Array(bytes),
                                                        path: "UIApplicationDelegate.swift")
    }

    static let selectors = [
        "applicationDidFinishLaunching(_:)",
        "application(_:willFinishLaunchingWithOptions:)",
        "application(_:didFinishLaunchingWithOptions:)",
        "applicationDidBecomeActive(_:)",
        "applicationWillResignActive(_:)",
        "application(_:handleOpen:)",
        "application(_:open:sourceApplication:annotation:)",
        "application(_:open:options:)",
        "applicationDidReceiveMemoryWarning(_:)",
        "applicationWillTerminate(_:)",
        "applicationSignificantTimeChange(_:)",
        "application(_:willChangeStatusBarOrientation:duration:)",
        "application(_:didChangeStatusBarOrientation:)",
        "application(_:willChangeStatusBarFrame:)",
        "application(_:didChangeStatusBarFrame:)",
        "application(_:didRegister:)",
        "application(_:didRegisterForRemoteNotificationsWithDeviceToken:)",
        "application(_:didFailToRegisterForRemoteNotificationsWithError:)",
        "application(_:didReceiveRemoteNotification:)",
        "application(_:didReceive:)",
        "application(_:handleActionWithIdentifier:for:completionHandler:)",
        "application(_:handleActionWithIdentifier:forRemoteNotification:withResponseInfo:completionHandler:)",
        "application(_:handleActionWithIdentifier:forRemoteNotification:completionHandler:)",
        "application(_:handleActionWithIdentifier:for:withResponseInfo:completionHandler:)",
        "application(_:didReceiveRemoteNotification:fetchCompletionHandler:)",
        "application(_:performFetchWithCompletionHandler:)",
        "application(_:performActionFor:completionHandler:)",
        "application(_:handleEventsForBackgroundURLSession:completionHandler:)",
        "application(_:handleWatchKitExtensionRequest:reply:)",
        "applicationShouldRequestHealthAuthorization(_:)",
        "application(_:handlerFor:)",
        "application(_:handle:completionHandler:)",
        "applicationDidEnterBackground(_:)",
        "applicationWillEnterForeground(_:)",
        "applicationProtectedDataWillBecomeUnavailable(_:)",
        "applicationProtectedDataDidBecomeAvailable(_:)",
        "application(_:supportedInterfaceOrientationsFor:)",
        "application(_:shouldAllowExtensionPointIdentifier:)",
        "application(_:viewControllerWithRestorationIdentifierPath:coder:)",
        "application(_:shouldSaveSecureApplicationState:)",
        "application(_:shouldRestoreSecureApplicationState:)",
        "application(_:willEncodeRestorableStateWith:)",
        "application(_:didDecodeRestorableStateWith:)",
        "application(_:shouldSaveApplicationState:)",
        "application(_:shouldRestoreApplicationState:)",
        "application(_:willContinueUserActivityWithType:)",
        "application(_:continue:restorationHandler:)",
        "application(_:didFailToContinueUserActivityWithType:error:)",
        "application(_:didUpdate:)",
        "application(_:userDidAcceptCloudKitShareWith:)",
        "application(_:configurationForConnecting:options:)",
        "application(_:didDiscardSceneSessions:)",
        "applicationShouldAutomaticallyLocalizeKeyCommands(_:)",
    ]

    func testEveryMethodOfTheSDKInOrder() throws {
        let spec = try catalog()
        XCTAssertEqual(spec.methods.count, 53)
        XCTAssertEqual(spec.methods.map(\.selector), Self.selectors)
        XCTAssertTrue(spec.methods.allSatisfy(\.isOptional))
        XCTAssertTrue(spec.methods.allSatisfy { $0.conditions.isEmpty && !$0.documentation.isEmpty })
    }

    func testProtocolLevelFacts() throws {
        let spec = try catalog()
        XCTAssertEqual(spec.name, "UIApplicationDelegate")
        XCTAssertEqual(spec.inheritance, ["NSObjectProtocol"])
        XCTAssertEqual(spec.attributes, [Attribute(name: "MainActor")])
        XCTAssertEqual(spec.annotations, ["superclass": "UIResponder", "module": "UIKit", "role": "app-delegate"])
        XCTAssertEqual(spec.imports, ["UIKit"])
    }

    func testWindowProperty() throws {
        let spec = try catalog()
        XCTAssertEqual(spec.properties.count, 1)
        let window = try XCTUnwrap(spec.properties.first)
        XCTAssertEqual(window.name, "window")
        XCTAssertEqual(window.type.description, "UIWindow?")
        XCTAssertTrue(window.isSettable)
        XCTAssertTrue(window.isOptional)
        XCTAssertEqual(window.attributes.map(\.description), ["@available(iOS 5.0, *)"])
    }

    func testDeprecatedMethods() throws {
        let deprecated = try catalog().methods.filter(\.isDeprecated).map(\.selector)
        XCTAssertEqual(deprecated, [
            "applicationDidBecomeActive(_:)",
            "applicationWillResignActive(_:)",
            "application(_:handleOpen:)",
            "application(_:open:sourceApplication:annotation:)",
            "application(_:open:options:)",
            "application(_:willChangeStatusBarOrientation:duration:)",
            "application(_:didChangeStatusBarOrientation:)",
            "application(_:willChangeStatusBarFrame:)",
            "application(_:didChangeStatusBarFrame:)",
            "application(_:didRegister:)",
            "application(_:didReceiveRemoteNotification:)",
            "application(_:didReceive:)",
            "application(_:handleActionWithIdentifier:for:completionHandler:)",
            "application(_:handleActionWithIdentifier:forRemoteNotification:withResponseInfo:completionHandler:)",
            "application(_:handleActionWithIdentifier:forRemoteNotification:completionHandler:)",
            "application(_:handleActionWithIdentifier:for:withResponseInfo:completionHandler:)",
            "application(_:performFetchWithCompletionHandler:)",
            "application(_:performActionFor:completionHandler:)",
            "application(_:handle:completionHandler:)",
            "applicationWillEnterForeground(_:)",
            "application(_:shouldSaveApplicationState:)",
            "application(_:shouldRestoreApplicationState:)",
            "application(_:willContinueUserActivityWithType:)",
            "application(_:continue:restorationHandler:)",
            "application(_:didFailToContinueUserActivityWithType:error:)",
            "application(_:didUpdate:)",
            "application(_:userDidAcceptCloudKitShareWith:)",
        ])
        let performFetch = try XCTUnwrap(try catalog().method(named: "application(_:performFetchWithCompletionHandler:)"))
        XCTAssertEqual(performFetch.attributes.map(\.description), [
            "@available(iOS, introduced: 7.0, deprecated: 13.0, "
                + "message: \"Use a BGAppRefreshTask in the BackgroundTasks framework instead\")",
        ])
    }

    func testPoliciesOfEveryMethodThatAnswers() throws {
        let spec = try catalog()
        let policies = Dictionary(uniqueKeysWithValues: spec.methods.compactMap { method in
            method.annotations["policy"].map { (method.selector, $0) }
        })
        XCTAssertEqual(policies, [
            "application(_:willFinishLaunchingWithOptions:)": "all",
            "application(_:didFinishLaunchingWithOptions:)": "all",
            "application(_:handleOpen:)": "any",
            "application(_:open:sourceApplication:annotation:)": "any",
            "application(_:open:options:)": "any",
            "application(_:didReceiveRemoteNotification:fetchCompletionHandler:)": "fetchResult",
            "application(_:performFetchWithCompletionHandler:)": "fetchResult",
            "application(_:performActionFor:completionHandler:)": "any",
            "application(_:handleWatchKitExtensionRequest:reply:)": "firstNonNil",
            "application(_:handlerFor:)": "firstNonNil",
            "application(_:handle:completionHandler:)": "firstNonNil",
            "application(_:supportedInterfaceOrientationsFor:)": "intersection",
            "application(_:shouldAllowExtensionPointIdentifier:)": "all",
            "application(_:viewControllerWithRestorationIdentifierPath:coder:)": "firstNonNil",
            "application(_:shouldSaveSecureApplicationState:)": "all",
            "application(_:shouldRestoreSecureApplicationState:)": "all",
            "application(_:shouldSaveApplicationState:)": "all",
            "application(_:shouldRestoreApplicationState:)": "all",
            "application(_:willContinueUserActivityWithType:)": "any",
            "application(_:continue:restorationHandler:)": "any",
            "application(_:configurationForConnecting:options:)": "firstNonNil",
            "applicationShouldAutomaticallyLocalizeKeyCommands(_:)": "all",
        ])
        XCTAssertTrue(policies.values.allSatisfy { Policy(rawValue: $0) != nil })
        for method in spec.methods where method.annotations["policy"] == nil {
            XCTAssertNil(method.returnType, method.selector)
            let valued = method.parameters.contains { $0.type.functionType?.parameters.isEmpty == false }
            XCTAssertFalse(valued, method.selector)
        }
    }

    func testFallbacksAndImports() throws {
        let spec = try catalog()
        let fallbacks = Dictionary(uniqueKeysWithValues: spec.methods.compactMap { method in
            method.annotations["fallback"].map { (method.selector, $0) }
        })
        XCTAssertEqual(fallbacks, [
            "application(_:configurationForConnecting:options:)":
                "UISceneConfiguration(name: nil, sessionRole: connectingSceneSession.role)",
            "application(_:supportedInterfaceOrientationsFor:)": ".all",
            "application(_:handle:completionHandler:)": "INIntentResponse()",
        ])
        let imports = Dictionary(uniqueKeysWithValues: spec.methods.compactMap { method in
            method.annotations["imports"].map { (method.selector, $0) }
        })
        XCTAssertEqual(imports, [
            "application(_:handlerFor:)": "Intents",
            "application(_:handle:completionHandler:)": "Intents",
            "application(_:userDidAcceptCloudKitShareWith:)": "CloudKit",
        ])
    }

    func testExactSignatures() throws {
        let spec = try catalog()
        let launch = try XCTUnwrap(spec.method(named: "application(_:didFinishLaunchingWithOptions:)"))
        XCTAssertEqual(launch.parameters[1].name, "launchOptions")
        XCTAssertEqual(launch.parameters[1].type.description, "[UIApplication.LaunchOptionsKey: Any]?")
        XCTAssertEqual(launch.parameters[1].defaultValue, "nil")
        XCTAssertEqual(launch.returnType, .named("Bool"))
        let open = try XCTUnwrap(spec.method(named: "application(_:open:options:)"))
        XCTAssertEqual(open.parameters.map(\.name), ["app", "url", "options"])
        XCTAssertEqual(open.parameters[2].defaultValue, "[:]")
        let fetch = try XCTUnwrap(spec.method(named: "application(_:didReceiveRemoteNotification:fetchCompletionHandler:)"))
        XCTAssertEqual(fetch.parameters[2].type.description, "@escaping (UIBackgroundFetchResult) -> Void")
        let proceed = try XCTUnwrap(spec.method(named: "application(_:continue:restorationHandler:)"))
        XCTAssertEqual(proceed.parameters[2].type.description, "@escaping ([any UIUserActivityRestoring]?) -> Void")
        let share = try XCTUnwrap(spec.method(named: "application(_:userDidAcceptCloudKitShareWith:)"))
        XCTAssertEqual(share.parameters[1].type, .named("CKShare", "Metadata"))
        let scene = try XCTUnwrap(spec.method(named: "application(_:configurationForConnecting:options:)"))
        XCTAssertEqual(scene.parameters.map(\.type.description), ["UIApplication", "UISceneSession",
                                                                 "UIScene.ConnectionOptions"])
        XCTAssertEqual(scene.returnType, .named("UISceneConfiguration"))
        let discard = try XCTUnwrap(spec.method(named: "application(_:didDiscardSceneSessions:)"))
        XCTAssertEqual(discard.parameters[1].type.description, "Set<UISceneSession>")
        let watch = try XCTUnwrap(spec.method(named: "application(_:handleWatchKitExtensionRequest:reply:)"))
        XCTAssertEqual(watch.parameters[2].type.description, "@escaping ([AnyHashable: Any]?) -> Void")
        let handler = try XCTUnwrap(spec.method(named: "application(_:handlerFor:)"))
        XCTAssertEqual(handler.returnType?.description, "Any?")
    }
}
