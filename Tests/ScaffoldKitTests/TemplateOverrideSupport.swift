import XCTest
@testable import ScaffoldKit
import ScaffoldTestSupport

/// What a user's override of one template changes in a generated project.
enum TemplateOverride {
    /// Generates a project with the built-in templates, and again with `template` overridden by its built-in text with
    /// each `replacements` key replaced by its value. Returns the lines that differ, as the override writes them, in
    /// path and line order (the two runs write the same files with the same line counts).
    /// - Parameter files: the project (a manifest `scaffold.yml` and what it reads); empty: `init --example`.
    static func changedLines(_ template: String, _ replacements: KeyValuePairs<String, String>,
                             files: [String: String] = [:], file: StaticString = #filePath, line: UInt = #line)
        throws -> [String]
    {
        var overridden = try XCTUnwrap(TemplateStore.builtIn[template], template, file: file, line: line)
        for (text, replacement) in replacements {
            XCTAssertTrue(overridden.contains(text), "the built-in \(template) writes \(text)", file: file, line: line)
            overridden = overridden.replacingOccurrences(of: text, with: replacement)
        }
        let plain = InMemoryProject(files: files)
        let changed = InMemoryProject(files: files.merging(["T/" + template: overridden]) { $1 })
        for (project, result) in [
            (plain, files.isEmpty ? plain.run("init", "--example") : plain.run("generate")),
            (changed, files.isEmpty ? changed.run("init", "--example", "--templates", "T")
                : changed.run("generate", "--templates", "T")),
        ] {
            XCTAssertEqual(result.status, 0, result.errors, file: file, line: line)
            XCTAssertFalse(project.files.isEmpty, file: file, line: line)
        }
        let written = { (project: InMemoryProject) in project.files.filter { !$0.key.hasPrefix("T/") } }
        return try pairedLines(written(plain), written(changed)).filter { $0.plain != $0.changed }.map {
            String($0.changed)
        }
    }
}
