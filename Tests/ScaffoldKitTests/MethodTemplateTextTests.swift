import XCTest
@testable import ScaffoldKit

/// The Swift text around each forwarded method is the templates': `try`/`await`, the hop's `return`, the `#if`
/// condition, the obsolete-deprecation attribute, what a test's handler records, the Objective-C header's lines.
/// Overriding the template that writes a piece changes exactly the lines that hold it.
final class MethodTemplateTextTests: XCTestCase {
    /// A protocol that is not `@MainActor`, with a throwing, an async, a conditional and an obsolete method.
    private let watcher: [String: String] = [
        "scaffold.yml": """
            protocol: Sources/App/Watcher.swift#Watcher
            composite: Hub
            module: App
            paths:
              generated: Gen
              components: Leaves
              tests: Tests
            responsibilities:
              - name: One
                methods: [count(_:in:), load(_:), check(_:), tick(), tock()]

            """,
        "Sources/App/Watcher.swift": """
            import Foundation

            public protocol Watcher: AnyObject {
                /// - scaffold.policy: firstNonNil
                func count(_ name: String, in place: String) -> Int?
                func load(_ name: String) async
                func check(_ name: String) throws
                #if os(iOS) || os(tvOS)
                #if DEBUG
                func tick()
                #endif
                #endif
                @available(iOS, deprecated: 12.0, message: "Use tick")
                func tock()
            }

            """,
    ]

    func testTryAndAwaitAreTheCompositeTemplates() throws {
        let lines = try TemplateOverride.changedLines("Composite.swift.template", [
            "{% if method.throws %}try {% endif %}{% if method.isAsync %}await {% endif -%}":
                "{% if method.throws %}try/*o*/ {% endif %}{% if method.isAsync %}await/*o*/ {% endif -%}",
        ], files: watcher)
        XCTAssertEqual(lines, [
            "            await/*o*/ [targets.oneComponent].load(name)",
            "            try/*o*/ [targets.oneComponent].check(name)",
        ])
    }

    func testTryAndAwaitInTheForwardingTestsAreTheirTemplates() throws {
        let lines = try TemplateOverride.changedLines("ForwardingTests+Method.swift.template", [
            "{% if method.throws %}try {% endif %}{% if method.isAsync %}await {% endif %}harness":
                "{% if method.throws %}try/*o*/ {% endif %}{% if method.isAsync %}await/*o*/ {% endif %}harness",
        ], files: watcher)
        XCTAssertEqual(lines, [
            "        _ = await/*o*/ harness.composite.load(\"scaffold\")",
            "        _ = try/*o*/ harness.composite.check(\"scaffold\")",
        ])
    }

    func testTheReturnOfAHopIsTheCompositeTemplates() throws {
        let lines = try TemplateOverride.changedLines("Composite.swift.template", [
            "{% if method.handover and method.returnsValue %}return {% endif %}":
                "{% if method.handover and method.returnsValue %}return/*o*/ {% endif %}",
        ], files: watcher)
        XCTAssertEqual(lines, [
            "        return/*o*/ MainActor.assumeIsolated { [self] in",
            "            return/*o*/ [targets.oneComponent].count(name, in: place)",
        ])
    }

    func testTheIfConditionIsItsTemplates() throws {
        let lines = try TemplateOverride.changedLines("IfCondition.swift.template", [
            "%} && {%": "%} /*o*/&& {%",
        ], files: watcher)
        XCTAssertFalse(lines.isEmpty)
        XCTAssertEqual(Set(lines), ["#if (os(iOS) || os(tvOS)) /*o*/&& DEBUG"])
    }

    func testTheObsoleteAttributeIsItsTemplates() throws {
        let lines = try TemplateOverride.changedLines("ObsoleteAttribute.swift.template", [
            "@available(*, deprecated": "@available(*, /*o*/deprecated",
        ], files: watcher)
        XCTAssertFalse(lines.isEmpty)
        XCTAssertEqual(Set(lines.map { $0.trimmingCharacters(in: .whitespaces) }),
                       [#"@available(*, /*o*/deprecated, message: "Use tick")"#])
    }

    func testWhatATestsHandlerRecordsIsTheCompletionTestTemplates() throws {
        let lines = try TemplateOverride.changedLines("ForwardingTests+Completion.swift.template", [
            "recorder.record({% if method.handlerValueType %}$0{% else %}(){% endif %})":
                "recorder.record({% if method.handlerValueType %}/*o*/$0{% else %}/*o*/(){% endif %})",
        ])
        XCTAssertEqual(lines.count, 6)
        XCTAssertEqual(Set(lines.map { $0.components(separatedBy: " = ").last ?? "" }),
                       ["{ recorder.record(/*o*/$0) }", "{ recorder.record(/*o*/()) }"])
    }

    func testTheObjectiveCHeadersLinesAreItsTemplates() throws {
        let manifest = """
            protocol: UIApplicationDelegate
            composite: AppDelegate
            module: App
            style: objc
            paths:
              generated: Gen
              components: Leaves
              tests: Tests
            responsibilities:
              - name: DeepLinks
                methods: [application(_:open:options:)]

            """
        let lines = try TemplateOverride.changedLines("ObjCHeader.h.template", [
            "{{ part.keyword }}:({{ part.type }})": "{{ part.keyword }}:(/*o*/{{ part.type }})",
            "return {% endif %}[self.components ": "return/*o*/ {% endif %}[self.components ",
            "{{ part.keyword }}:{{ part.name }}": "{{ part.keyword }}:/*o*/{{ part.name }}",
        ], files: ["scaffold.yml": manifest])
        XCTAssertEqual(lines, [
            "//     - (BOOL)application:(/*o*/UIApplication *)app openURL:(/*o*/NSURL *)url "
                + "options:(/*o*/NSDictionary<UIApplicationOpenURLOptionsKey, id> *)options {",
            "//         return/*o*/ [self.components application:/*o*/app openURL:/*o*/url options:/*o*/options];",
        ])
    }
}
