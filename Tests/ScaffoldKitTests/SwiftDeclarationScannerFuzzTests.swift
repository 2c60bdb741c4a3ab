import XCTest
@testable import ScaffoldKit
import ScaffoldTestSupport

/// The Swift declaration scanner on mutated protocols, delegates and leaves, through each of its readers (protocols,
/// a leaf's functions, adopt's reading of a class, the structure check), and now and then through `generate` with
/// the input as the user's protocol and as a leaf: no crash, no hang, every error located.
final class SwiftDeclarationScannerFuzzTests: XCTestCase {
    static let dictionary = Fuzzer.dictionary([
        "{", "}", "(", ")", "[", "]", "<", ">", "<T: P>", " where T: Q", "->", "...", ":", ",", ";", "@", "@objc ",
        "@escaping ", "#if DEBUG\n", "#elseif os(iOS)\n", "#else\n", "#endif\n", "\"", "\"\"\"", "#\"", "\"#", "\\(",
        "/*", "*/", "//", "///", "`", "func f() {}", "func g(_ x: Int) -> [String: Any]", "var x: Int { get }",
        "optional ", "static ", "async ", "throws ", "inout ", "some ", "any ", "Self", "class C {", "extension E {",
        "protocol P {", "associatedtype A", "init()", "subscript(i: Int) -> Int { get }", "typealias T = Int",
        "import UIKit\n", "OptionSet", "?", "!", ".Type", "&", "=", "0x1p-2", "é",
    ])

    static let seeds = (Fuzzer.files(under: "Templates/Catalog", endingWith: ".swift")
        + Fuzzer.files(under: "Tests/Fixtures", endingWith: ".swift")
        + Fuzzer.files(under: "Tests/Fixtures/SDK", endingWith: ".swift.txt")).map(\.bytes)

    func testMutatedSwiftEndsInDeclarationsOrALocatedError() {
        XCTAssertGreaterThan(Self.seeds.count, 10)
        let fuzzer = Fuzzer(name: "scanner", seeds: Self.seeds, dictionary: Self.dictionary)
        fuzzer.run(defaultSeconds: 2.5) { input in
            var protocols: [ProtocolSpec] = []
            do {
                protocols = try SwiftDeclarationScanner.protocols(in: input.bytes, path: "P.swift")
            } catch {
                assertLocated(error, input)
            }
            do {
                _ = try SwiftDeclarationScanner.typeContents(in: input.bytes, path: "L.swift")
            } catch {
                assertLocated(error, input)
            }
            do {
                _ = try ScannedSwiftFile(bytes: input.bytes, path: "A.swift") { _ in true }
            } catch {
                assertLocated(error, input)
            }
            if let problem = SwiftStructureCheck.firstProblem(in: input.bytes, path: "A.swift") {
                assertLocated(problem, input)
            }
            if input.number % 8 == 0, let spec = protocols.first(where: { !$0.methods.isEmpty }) {
                assertEveryErrorLineLocated(generate(with: input.bytes, protocol: spec).errors, input)
            }
        }
    }

    /// What the fuzzer's `generate` runs: without mutations, it succeeds.
    func testGenerateFromAnUnmutatedSeedSucceeds() throws {
        let seed = try XCTUnwrap(Fuzzer.files(under: "Templates/Catalog", endingWith: "UIApplicationDelegate.swift")
            .first?.bytes)
        let spec = try XCTUnwrap(SwiftDeclarationScanner.protocols(in: seed, path: "P.swift").first)
        let result = generate(with: seed, protocol: spec)
        XCTAssertEqual(result.status, 0, result.errors)
    }

    /// `generate` with `input` as the protocol file of a manifest listing its first methods, and as the leaf file of
    /// one of its responsibilities.
    private func generate(with input: [UInt8], protocol spec: ProtocolSpec) -> (status: Int32, errors: String) {
        let methods = spec.methods.prefix(4).map { $0.selector }.joined(separator: ", ")
        let manifest = """
            protocol: Sources/App/P.swift#\(spec.name)
            composite: AppDelegate
            module: App
            paths:
              generated: Sources/App/Generated
              components: Sources/App/Components
              tests: Tests/AppTests
            responsibilities:
              - name: Fuzz
                methods: [\(methods)]

            """
        let text = String(decoding: input, as: UTF8.self)
        let project = InMemoryProject(files: ["scaffold.yml": manifest, "Sources/App/P.swift": text,
                                              "Sources/App/Components/FuzzComponent.swift": text])
        let result = project.run("generate")
        return (result.status, result.errors)
    }
}
