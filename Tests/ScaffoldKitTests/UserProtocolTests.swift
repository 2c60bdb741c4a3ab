import XCTest
@testable import ScaffoldKit

/// A protocol of the user's own with every construct scaffold reads: scanned with exact results, then planned.
final class UserProtocolTests: XCTestCase {
    static let source = """
        import Foundation

        /// What the app's lifecycle coordinator is told.
        /// - scaffold.superclass: NSObject
        @MainActor
        public protocol AppLifecycle: AnyObject {
            /// The app's display name.
            /// - scaffold.initial: "App"
            var displayName: String { get set }
            var userName: String? { get }
            static var retries: Int { get }

            func didLaunch(options: [String: Any])
            /// - scaffold.policy: all
            func canOpen(_ url: URL) -> Bool
            func enabledFeatures() -> Features
            func badgeCount() -> Int?
            func refresh() async
            func save(to path: String) throws
            func record<Event: Sequence>(_ events: Event) where Event.Element == String
            func adjust(_ counter: inout Int)
            func tag(_ names: String...)
            func confirm(_ question: String, completion: @escaping @Sendable (Bool) -> Void)
            /// - scaffold.policy: first
            func shouldProceed() async -> Bool
            func version() -> String
            static func make() -> Int
            #if DEBUG
            func debugDump()
            #endif
        }

        public struct Features: OptionSet, Sendable {
            public let rawValue: Int
            public init(rawValue: Int) { self.rawValue = rawValue }
        }

        """

    private func spec() throws -> ProtocolSpec {
        try SwiftDeclarationScanner.protocolSpec(named: "AppLifecycle", in: Array(Self.source.utf8),
                                                 path: "Sources/App/AppLifecycle.swift")
    }

    func testTheScannerReadsEveryConstruct() throws {
        let spec = try spec()
        XCTAssertEqual(spec.annotations, ["superclass": "NSObject"])
        XCTAssertEqual(spec.imports, ["Foundation"])
        XCTAssertEqual(spec.optionSetTypes, ["Features"])
        XCTAssertEqual(spec.properties.map { "\($0.isStatic ? "static " : "")\($0.name): \($0.type) "
            + "\($0.isSettable ? "get set" : "get") \($0.annotations)" }, [
            "displayName: String get set [\"initial\": \"\\\"App\\\"\"]",
            "userName: String? get [:]",
            "static retries: Int get [:]",
        ])
        XCTAssertEqual(spec.methods.map(\.selector), [
            "didLaunch(options:)", "canOpen(_:)", "enabledFeatures()", "badgeCount()", "refresh()", "save(to:)",
            "record(_:)", "adjust(_:)", "tag(_:)", "confirm(_:completion:)", "shouldProceed()", "version()",
            "make()", "debugDump()",
        ])
        let record = try XCTUnwrap(spec.method(named: "record(_:)"))
        XCTAssertEqual(record.genericParameterClause, "<Event: Sequence>")
        XCTAssertEqual(record.whereClause, "Event.Element == String")
        XCTAssertEqual(spec.method(named: "adjust(_:)")?.parameters.first?.isInout, true)
        XCTAssertEqual(spec.method(named: "tag(_:)")?.parameters.first?.isVariadic, true)
        XCTAssertEqual(spec.method(named: "save(to:)")?.throwsClause, "throws")
        XCTAssertEqual(spec.method(named: "refresh()")?.isAsync, true)
        XCTAssertEqual(spec.method(named: "make()")?.isStatic, true)
        XCTAssertEqual(spec.method(named: "debugDump()")?.conditions, ["DEBUG"])
        XCTAssertEqual(spec.method(named: "shouldProceed()")?.annotations, ["policy": "first"])
    }

