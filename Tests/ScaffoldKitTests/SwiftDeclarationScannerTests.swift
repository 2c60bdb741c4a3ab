import XCTest
@testable import ScaffoldKit

final class SwiftDeclarationScannerTests: XCTestCase {

    func testAnInheritedGenericTypeKeepsItsArguments() {
        let specs = scanProtocols("protocol Feed: Base<Int, String>, AnyObject where Self: Sendable {}")
        XCTAssertEqual(specs.first?.inheritance, ["Base<Int, String>", "AnyObject"])
    }

    // MARK: SDK interface text

    func testSDKGeneratedInterfaceText() throws {
        let source = """
        import Foundation
        @preconcurrency import UserNotifications
        import struct CloudKit.CKShare
        @_exported import UIKit.UIApplication

        /// The app's delegate.
        @MainActor public protocol UIApplicationDelegate : NSObjectProtocol {
          @available(iOS 3.0, *)
          optional func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey : Any]? = nil) -> Bool
          @available(iOS, introduced: 2.0, deprecated: 13.0, message: "Use viewWillTransitionToSize:withTransitionCoordinator: instead.")
          optional func application(_ application: UIApplication, willChangeStatusBarFrame newStatusBarFrame: CGRect)
          optional func application(_ application: UIApplication, handleWatchKitExtensionRequest userInfo: [AnyHashable : Any]?, reply: @escaping ([AnyHashable : Any]?) -> Void)
          @objc(applicationOpen:options:) optional func application(_ app: UIApplication, open url: URL, options: [UIApplication.OpenURLOptionsKey : Any] = [:]) -> Bool
          optional func configure(_ value: Int = default)
          @available(iOS 5.0, *)
          optional var window: UIWindow? { get set }
        }
        """
        let spec = try XCTUnwrap(scanProtocols(source).first)
        XCTAssertEqual(spec.name, "UIApplicationDelegate")
        XCTAssertEqual(spec.imports, ["Foundation", "UserNotifications", "CloudKit", "UIKit.UIApplication"])
        XCTAssertEqual(spec.documentation, ["The app's delegate."])
        XCTAssertEqual(spec.attributes, [Attribute(name: "MainActor")])
        XCTAssertEqual(spec.inheritance, ["NSObjectProtocol"])
        XCTAssertEqual(spec.location, SourceLocation(file: "P.swift", line: 7, column: 28))
        XCTAssertEqual(spec.methods.map(\.selector), [
            "application(_:didFinishLaunchingWithOptions:)",
            "application(_:willChangeStatusBarFrame:)",
            "application(_:handleWatchKitExtensionRequest:reply:)",
            "application(_:open:options:)",
            "configure(_:)",
        ])
        let launch = spec.methods[0]
        XCTAssertEqual(launch, MethodRequirement(
            name: "application",
            parameters: [
                Parameter(label: nil, name: "application", type: .named("UIApplication")),
                Parameter(label: "didFinishLaunchingWithOptions", name: "launchOptions",
                          type: .optional(.dictionary(key: .named("UIApplication", "LaunchOptionsKey"),
                                                      value: .named("Any"))),
                          defaultValue: "nil"),
            ],
            returnType: .named("Bool"), isOptional: true,
            attributes: [Attribute(name: "available", arguments: "iOS 3.0, *")],
            location: SourceLocation(file: "P.swift", line: 9, column: 17)))
        XCTAssertEqual(spec.methods[1].attributes.first?.arguments,
                       "iOS, introduced: 2.0, deprecated: 13.0, message: \"Use viewWillTransitionToSize:withTransitionCoordinator: instead.\"")
        XCTAssertTrue(spec.methods[1].isDeprecated)
        XCTAssertEqual(spec.methods[2].parameters[2].type.description, "@escaping ([AnyHashable: Any]?) -> Void")
        XCTAssertEqual(spec.methods[3].attributes, [Attribute(name: "objc", arguments: "applicationOpen:options:")])
        XCTAssertEqual(spec.methods[3].parameters.map(\.defaultValue), [nil, nil, "[:]"])
        XCTAssertEqual(spec.methods[4].parameters[0].defaultValue, "default")
        XCTAssertEqual(spec.properties, [PropertyRequirement(
            name: "window", type: .optional(.named("UIWindow")), isSettable: true, isOptional: true,
            attributes: [Attribute(name: "available", arguments: "iOS 5.0, *")],
            location: SourceLocation(file: "P.swift", line: 16, column: 16))])
    }

    // MARK: A user protocol with every construct

