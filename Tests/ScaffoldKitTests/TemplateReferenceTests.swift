import Foundation
import XCTest
@testable import ScaffoldKit

/// The template reference in `Templates/README.md` is written from the models (`TemplateReference`), and each
/// model documents exactly the keys it encodes. Rewrite the README's copy on purpose with
/// `SCAFFOLD_RECORD_GOLDEN=1 swift test --filter TemplateReferenceTests`, then review the diff.
final class TemplateReferenceTests: XCTestCase {
    private static let readme = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Templates/README.md")

    func testTheReadmeHoldsTheReferenceTheModelsWrite() throws {
        let text = try String(contentsOf: Self.readme, encoding: .utf8)
        let begin = try XCTUnwrap(text.range(of: TemplateReference.begin), "README has no template reference")
        let end = try XCTUnwrap(text.range(of: TemplateReference.end + "\n"), "README's reference has no end")
        let current = String(text[begin.lowerBound..<end.upperBound])
        if ProcessInfo.processInfo.environment["SCAFFOLD_RECORD_GOLDEN"] == "1" {
            try text.replacingCharacters(in: begin.lowerBound..<end.upperBound, with: TemplateReference.markdown)
                .write(to: Self.readme, atomically: true, encoding: .utf8)
            return
        }
        XCTAssertEqual(current, TemplateReference.markdown,
                       "Templates/README.md's template reference differs from the models' field tables")
    }

    func testEachModelDocumentsExactlyTheKeysItEncodes() throws {
        let jobsManifest = ContextFixtures.sample
        let decoded = try ManifestDecoder.decode(Array(jobsManifest.utf8), path: "scaffold.yml", directory: "/work")
        let pipeline = GenerationPipeline(templates: TemplateStore.builtIn, fileSystem: InMemoryFileSystem(files: [:]))
        let plan = try XCTUnwrap(pipeline.plans(decoded).first)
        let swift = SwiftSignature()
        let model = try CompositeFilesModel(plan, methods: CompositeMethods(plan, swift: swift), swift: swift)
        let leaf = try XCTUnwrap(model.leaves.last)
        let commands = try XCTUnwrap(model.commands)
        let listeners = try XCTUnwrap(model.listeners)
        let bridge = SceneBridgeModel(appPlan: plan, scenes: "SceneDelegate")
        var checked: Set<String> = []

        func check<Model: TemplateModel>(_ sample: Model?, documented: [TemplateField] = Model.fields,
                                         line: UInt = #line) throws {
            let sample = try XCTUnwrap(sample, "no sample of \(Model.self)", line: line)
            guard case .object(let fields) = try TemplateValueEncoder.value(of: sample) else {
                return XCTFail("\(Model.self) is not encoded as an object", line: line)
            }
            XCTAssertEqual(fields.keys.sorted(), documented.map(\.name).sorted(),
                           "\(Model.self): the keys it encodes and the fields it documents differ", line: line)
            XCTAssertEqual(Set(documented.map(\.name)).count, documented.count, "\(Model.self)", line: line)
            checked.insert("\(Model.self)")
        }
        try check(model)
        let file = try FileModel(shared: Encoded(model), leaf: leaf,
                                 source: LeafSourceModel(name: "Legacy", typeName: "LegacyComponent"), bridge: bridge)
        try check(file, documented: CompositeFilesModel.fields + FileModel.fields)
        XCTAssertEqual(try TemplateValueEncoder.value(of: file), .object(try file.context),
                       "a file's context is not its model encoded")
        try check(model.composite)
        try check(leaf.model)
        try check(leaf.model.uses.first)
        try check(LeafSourceModel(name: "Legacy", typeName: "LegacyComponent"))
        try check(model.properties.first)
        try check(commands)
        try check(commands.fields.first)
        try check(model.launch)
        try check(listeners)
        try check(listeners.events.first)
        try check(bridge)
        try check(bridge.listing.first)
        XCTAssertEqual(checked, Set(TemplateReference.models.map { "\($0)" }), "a model without a sample")
    }
}
