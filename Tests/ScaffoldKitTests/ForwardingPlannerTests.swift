import XCTest
@testable import ScaffoldKit

/// Which methods a composite forwards, to which leaves, combined how.
final class ForwardingPlannerTests: XCTestCase {
    private typealias Fixture = GeneratorFixture

    func testTheCompositeForwardsExactlyTheUnionOfTheLeavesMethodsInProtocolOrder() throws {
        let plan = try Fixture.plan([
            Fixture.component("B", ["applicationWillTerminate(_:)", "application(_:didFinishLaunchingWithOptions:)"]),
            Fixture.component("A", ["application(_:didFinishLaunchingWithOptions:)"]),
        ])
        XCTAssertEqual(plan.methods.map(\.requirement.selector),
                       ["application(_:didFinishLaunchingWithOptions:)", "applicationWillTerminate(_:)"])
        XCTAssertEqual(plan.methods[0].leafProperties, ["bComponent", "aComponent"])
        XCTAssertEqual(plan.methods[1].leafProperties, ["bComponent"])
        XCTAssertEqual(plan.components.map(\.typeName), ["BComponent", "AComponent"])
    }

    func testDefaultPoliciesComeFromTheCatalog() throws {
        let plan = try Fixture.plan([Fixture.component("All", [
            "application(_:didFinishLaunchingWithOptions:)", "application(_:open:options:)",
            "application(_:viewControllerWithRestorationIdentifierPath:coder:)",
            "application(_:supportedInterfaceOrientationsFor:)",
            "application(_:didReceiveRemoteNotification:fetchCompletionHandler:)",
            "application(_:configurationForConnecting:options:)",
            "application(_:handleEventsForBackgroundURLSession:completionHandler:)", "applicationWillTerminate(_:)",
        ])])
        let policies = Dictionary(uniqueKeysWithValues: plan.methods.map {
            ($0.requirement.selector, $0.policy?.rawValue ?? "-")
        })
        XCTAssertEqual(policies, [
            "application(_:didFinishLaunchingWithOptions:)": "all",
            "application(_:open:options:)": "any",
            "application(_:viewControllerWithRestorationIdentifierPath:coder:)": "firstNonNil",
            "application(_:supportedInterfaceOrientationsFor:)": "intersection",
            "application(_:didReceiveRemoteNotification:fetchCompletionHandler:)": "fetchResult",
            "application(_:configurationForConnecting:options:)": "firstNonNil",
            "application(_:handleEventsForBackgroundURLSession:completionHandler:)": "-",
            "applicationWillTerminate(_:)": "-",
        ])
    }

    func testMethodsWithoutANeutralValueAnswerOptionallyAndFallBack() throws {
        let plan = try Fixture.plan([Fixture.component("UI", [
            "application(_:supportedInterfaceOrientationsFor:)", "application(_:configurationForConnecting:options:)",
        ])])
        let orientation = try XCTUnwrap(plan.methods.first { $0.requirement.name == "application"
            && $0.requirement.selector.contains("supportedInterfaceOrientationsFor") })
        XCTAssertEqual(orientation.componentValueType?.description, "UIInterfaceOrientationMask?")
        XCTAssertEqual(orientation.fallback, ".all")
        let scene = try XCTUnwrap(plan.methods.first { $0.requirement.selector.contains("configurationForConnecting") })
        XCTAssertEqual(scene.componentValueType?.description, "UISceneConfiguration?")
        XCTAssertEqual(scene.fallback, "UISceneConfiguration(name: nil, sessionRole: connectingSceneSession.role)")
    }

    func testShapesOfCompletionHandlers() throws {
        let plan = try Fixture.plan([Fixture.component("All", [
            "application(_:didReceiveRemoteNotification:fetchCompletionHandler:)",
            "application(_:handleEventsForBackgroundURLSession:completionHandler:)",
            "application(_:continue:restorationHandler:)",
        ])])
        let shapes = Dictionary(uniqueKeysWithValues: plan.methods.map { ($0.requirement.selector, $0.shape) })
        XCTAssertEqual(shapes["application(_:didReceiveRemoteNotification:fetchCompletionHandler:)"],
                       .completion(parameter: 2, value: .named("UIBackgroundFetchResult")))
        XCTAssertEqual(shapes["application(_:handleEventsForBackgroundURLSession:completionHandler:)"],
                       .completion(parameter: 2, value: nil))
        guard case .valueAndListCompletion(parameter: 2, _) = shapes["application(_:continue:restorationHandler:)"]
        else { return XCTFail("continue userActivity must combine a Bool and a list") }
    }

    func testAManifestPolicyOverridesTheCatalog() throws {
        let plan = try Fixture.plan([Fixture.component("Links", ["application(_:open:options:)"],
                                                       policies: ["application(_:open:options:)": .first])])
        XCTAssertEqual(plan.methods[0].policy, .first)
        XCTAssertEqual(plan.methods[0].policySource, .manifest)
    }

    func testImportsFollowTheForwardedMethods() throws {
        XCTAssertEqual(try Fixture.plan([Fixture.component("A", ["applicationWillTerminate(_:)"])]).imports, ["Foundation", "UIKit"])
        XCTAssertEqual(try Fixture.plan([Fixture.component("A", ["application(_:handlerFor:)",
                                                                 "application(_:userDidAcceptCloudKitShareWith:)"])])
            .imports, ["CloudKit", "Foundation", "Intents", "UIKit"])
    }

    func testAMethodListedTwiceByOneResponsibilityIsAnError() {
        XCTAssertThrowsError(try Fixture.plan([Fixture.component("A", ["applicationWillTerminate(_:)",
                                                                       "applicationWillTerminate(_:)"])])) { error in
            XCTAssertEqual((error as? DiagnosticError)?.diagnostics.map(\.message),
                           ["'applicationWillTerminate(_:)' is listed twice for 'A'"])
        }
    }
}