    func testUserProtocolWithEveryConstruct() throws {
        let source = #"""
        import UIKit

        struct Helper {
            let text = "a { brace in a string"
            let multi = """
                } another one
                """
            let raw = #"raw \#(1) "quoted" { "#
            /* a { block /* nested } */ comment */
            func helper() { if true { print("}") } }
        }

        // protocol NotThis { }
        /**
         * Lifecycle of the app.
         * - scaffold.superclass: NSObject
         */
        public protocol AppLifecycle: AnyObject, Sendable where Self: NSObject {
            /// Called once.
            ///
            /// More text.
            /// - scaffold.policy: all
            /// - scaffold.imports: Intents, CloudKit
            @MainActor
            func didLaunch(options: [String: Any]?) -> Bool

            static func make(count: Int) -> Int
            mutating func reset()
            nonisolated func load<T: Decodable>(_ type: T.Type, from data: inout [UInt8]) async throws -> T where T: Sendable
            func sum(_ values: Int..., into total: borrowing Int) rethrows
            func fetch(completion: @escaping @Sendable (Result<[Int], any Error>) -> Void)
            func typed() throws(LoadError) -> (name: String, count: Int)
            func take(_ value: consuming String, _: sending [Int])
        #if os(iOS)
            func onlyOnIOS()
        #elseif os(macOS)
            func onlyOnMac()
        #else
            #if DEBUG
            func debugElsewhere()
            #endif
        #endif
            var name: String { get }
            var settings: [String: Int] { get set }
            static var shared: Int { get async throws }
        }
        """#
        let specs = scanProtocols(source)
        XCTAssertEqual(specs.map(\.name), ["AppLifecycle"])
        let spec = try XCTUnwrap(specs.first)
        XCTAssertEqual(spec.documentation, ["Lifecycle of the app."])
        XCTAssertEqual(spec.annotations, ["superclass": "NSObject"])
        XCTAssertEqual(spec.inheritance, ["AnyObject", "Sendable"])
        XCTAssertEqual(spec.methods.map(\.selector), [
            "didLaunch(options:)", "make(count:)", "reset()", "load(_:from:)", "sum(_:into:)", "fetch(completion:)",
            "typed()", "take(_:_:)", "onlyOnIOS()", "onlyOnMac()", "debugElsewhere()",
        ])
        let launch = spec.methods[0]
        XCTAssertEqual(launch.documentation, ["Called once.", "", "More text."])
        XCTAssertEqual(launch.annotations, ["policy": "all", "imports": "Intents, CloudKit"])
        XCTAssertEqual(launch.attributes, [Attribute(name: "MainActor")])
        XCTAssertEqual(launch.returnType, .named("Bool"))
        XCTAssertEqual(launch.location, SourceLocation(file: "P.swift", line: 25, column: 10))
        XCTAssertTrue(spec.methods[1].isStatic)
        XCTAssertTrue(spec.methods[2].isMutating)
        XCTAssertNil(spec.methods[2].returnType)

        let load = spec.methods[3]
        XCTAssertEqual(load.genericParameterClause, "<T: Decodable>")
        XCTAssertEqual(load.whereClause, "T: Sendable")
        XCTAssertTrue(load.isAsync)
        XCTAssertEqual(load.throwsClause, "throws")
        XCTAssertEqual(load.parameters[0].type.description, "T.Type")
        XCTAssertTrue(load.parameters[1].isInout)
        XCTAssertEqual(load.parameters[1].type.description, "[UInt8]")
        XCTAssertEqual(load.returnType, .named("T"))

        let sum = spec.methods[4]
        XCTAssertTrue(sum.parameters[0].isVariadic)
        XCTAssertEqual(sum.parameters[0].type, .named("Int"))
        XCTAssertEqual(sum.parameters[1].type.description, "borrowing Int")
        XCTAssertEqual(sum.throwsClause, "rethrows")

        XCTAssertEqual(spec.methods[5].parameters[0].type.description,
                       "@escaping @Sendable (Result<[Int], any Error>) -> Void")
        XCTAssertEqual(spec.methods[6].throwsClause, "throws(LoadError)")
        XCTAssertEqual(spec.methods[6].returnType?.description, "(name: String, count: Int)")
        let take = spec.methods[7]
        XCTAssertEqual(take.parameters.map(\.name), ["value", "arg1"])
        XCTAssertEqual(take.parameters.map(\.type.description), ["consuming String", "sending [Int]"])

        XCTAssertEqual(spec.methods[8].conditions, ["os(iOS)"])
        XCTAssertEqual(spec.methods[9].conditions, ["!os(iOS) && os(macOS)"])
        XCTAssertEqual(spec.methods[10].conditions, ["!os(iOS) && !os(macOS)", "DEBUG"])
        XCTAssertTrue(spec.methods[0].conditions.isEmpty)

        XCTAssertEqual(spec.properties.map(\.name), ["name", "settings", "shared"])
        XCTAssertEqual(spec.properties.map(\.isSettable), [false, true, false])
        XCTAssertEqual(spec.properties.map(\.isStatic), [false, false, true])
        XCTAssertEqual(spec.properties[1].type.description, "[String: Int]")
    }

    func testProtocolWithPrimaryAssociatedTypesFailsOnTheAssociatedType() {
        let source = """
        protocol Store<Element> {
            associatedtype Element
            func add(_ element: Element)
        }
        """
        XCTAssertEqual(scannerErrors(source), "P.swift:2:5: error: associated type 'Element' cannot be forwarded: the leaves "
            + "are different types and cannot agree on one 'Element'; use a concrete type or a generic method instead")
    }
}
