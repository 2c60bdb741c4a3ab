import ScaffoldBenchKit
import ScaffoldKit
import ScaffoldTestSupport
import XCTest

/// The benchmark's inputs have the sizes asked for, and scaffold's own reader and scanner accept them.
final class InputSynthesizerTests: XCTestCase {
    private let shape = BenchmarkShape(responsibilities: 12, protocolMethods: 20, methodsPerResponsibility: 3)

    func testTheProtocolHasMMethodsMixingTheFourKinds() throws {
        let spec = try SwiftDeclarationScanner.protocolSpec(
            named: "BigProtocol", in: Array(InputSynthesizer.bigProtocol(methods: 20).utf8), path: "BigProtocol.swift")
        XCTAssertEqual(spec.methods.count, 20)
        XCTAssertEqual(spec.methods.map(\.selector), (0..<20).map(InputSynthesizer.selector(ofMethod:)))
        XCTAssertEqual(spec.methods.filter { $0.returnType == nil && $0.parameters.count == 2 }.count, 10)
        XCTAssertEqual(spec.methods.filter { $0.returnType?.description == "Bool" }.count, 5)
        XCTAssertEqual(spec.methods.filter { $0.returnType?.description == "String?" }.count, 5)
        XCTAssertEqual(spec.methods.filter { $0.selector.hasSuffix("completionHandler:)") }.count, 5)
    }

    func testTheManifestHasNResponsibilitiesOfKDistinctMethodsEach() throws {
        let manifest = try ManifestDecoder.decode(Array(InputSynthesizer.manifest(shape).utf8),
                                                  path: "scaffold.yml", directory: "/project")
        let responsibilities = try XCTUnwrap(manifest.composites.first?.responsibilities)
        XCTAssertEqual(responsibilities.count, 12)
        XCTAssertEqual(responsibilities.first?.name.value, "Responsibility00001")
        for responsibility in responsibilities {
            XCTAssertEqual(Set(responsibility.methods.map(\.value)).count, 3)
        }
        // 12 × 3 = 36 listings over 20 methods: every method is listed at least once.
        XCTAssertEqual(Set(responsibilities.flatMap { $0.methods.map(\.value) }).count, 20)
        XCTAssertEqual(manifest.composites.first?.protocolSource.value, "Sources/App/BigProtocol.swift#BigProtocol")
    }

    func testTheSyntheticProjectPlans() throws {
        let manifest = try ManifestDecoder.decode(Array(InputSynthesizer.manifest(shape).utf8),
                                                  path: "scaffold.yml", directory: "/project")
        let spec = try SwiftDeclarationScanner.protocolSpec(
            named: "BigProtocol", in: Array(InputSynthesizer.bigProtocol(methods: 20).utf8), path: "BigProtocol.swift")
        let plan = try ForwardingPlanner.plan(try XCTUnwrap(manifest.composites.first), protocolSpec: spec,
                                              isCatalogProtocol: false)
        XCTAssertEqual(plan.components.count, 12)
        XCTAssertEqual(plan.methods.count, 20)
    }

    func testTheTypicalProjectListsEveryCatalogMethodOverTenResponsibilities() throws {
        let selectors = (0..<53).map { "method\($0)()" }
        let manifest = try ManifestDecoder.decode(Array(InputSynthesizer.typicalManifest(selectors: selectors).utf8),
                                                  path: "scaffold.yml", directory: "/project")
        let responsibilities = try XCTUnwrap(manifest.composites.first?.responsibilities)
        XCTAssertEqual(responsibilities.count, 10)
        XCTAssertEqual(manifest.composites.first?.protocolSource.value, "UIApplicationDelegate")
        XCTAssertTrue(responsibilities.allSatisfy { $0.methods.count == 8 })
        XCTAssertEqual(Set(responsibilities.flatMap { $0.methods.map(\.value) }), Set(selectors))
    }

    /// The bench times this project's `generate`: it must be one scaffold accepts (a refused method once made the
    /// bench fail before it measured anything).
    func testTheTypicalProjectGenerates() throws {
        let project = InMemoryProject(files: ["scaffold.yml": try BenchmarkRun.typicalManifest()])
        let result = project.run("generate")
        XCTAssertEqual(result.status, 0, result.errors)
        XCTAssertEqual(project.run("generate", "--check").status, 0)
    }

    func testLargeInputsReachTheAskedSize() throws {
        let manifest = InputSynthesizer.manifest(atLeast: 200_000, shape: .large)
        XCTAssertGreaterThanOrEqual(manifest.utf8.count, 200_000)
        XCTAssertLessThan(manifest.utf8.count, 220_000)
        let (text, methods) = InputSynthesizer.bigProtocol(atLeast: 200_000)
        XCTAssertGreaterThanOrEqual(text.utf8.count, 200_000)
        XCTAssertLessThan(text.utf8.count, 220_000)
        XCTAssertEqual(text.components(separatedBy: "    func ").count - 1, methods)
        let library = try TemplateLibrary(templates: TemplateWorkload.templates)
        let count = try TemplateWorkload.methods(forAtLeast: 200_000)
        let rendered = try TemplateWorkload.render(library, context: TemplateWorkload.context(methods: count))
        XCTAssertGreaterThanOrEqual(rendered.utf8.count, 200_000)
        XCTAssertLessThan(rendered.utf8.count, 220_000)
    }
}
