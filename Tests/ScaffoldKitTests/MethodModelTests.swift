import Foundation
import XCTest
@testable import ScaffoldKit

/// What the templates see of a method (`MethodModel`), pinned for representative methods as sorted text in
/// `Tests/Golden/Contexts/Methods.txt` (reviewed in diffs; re-recorded with `SCAFFOLD_RECORD_GOLDEN=1`). A value a
/// template renders (`Signature`, `Call`…) shows the template's name and the text the built-in one writes.
final class MethodModelTests: XCTestCase {
    private static let golden = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Golden/Contexts/Methods.txt")

    /// Not `@MainActor`: the forwarders hop to the main actor.
    private static let relay = """
        import Foundation

        public protocol Relay: AnyObject {
            func ping(_ note: String)
            /// Whether the relay loads `name`.
            /// - scaffold.policy: all
            func load(_ name: String) throws -> Bool
            /// - scaffold.policy: first
            func shouldProceed() async -> Bool
            #if DEBUG
            func dump(completion: @escaping @Sendable () -> Void)
            #endif
            func count() -> Int?
        }

        """

    private func plan(_ body: String, style: String = "swift", protocol source: String = "UIApplicationDelegate")
        throws -> ForwardingPlan
    {
        try XCTUnwrap(ContextFixtures.plan(responsibilities: body, style: style, protocol: source,
                                           files: ["/work/Sources/App/Relay.swift": Self.relay]))
    }

    func testTheModelsOfRepresentativeMethodsMatchTheReviewedText() throws {
        let swift = SwiftSignature()
        let app = try plan("""
              - name: Lifecycle
                methods:
                  - applicationDidBecomeActive(_:)
                  - application(_:open:options:)
                  - application(_:didReceiveRemoteNotification:fetchCompletionHandler:)
                  - application(_:continue:restorationHandler:)
                  - application(_:handleEventsForBackgroundURLSession:)
                policies:
                  application(_:open:options:): first
            """)
        let relay = try plan("  - {name: Sync, methods: [ping(_:), load(_:), shouldProceed(), dump(completion:)]}",
                             protocol: "Sources/App/Relay.swift#Relay")
        let objc = try plan("""
              - name: Lifecycle
                methods:
                  - application(_:open:options:)
                  - application(_:didReceiveRemoteNotification:fetchCompletionHandler:)
            """, style: "objc")
        var sections: [(String, [MethodModel])] = []
        for (name, plan) in [("UIApplicationDelegate", app), ("Relay, not @MainActor", relay), ("objc", objc)] {
            let models = MethodModel.models(for: plan, swift: swift, launchSelector: nil)
            sections.append((name, models.methods))
            if !models.unlisted.isEmpty { sections.append((name + ", unlisted", models.unlisted)) }
        }
        var text = ""
        for (name, models) in sections {
            for model in models {
                text += "# \(name): \(model.selector)\n"
                text += try Self.describe(model.templateValue, indent: "") + "\n"
            }
        }
        if ProcessInfo.processInfo.environment["SCAFFOLD_RECORD_GOLDEN"] == "1" {
            try FileManager.default.createDirectory(at: Self.golden.deletingLastPathComponent(),
                                                    withIntermediateDirectories: true)
            try text.write(to: Self.golden, atomically: true, encoding: .utf8)
            return
        }
        let expected = try String(contentsOf: Self.golden, encoding: .utf8)
        XCTAssertEqual(text, expected, "the method models differ from Methods.txt; re-record with "
            + "SCAFFOLD_RECORD_GOLDEN=1 and review the diff")
    }

    func testEveryKeyIsComputedOnceForEachMethodAndTheModelIsData() throws {
        let plan = try plan("  - {name: Sync, methods: [load(_:)]}", protocol: "Sources/App/Relay.swift#Relay")
        let first = MethodModel.models(for: plan, swift: SwiftSignature(), launchSelector: nil)
        let second = MethodModel.models(for: plan, swift: SwiftSignature(), launchSelector: nil)
        XCTAssertEqual(first.methods, second.methods)
        XCTAssertEqual(first.methods.map(\.summary), ["Calls every leaf, in order; true only if every leaf answers "
            + "true (policy `all`). " + MethodNaming.throwingNote])
    }

    /// One line per key, sorted; objects and lists of objects indented below their key.
    private static func describe(_ value: TemplateValue, indent: String) throws -> String {
        guard case .object(let fields) = value else { return indent + (try scalar(value)) }
        return try fields.sortedFields.map { key, field in
            switch field {
            case .object:
                return "\(indent)\(key):\n" + (try describe(field, indent: indent + "    "))
            case .list(let items) where items.contains(where: { if case .object = $0 { true } else { false } }):
                return "\(indent)\(key): [\n" + (try items.map { try describe($0, indent: indent + "    ") }
                    .joined(separator: "\n    \(indent)--\n")) + "\n\(indent)]"
            default:
                return "\(indent)\(key): \(try scalar(field))"
            }
        }.joined(separator: "\n")
    }

    private static func scalar(_ value: TemplateValue) throws -> String {
        switch value {
        case .string(let text): return "\"\(text)\""
        case .bool(let flag): return flag ? "true" : "false"
        case .int(let number): return String(number)
        case .null: return "null"
        case .list(let items): return "[" + (try items.map(scalar).joined(separator: ", ")) + "]"
        case .object: return try describe(value, indent: "")
        case .rendered(let rendered): return "\(rendered.template): \(try writtenText(value))"
        }
    }
}
