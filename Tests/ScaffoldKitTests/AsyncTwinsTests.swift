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

    /// One name, two requirements: the deprecated notification method and the async form of the fetch method.
    /// Listing it is an error at the listing that names both, in the catalog and in the SDK's own text alike.
    func testDidReceiveRemoteNotificationIsRefusedAsNamingTwoRequirements() throws {
        let name = "application(_:didReceiveRemoteNotification:)"
        for (spec, declared) in [(try SDKInterfaceFixture.loaded(), "UIApplicationDelegate.swift"),
                                 (try GeneratorFixture.catalogSpec(), "built-in catalog UIApplicationDelegate")] {
            let composite = GeneratorFixture.composite([GeneratorFixture.component("Push", [name])])
            XCTAssertThrowsError(try ForwardingPlanner.plan(composite, protocolSpec: spec, isCatalogProtocol: false)) {
                let diagnostics = ($0 as? DiagnosticError)?.diagnostics ?? []
                XCTAssertEqual(diagnostics.map(\.message), [
                    "'\(name)' names two requirements of 'UIApplicationDelegate': '\(name)' (deprecated) and the "
                        + "async form of 'application(_:didReceiveRemoteNotification:fetchCompletionHandler:)'; list "
                        + "'\(name) async' for the async form, or "
                        + "'application(_:didReceiveRemoteNotification:fetchCompletionHandler:)' for the "
                        + "completion-handler requirement",
                ])
                XCTAssertEqual(diagnostics.first?.location, GeneratorFixture.location)
                let notes = diagnostics.first?.notes ?? []
                XCTAssertEqual(notes.map(\.message), ["'\(name)' is declared here",
                    "'application(_:didReceiveRemoteNotification:fetchCompletionHandler:)' is declared here"])
                XCTAssertTrue(notes.allSatisfy { $0.location?.file.hasSuffix(declared) == true },
                              "\(notes.map { $0.location?.file ?? "-" })")
            }
        }
    }

    /// The catalog declares only completion forms; their async names are the ones the SDK's interface shows.
    func testTheCatalogsAsyncNamesAreTheSDKInterfacesTwins() throws {
        XCTAssertEqual(try GeneratorFixture.catalogSpec().asyncTwins, SDKInterfaceFixture.twins)
        XCTAssertEqual(try GeneratorFixture.catalogSpec("UIWindowSceneDelegate").asyncTwins,
                       ["windowScene(_:performActionFor:)": "windowScene(_:performActionFor:completionHandler:)"])
        XCTAssertEqual(try GeneratorFixture.catalogSpec("UNUserNotificationCenterDelegate").asyncTwins, [
            "userNotificationCenter(_:willPresent:)": "userNotificationCenter(_:willPresent:withCompletionHandler:)",
            "userNotificationCenter(_:didReceive:)": "userNotificationCenter(_:didReceive:withCompletionHandler:)",
        ])
    }

    /// Leaves of one composite implement a method in one spelling.
    func testTwoSpellingsOfOneMethodInOneCompositeAreAnError() throws {
        let composite = GeneratorFixture.composite([
            GeneratorFixture.component("Shortcuts", ["application(_:performActionFor:)"]),
            GeneratorFixture.component("Logging", ["application(_:performActionFor:completionHandler:)"]),
        ])
        XCTAssertThrowsError(try ForwardingPlanner.plan(composite, protocolSpec: try GeneratorFixture.catalogSpec(),
                                                        isCatalogProtocol: true)) {
            XCTAssertEqual(($0 as? DiagnosticError)?.diagnostics.map(\.message), [
                "'application(_:performActionFor:completionHandler:)' is listed here as "
                    + "'application(_:performActionFor:completionHandler:)' but as its async form elsewhere; the "
                    + "leaves of one composite implement a method in one spelling",
            ])
        }
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
        XCTAssertEqual(plan.methods.map(\.isSpelledAsync), [true])
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
        // `count()` is both a requirement and the async name of `count(completion:)`: the planner refuses it.
        XCTAssertEqual(spec.asyncTwins, ["load(_:)": "load(_:completionHandler:)", "count()": "count(completion:)"])
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