    /// Every forwardable method listed; the policy of each comes from the annotation, else from its shape.
    func testPoliciesComeFromTheAnnotationElseFromTheShape() throws {
        var spec = try spec()
        spec.properties.removeAll { $0.isStatic }
        // Unlisted, neither could be answered by the composite (UnlistedRequirementsTests).
        spec.methods.removeAll { $0.selector == "version()" || $0.selector == "make()" }
        let selectors = spec.methods.map(\.selector)
        let composite = GeneratorFixture.composite([GeneratorFixture.component("Sync", selectors)],
                                                   protocol: "Sources/App/AppLifecycle.swift#AppLifecycle")
        let plan = try ForwardingPlanner.plan(composite, protocolSpec: spec, isCatalogProtocol: false)
        XCTAssertEqual(plan.methods.map { "\($0.requirement.selector): \($0.policy?.rawValue ?? "-") "
            + "(\($0.policySource.rawValue))" }, [
            "didLaunch(options:): - (none)", "canOpen(_:): all (annotation)", "enabledFeatures(): union (shape)",
            "badgeCount(): firstNonNil (shape)", "refresh(): - (none)", "save(to:): - (none)",
            "record(_:): - (none)", "adjust(_:): - (none)", "tag(_:): - (none)", "confirm(_:completion:): any (shape)",
            "shouldProceed(): first (annotation)", "debugDump(): - (none)",
        ])
        XCTAssertEqual(plan.superclass, "NSObject")
        XCTAssertTrue(plan.isMainActor)
        // The protocol without the requirements removed from `spec` above.
        let removed = ["static var retries", "func version()", "static func make()"]
        let source = Self.source.split(separator: "\n", omittingEmptySubsequences: false)
            .filter { line in !removed.contains { line.contains($0) } }.joined(separator: "\n")
        let files = try GeneratorFixture.generate("Sync", selectors,
                                                  protocol: "Sources/App/AppLifecycle.swift#AppLifecycle",
                                                  files: ["Sources/App/AppLifecycle.swift": source])
        let composites = files.filter { $0.key.hasSuffix("Generated/AppDelegate.swift") }
        let text = try XCTUnwrap(composites.first?.value)
        XCTAssertTrue(text.contains("final class AppDelegate: NSObject, AppLifecycle {"), text)
        XCTAssertTrue(text.contains("    var displayName: String = \"App\"\n    var userName: String?\n"), text)
        XCTAssertTrue(text.contains("#if DEBUG\n    func debugDump() {\n        [targets.syncComponent].debugDump()\n"
            + "    }\n#endif\n"), text)
        XCTAssertTrue(text.contains("    func tag(_ names: String...) {\n        [targets.syncComponent].tag(names)\n"),
                      text)
        let loops = try XCTUnwrap(files.first { $0.key.hasSuffix("Sequence+AppDelegateComponent.swift") }?.value)
        XCTAssertTrue(loops.contains("    func tag(_ names: [String]) {"), loops)
        XCTAssertTrue(loops.contains("""
                /// Calls every leaf, in order. Throwing: stops at the first error a leaf throws and rethrows it; \
            later leaves are not called.
                func save(to path: String) throws {
                    for leaf in self {
                        try leaf.save(to: path)
                    }
                }
            """), loops)
        XCTAssertTrue(loops.contains("""
                    for leaf in self {
                        if await leaf.shouldProceed() {
                            return true
                        }
                    }
                    return false
            """), loops)
    }

    func testWhatCannotBeForwardedIsALocatedErrorNamingTheMethod() throws {
        var spec = try spec()
        spec.properties[0].annotations = [:]
        let composite = GeneratorFixture.composite([GeneratorFixture.component("Sync", ["version()", "make()"])],
                                                   protocol: "Sources/App/AppLifecycle.swift#AppLifecycle")
        XCTAssertThrowsError(try ForwardingPlanner.plan(composite, protocolSpec: spec, isCatalogProtocol: false)) {
            let rendered = ($0 as? DiagnosticError)?.diagnostics.map(\.rendered) ?? []
            XCTAssertEqual(rendered, [
                "Sources/App/AppLifecycle.swift:9:9: error: property 'displayName' of 'AppLifecycle' has type "
                    + "'String', which has no value to start with; the composite holds it, so give it one with "
                    + "'- scaffold.initial: EXPRESSION' in the property's doc comment (or make it optional)",
                "Sources/App/AppLifecycle.swift:11:16: error: property 'retries' of 'AppLifecycle' has type 'Int', "
                    + "which has no value to start with; the composite holds it, so give it one with "
                    + "'- scaffold.initial: EXPRESSION' in the property's doc comment (or make it optional)",
                "scaffold.yml:1:1: error: 'make()' is a static requirement; only instance methods are forwarded to "
                    + "leaves",
                "scaffold.yml:1:1: error: 'version()' returns 'String', which scaffold cannot combine without a "
                    + "policy; add 'policies: {version(): POLICY}' to the responsibility or '- scaffold.policy: "
                    + "POLICY' to the requirement's doc comment",
            ])
        }
    }
}

extension UserProtocolTests {
    /// Contextual keywords are method names: scanned, planned and forwarded like any other.
    func testContextualKeywordsNameRequirementsAndAreForwarded() throws {
        let source = """
            import Foundation

            @MainActor
            protocol Files: AnyObject {
                func open(url: URL) -> Bool
                func get() -> Int?
                func set(_ value: Int)
                func async()
                func some()
                func any(_ name: String)
                func mutating()
            }

            """
        let spec = try SwiftDeclarationScanner.protocolSpec(named: "Files", in: Array(source.utf8),
                                                            path: "Sources/App/Files.swift")
        let selectors = ["open(url:)", "get()", "set(_:)", "async()", "some()", "any(_:)", "mutating()"]
        XCTAssertEqual(spec.methods.map(\.selector), selectors)
        let composite = GeneratorFixture.composite([GeneratorFixture.component("Sync", selectors)],
                                                   protocol: "Sources/App/Files.swift#Files")
        let plan = try ForwardingPlanner.plan(composite, protocolSpec: spec, isCatalogProtocol: false)
        XCTAssertEqual(plan.methods.map(\.requirement.selector), selectors)
        let files = try GeneratorFixture.generate("Sync", selectors, protocol: "Sources/App/Files.swift#Files",
                                                  files: ["Sources/App/Files.swift": source])
        let text = try XCTUnwrap(files.first { $0.key.hasSuffix("Generated/AppDelegate.swift") }?.value)
        XCTAssertTrue(text.contains(
            "    func open(url: URL) -> Bool {\n        [targets.syncComponent].open(url: url)\n"), text)
        XCTAssertTrue(text.contains("    func mutating() {\n        [targets.syncComponent].mutating()\n"), text)
    }
}
