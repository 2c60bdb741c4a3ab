import XCTest
@testable import ScaffoldKit

/// How `scaffold adopt` reads a class body: where each member starts and ends, and what its forwarder needs.
final class MemberScannerTests: XCTestCase {
    private func members(_ body: String) throws -> [AdoptedMember] {
        let text = "class AppDelegate: UIResponder, UIApplicationDelegate {\n" + body + "}\n"
        let file = try ScannedSwiftFile(bytes: Array(text.utf8), path: "A.swift") { _ in true }
        return try XCTUnwrap(file.types.first).members
    }

    private func text(_ member: AdoptedMember, in body: String) -> String {
        let bytes = Array(("class AppDelegate: UIResponder, UIApplicationDelegate {\n" + body + "}\n").utf8)
        return String(decoding: bytes[member.range], as: UTF8.self)
    }

    func testPropertiesTheirTypesAndWhetherTheCompositeMaySetThem() throws {
        let body = """
            lazy var container: NSPersistentContainer = {
                NSPersistentContainer(name: "A")
            }()
            private(set) var count: Int = 0
            let name = "app"
            var ratio = 0.5 { didSet { print(ratio) } }
            var isReady: Bool { count > 0 }
            var token: String? {
                get { nil }
                set { print(newValue as Any) }
            }
            static let shared = Manager()
            @objc dynamic var flag = true

        """
        let found = try members(body)
        XCTAssertEqual(found.map(\.name), ["container", "count", "name", "ratio", "isReady", "token", "shared", "flag"])
        XCTAssertEqual(found.map(\.propertyType),
                       ["NSPersistentContainer", "Int", "String", "Double", "Bool", "String?", "Manager", "Bool"])
        XCTAssertEqual(found.map(\.isSettable), [true, false, false, true, false, true, false, true])
        XCTAssertEqual(text(found[0], in: body), "lazy var container: NSPersistentContainer = {\n"
            + "        NSPersistentContainer(name: \"A\")\n    }()")
        XCTAssertTrue(found[6].isStatic)
    }

    func testFunctionsInitializersNestedTypesAndConditions() throws {
        let body = """
            /// Doc comments are not part of the member.
            @objc(openWithIdentifier:)
            func open(identifier id: String, animated: Bool = true) async throws -> Int { 1 }
            override init() { super.init() }
            init(name: String) {}
            deinit {}
            enum Route { case home }
            typealias Handler = () -> Void
            #if DEBUG
            func debug() {}
            #else
            private func release() {}
            #endif

        """
        let found = try members(body)
        XCTAssertEqual(found.map(\.name), ["open", "init", "init", "deinit", "Route", "Handler", "debug", "release"])
        XCTAssertEqual(found.map(\.kind), [.function, .initializer, .initializer, .deinitializer, .nestedType,
                                           .typeAlias, .function, .function])
        XCTAssertEqual(found[0].function?.swiftName, "open(identifier:animated:)")
        XCTAssertEqual(found[0].function?.parameters.last?.defaultValue, "true")
        XCTAssertEqual(text(found[0], in: body).split(separator: "\n").first, "@objc(openWithIdentifier:)")
        XCTAssertEqual([found[1].hasNoParameters, found[2].hasNoParameters], [true, false])
        XCTAssertEqual(found[6].conditions, ["DEBUG"])
        XCTAssertEqual(found[7].conditions, ["!DEBUG"])
        XCTAssertTrue(found[7].isPrivate)
    }

    func testForwardersKeepTheSpellingCallersUse() throws {
        let found = try members("""
            @objc @discardableResult func open(identifier id: String, animated: Bool = true) async throws -> Int { 1 }
            static func current() -> AppDelegate? { nil }
            weak var window: UIWindow?

        """)
        let forwarders = found.map { MemberForwarders.forwarder(of: $0, leafType: "LegacyComponent",
                                                                leafProperty: "legacyComponent") }
        XCTAssertEqual(forwarders[0], [
            "    @objc @discardableResult "
                + "func open(identifier id: String, animated: Bool = true) async throws -> Int {",
            "        try await legacyComponent.open(identifier: id, animated: animated)", "    }"])
        XCTAssertEqual(forwarders[1], ["    static func current() -> AppDelegate? {",
                                       "        LegacyComponent.current()", "    }"])
        XCTAssertEqual(forwarders[2], ["    var window: UIWindow? {", "        get { legacyComponent.window }",
                                       "        set { legacyComponent.window = newValue }", "    }"])
    }
}
