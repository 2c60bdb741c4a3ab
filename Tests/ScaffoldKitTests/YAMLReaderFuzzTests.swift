import XCTest
@testable import ScaffoldKit

/// The YAML reader and the manifest decoder (and the in-place editor on what decodes) on mutated manifests: no
/// crash, no hang, and every error located.
final class YAMLReaderFuzzTests: XCTestCase {
    func testMutatedManifestsEndInAValueOrALocatedError() {
        let seeds = Fuzzer.files(under: "Tests/Fuzz/ManifestReaderFuzz/Corpus", endingWith: ".yml").map(\.bytes)
        XCTAssertFalse(seeds.isEmpty)
        let fuzzer = Fuzzer(name: "yaml", seeds: seeds, dictionary: Fuzzer.dictionary([
            "- ", ": ", "[", "]", "{", "}", ", ", "'", "\"", "\\", "|", "|-", ">+", "#", " #", "---", "...", "\r\n",
            "\n  ", "\n    - ", "\t", "&a", "*a", "!!str", "? ", "~", "null", "methods: ", "responsibilities:\n",
            "name: ", "pattern: ", "composites:\n", "protocol: ", "application(_:open:options:)", "\u{FEFF}", "é",
        ]))
        fuzzer.run(defaultSeconds: 1.5) { input in
            do {
                _ = try YAMLReader.read(input.bytes, path: "scaffold.yml")
            } catch {
                assertLocated(error, input)
            }
            do {
                _ = try ManifestDecoder.decode(input.bytes, path: "scaffold.yml", directory: "/p")
            } catch {
                assertLocated(error, input)
                return
            }
            let text = input.text
            do {
                let added = try ManifestEditor.addResponsibility(
                    name: "Fuzzed", pattern: .component, methods: ["application(_:didFinishLaunchingWithOptions:)"],
                    events: [], composite: nil, to: text, path: "scaffold.yml")
                _ = try ManifestEditor.removeResponsibility(name: "Fuzzed", composite: nil, from: added,
                                                            path: "scaffold.yml")
            } catch {
                assertLocated(error, input)
            }
        }
    }
}
