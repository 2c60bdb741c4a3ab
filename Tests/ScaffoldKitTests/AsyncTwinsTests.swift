import XCTest
@testable import ScaffoldKit

/// The importer's `async` alternatives of Objective-C completion-handler methods are folded into them.
final class AsyncTwinsTests: XCTestCase {
    func testTheSDKInterfaceHasTheCatalogsFiftyThreeMethodsAndTenFoldedTwins() throws {
        let spec = try SDKInterfaceFixture.scanned()
        XCTAssertEqual(spec.methods.map(\.selector), UIApplicationDelegateCatalogTests.selectors)
        XCTAssertEqual(spec.methods.count, 53)
        XCTAssertEqual(spec.asyncTwins, SDKInterfaceFixture.twins)
        XCTAssertFalse(spec.methods.contains(where: \.isAsync))
        XCTAssertFalse(spec.methods.contains(where: \.isOverloaded))
        XCTAssertEqual(spec.properties.map(\.name), ["window"])
        XCTAssertEqual(spec.attributes.map(\.description), ["@available(iOS 2.0, *)", "@MainActor", "@preconcurrency"])
        XCTAssertEqual(spec.inheritance, ["NSObjectProtocol"])
    }

    func testTheTwinsNameMeansTheCompletionHandlerMethod() throws {
        let spec = try SDKInterfaceFixture.scanned()
        let collision = "application(_:didReceiveRemoteNotification:)"
        for (twin, completion) in SDKInterfaceFixture.twins where twin != collision {
            XCTAssertEqual(spec.method(named: twin)?.selector, completion, twin)
        }
    }

    func testDidReceiveRemoteNotificationMeansTheDeprecatedMethodNotTheFetchTwin() throws {
        let spec = try SDKInterfaceFixture.scanned()
        let method = try XCTUnwrap(spec.method(named: "application(_:didReceiveRemoteNotification:)"))
        XCTAssertNil(method.returnType)
        XCTAssertFalse(method.isAsync)
        XCTAssertTrue(method.isDeprecated)
        XCTAssertEqual(method.parameters.map(\.name), ["application", "userInfo"])
    }

    func testListingATwinAndItsCompletionFormIsListingOneMethodTwice() throws {
        let spec = try SDKInterfaceFixture.loaded()
        let composite = GeneratorFixture.composite([GeneratorFixture.component(
            "Shortcuts", ["application(_:performActionFor:completionHandler:)", "application(_:performActionFor:)"])])
        XCTAssertThrowsError(try ForwardingPlanner.plan(composite, protocolSpec: spec, isCatalogProtocol: false)) {
            XCTAssertEqual(($0 as? DiagnosticError)?.diagnostics.map(\.message),
                           ["'application(_:performActionFor:)' is listed twice for 'Shortcuts'"])
        }
        let single = GeneratorFixture.composite([GeneratorFixture.component(
            "Shortcuts", ["application(_:performActionFor:)"])])
        let plan = try ForwardingPlanner.plan(single, protocolSpec: spec, isCatalogProtocol: false)
        XCTAssertEqual(plan.methods.map(\.requirement.selector), ["application(_:performActionFor:completionHandler:)"])
        XCTAssertEqual(plan.methods.map(\.policy), [.any])
    }

    func testAThrowingTwinUnwrapsTheHandlersOptionalValue() throws {
        let spec = try scan("""
            @objc public protocol Loader: NSObjectProtocol {
                @objc optional func load(_ name: String, completionHandler: @escaping (Data?, (any Error)?) -> Void)
                @objc optional func load(_ name: String) async throws -> Data
                @objc optional func count(completion: @escaping (Int) -> Void)
                @objc optional func count() async -> String
            }
            """)
        XCTAssertEqual(spec.methods.map(\.swiftName),
                       ["load(_:completionHandler:)", "count(completion:)", "count()"])
        XCTAssertEqual(spec.asyncTwins, ["load(_:)": "load(_:completionHandler:)"])
    }

    func testASwiftProtocolKeepsAnAsyncMethodAndACompletionMethodAsTwoRequirements() throws {
        let spec = try scan("""
            public protocol Loader: AnyObject {
                func load(completionHandler: @escaping (Int) -> Void)
                func load() async -> Int
            }
            """)
        XCTAssertEqual(spec.methods.map(\.swiftName), ["load(completionHandler:)", "load()"])
        XCTAssertEqual(spec.asyncTwins, [:])
    }

    private func scan(_ text: String) throws -> ProtocolSpec {
        try XCTUnwrap(SwiftDeclarationScanner.protocols(in: Array(text.utf8), path: "Loader.swift").first)
    }
}
