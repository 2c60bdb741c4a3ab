import Foundation
import XCTest
@testable import ScaffoldKit
import ScaffoldTestSupport

/// The statements inside the generated methods come from templates too: the leaves' default bodies, the leaf test
/// stubs, the spies' bodies, the composite's stored properties and the handler each leaf gets from a forwarding
/// loop. An override of one of them reaches exactly its lines of the example project, and nothing else.
final class BodyTemplatesTests: XCTestCase {
    func testOverridingDefaultBodyChangesTheBodiesOfTheLeavesAndTheProtocolDefaults() throws {
        let count = try assertMarkedLines("DefaultBody.swift.template",
                                          #"^        (\w+\(.*\)|true|false|nil|\.\w+|\[\]|\[:\])$"#) { path in
            path.hasSuffix("Component.swift")
        }
        // Seven leaf methods and the protocol's six defaults that answer something.
        XCTAssertEqual(count, 13)
    }

    func testOverridingLeafStubChangesTheCallsOfTheLeafTests() throws {
        let count = try assertMarkedLines("LeafStub.swift.template", "^                 *[^ ]") { path in
            path.hasSuffix("ComponentTests.swift")
        }
        // Background fetch 5, orientation 1, push notifications 7 (deep links' methods are deprecated: not called).
        XCTAssertEqual(count, 13)
    }

    func testOverridingSpyBodyChangesTheBodiesOfTheSpies() throws {
        let pattern = #"^ {8}(log\.record\(name\)|return \w+Answer|self\.reply\(.*\)|if \w+Answer \{ self\.reply.*)$"#
        let count = try assertMarkedLines("SpyBody.swift.template", pattern) { $0.hasSuffix("ForwardingTests.swift") }
        XCTAssertEqual(count, 15)
    }

    func testOverridingHeldPropertyChangesTheCompositesStoredProperties() throws {
        let names = try GeneratorFixture.catalogSpec().properties.map(\.name).joined(separator: "|")
        let count = try assertMarkedLines("HeldProperty.swift.template", "^    (@available.*)?var (\(names)): ") {
            $0.hasSuffix("Generated/AppDelegate.swift")
        }
        XCTAssertEqual(count, 1)
    }

    func testOverridingJoinHandlerChangesTheHandlersTheLoopsGiveTheLeaves() throws {
        let pattern = #"\{ @Sendable (answer )?in join\.answer\("#
        let count = try assertMarkedLines("JoinHandler.swift.template", pattern, marking: {
            $0.replacingOccurrences(of: "join.answer(", with: "join./*o*/answer(")
        }, in: { $0.contains("Sequence+") })
        // The three completion-handler loops.
        XCTAssertEqual(count, 3)
    }

    /// Generates the example project with the built-in templates, and again with `template` overridden by its
    /// built-in text `marking` its output (by default `/*o*/` after the indentation of each line it writes).
    /// Asserts that exactly the lines of the files `in` selects that match `pattern` change, each only by the
    /// markers. Returns how many lines changed.
    private func assertMarkedLines(
        _ template: String, _ pattern: String,
        marking: (String) -> String = markingIndentedLines,
        in selected: (String) -> Bool
    ) throws -> Int {
        let builtIn = try XCTUnwrap(TemplateStore.builtIn[template])
        let marked = marking(builtIn)
        XCTAssertNotEqual(marked, builtIn)
        let plain = InMemoryProject()
        XCTAssertEqual(plain.run("init", "--example").status, 0)
        let changed = InMemoryProject(files: ["T/" + template: marked])
        let result = changed.run("init", "--example", "--templates", "T")
        XCTAssertEqual(result.status, 0, result.errors)
        let regex = try Regex(pattern)
        var count = 0
        for (path, line, overridden) in try pairedLines(plain.files, changed.files.filter { !$0.key.hasPrefix("T/") }) {
            guard selected(path), line.contains(regex) else {
                XCTAssertEqual(overridden, line, "\(path): only the lines of \(template) change")
                continue
            }
            count += 1
            XCTAssertNotEqual(overridden, line, "\(path): \(template) writes this line")
            XCTAssertEqual(overridden.replacingOccurrences(of: "/*o*/", with: ""), String(line), path)
        }
        return count
    }

    /// `/*o*/` after the indentation of each indented line: the lines a template writes (its tags and comments
    /// start in the first column).
    private static func markingIndentedLines(_ text: String) -> String {
        text.split(separator: "\n", omittingEmptySubsequences: false).map { line in
            guard let start = line.firstIndex(where: { $0 != " " }), start != line.startIndex else {
                return String(line)
            }
            return line[..<start] + "/*o*/" + line[start...]
        }.joined(separator: "\n")
    }
}
