import Foundation
import XCTest
@testable import ScaffoldKit
import ScaffoldTestSupport

/// The declarations and calls of the output come from `Signature.swift.template` and `Call.swift.template`: an
/// override of either reaches every line that declares or calls a protocol method, and nothing else.
final class SignatureTemplateTests: XCTestCase {
    func testOverridingTheSignatureTemplateChangesEveryDeclarationOfAProtocolMethod() throws {
        // The composite, the sequence, the component protocol, the leaves, the spies, the launch method.
        let count = try assertOverride(SwiftSignature.declarationTemplate.name, "func {{ function.name }}",
                                       by: "func {{ function.name }}/*o*/", changes: #"(func )(NAMES)([(<])"#)
        XCTAssertGreaterThan(count, 40)
    }

    func testOverridingTheCallTemplateChangesEveryCallOfAProtocolMethod() throws {
        let count = try assertOverride(SwiftSignature.callTemplate.name, "{{ call.name }}(", by: "{{ call.name }}/*o*/(",
                                       changes: #"(\.)(NAMES)(\()"#)
        XCTAssertGreaterThan(count, 40)
    }

    func testAMistakeInTheSignatureTemplateIsLocatedAndNothingIsWritten() throws {
        let project = InMemoryProject()
        XCTAssertEqual(project.run("init", "--example").status, 0)
        try project.write("T/Signature.swift.template", "func {{ function.nmae }}()\n")
        let before = project.files
        let result = project.run("generate", "--templates", "T")
        XCTAssertEqual(result.status, 1)
        XCTAssertTrue(result.errors.hasPrefix("Signature.swift.template:1:18: error: 'function' has no key 'nmae'"),
                      result.errors)
        XCTAssertEqual(project.files, before)
    }

    /// Generates the example project with the built-in templates, and again with `template` overridden by its
    /// built-in text where `text` is replaced `by` another (which adds `/*o*/`). Asserts that the lines matching
    /// `pattern` (three groups: before, name, after; `NAMES` stands for the protocol's method names) get `/*o*/`
    /// after the name, and that no other line changes. Returns how many lines changed.
    private func assertOverride(_ template: String, _ text: String, by replacement: String, changes pattern: String)
        throws -> Int
    {
        let builtIn = try XCTUnwrap(TemplateStore.builtIn[template])
        XCTAssertTrue(builtIn.contains(text), "the built-in \(template) writes \(text)")
        let plain = InMemoryProject()
        XCTAssertEqual(plain.run("init", "--example").status, 0)
        let overridden = builtIn.replacingOccurrences(of: text, with: replacement)
        let changed = InMemoryProject(files: ["T/" + template: overridden])
        let result = changed.run("init", "--example", "--templates", "T")
        XCTAssertEqual(result.status, 0, result.errors)
        let names = Set(try GeneratorFixture.catalogSpec().methods.map(\.name)).sorted()
        let regex = try Regex(pattern.replacingOccurrences(of: "NAMES", with: names.joined(separator: "|")))
        var count = 0
        for (_, line, overridden) in try pairedLines(plain.files, changed.files.filter { !$0.key.hasPrefix("T/") }) {
            guard line.contains(regex) else {
                XCTAssertEqual(overridden, line, "only the lines of protocol methods change")
                continue
            }
            count += 1
            let expected = line.replacing(regex) { match in
                let part = { (index: Int) in match[index].substring ?? "" }
                return "\(part(1))\(part(2))/*o*/\(part(3))"
            }
            XCTAssertEqual(overridden, expected)
        }
        return count
    }
}
