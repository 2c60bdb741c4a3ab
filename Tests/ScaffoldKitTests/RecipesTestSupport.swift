import XCTest
@testable import ScaffoldKit

/// Runs manifest text through the real pipeline in memory, for the recipe tests.
enum RecipesFixture {
    /// `protocol`, `composite`, `module` and `paths` lines, then `rest` (ending with `responsibilities:`).
    static func manifest(_ rest: String) -> String {
        """
        protocol: UIApplicationDelegate
        composite: AppDelegate
        module: App
        paths:
          generated: Gen
          components: Leaves
          tests: Tests

        """ + rest
    }

    /// The files the real pipeline generates from manifest `text`, in memory, by path; `files` are the project's
    /// files (a protocol's source), by path.
    static func generate(_ text: String, files: [String: String] = [:]) throws -> [String: String] {
        let manifest = try ManifestDecoder.decode(Array(text.utf8), path: "scaffold.yml", directory: "/work")
        let pipeline = GenerationPipeline(templates: TemplateStore.builtIn,
                                          fileSystem: InMemoryFileSystem(files: files))
        var timings = PhaseTimings()
        let output = try pipeline.run(manifest, timings: &timings)
        return Dictionary(uniqueKeysWithValues: output.files.map { ($0.path, $0.contents) })
    }

    /// The rendered diagnostics of generating `text`; fails the test when it generates.
    static func errors(_ text: String, file: StaticString = #filePath, line: UInt = #line) -> [String] {
        do {
            _ = try generate(text)
            XCTFail("expected diagnostics", file: file, line: line)
            return []
        } catch let error as DiagnosticError {
            return error.diagnostics.map(\.rendered)
        } catch {
            XCTFail("\(error)", file: file, line: line)
            return []
        }
    }
}
