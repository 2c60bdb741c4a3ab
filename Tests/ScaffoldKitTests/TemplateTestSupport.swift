import XCTest

@testable import ScaffoldKit

/// Renders `source` as template "T" (plus any `others`) with `context`.
func renderTemplate(
    _ source: String, _ context: [String: TemplateValue] = [:], others: [String: String] = [:],
    filters: [String: TemplateFilter] = [:]
) throws -> String {
    var templates = others
    templates["T"] = source
    return try TemplateLibrary(templates: templates, filters: filters).render("T", context: context)
}

/// The rendered diagnostics of parsing or rendering `source` as template "T", or a failure when it succeeds.
func templateErrors(
    _ source: String, _ context: [String: TemplateValue] = [:], others: [String: String] = [:],
    file: StaticString = #filePath, line: UInt = #line
) -> [String] {
    do {
        let output = try renderTemplate(source, context, others: others)
        XCTFail("expected an error, rendered \(output.debugDescription)", file: file, line: line)
    } catch let error as DiagnosticError {
        return error.diagnostics.map(\.rendered)
    } catch {
        XCTFail("unexpected error \(error)", file: file, line: line)
    }
    return []
}

/// Every line of `plain` with the line at the same place in `changed`, file by file; both have the same files and
/// line counts (a template override that keeps the lines of the output).
func pairedLines(_ plain: [String: String], _ changed: [String: String]) throws
    -> [(path: String, plain: Substring, changed: Substring)]
{
    XCTAssertEqual(Set(plain.keys), Set(changed.keys))
    return try plain.keys.sorted().flatMap { path in
        let lines = plain[path, default: ""].split(separator: "\n", omittingEmptySubsequences: false)
        let other = try XCTUnwrap(changed[path]).split(separator: "\n", omittingEmptySubsequences: false)
        XCTAssertEqual(lines.count, other.count, path)
        return zip(lines, other).map { (path, $0, $1) }
    }
}

/// The text a template writes for `value` (a `.rendered` one is rendered with the built-in templates).
func writtenText(_ value: TemplateValue) throws -> String {
    try writtenTextLibrary.get().render("Written", context: ["value": value])
}

/// The built-in declaration and call templates with one writing `value`, parsed once.
private let writtenTextLibrary = Result {
    try TemplateLibrary(templates: TemplateStore.builtIn.merging(["Written": "{{ value }}"]) { _, new in new },
                        rendering: ["Written"] + SwiftSignature.templateNames)
}
