import XCTest
@testable import ScaffoldKit
import ScaffoldTestSupport

/// The template engine on mutated built-in templates: parsed with all the others and rendered, and now and then
/// used as an override by `generate` on the example project (real contexts): no crash, no hang, every error located.
final class TemplateLibraryFuzzTests: XCTestCase {
    func testMutatedTemplatesRenderOrFailWithALocatedError() {
        let names = TemplateStore.builtIn.keys.sorted().filter { $0.hasSuffix(".template") }
        let seeds = names.map { Array(TemplateStore.builtIn[$0, default: ""].utf8) }
        let dictionary = Fuzzer.dictionary([
            "{{", "}}", "{%", "%}", "{#", "#}", "{{-", "-}}", "{%-", "-%}", " if x ", " elif y ", " else ", " endif ",
            " for x in xs ", " for k, v in o ", " endfor ", " include \"Call.swift.template\" ", " set a = b ", "|",
            "|join(\", \")", "|default(\"\")", ".", "(", ")", " not ", " and ", " or ", " == ", " != ", "\"", "'",
            "loop.index", "loop.last", "method", "composite.name", "0", "true",
        ])
        let fuzzer = Fuzzer(name: "templates", seeds: seeds, dictionary: dictionary)
        let example = InMemoryProject()
        XCTAssertEqual(example.run("init", "--example").status, 0)
        let exampleFiles = example.files
        fuzzer.run(defaultSeconds: 2) { input in
            // The input stands in for the template it was made from.
            let name = names[input.seed]
            let text = input.text
            var sources = TemplateStore.builtIn
            sources[name] = text
            do {
                let library = try TemplateLibrary(templates: sources, rendering: [name])
                _ = try library.render(name, context: ["x": .bool(true), "xs": .list([.string("a")])])
            } catch {
                assertLocated(error, input)
            }
            if input.number % 4 == 0 {
                var files = exampleFiles
                files["Overrides/" + name] = text
                let result = InMemoryProject(files: files).run("generate", "--templates", "Overrides")
                assertEveryErrorLineLocated(result.errors, input)
            }
        }
    }

    /// What the fuzzer's `generate` runs: with a built-in template as the override, it succeeds.
    func testGenerateWithAnUnmutatedOverrideSucceeds() {
        let project = InMemoryProject()
        XCTAssertEqual(project.run("init", "--example").status, 0)
        let composite = TemplateStore.builtIn["Composite.swift.template"] ?? ""
        XCTAssertNoThrow(try project.write("Overrides/Composite.swift.template", composite))
        let result = project.run("generate", "--templates", "Overrides")
        XCTAssertEqual(result.status, 0, result.errors)
    }
}
