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
        try checkTheFileModels()
        try checkTheMethodModels()
        XCTAssertEqual(checked, Set(TemplateReference.models.map { "\($0)" }), "a model without a sample")
    }

    /// The models checked so far.
    private var checked: Set<String> = []

    /// Fails unless `encoded` (a `Model` encoded) is an object whose keys are exactly the fields it documents.
    func check<Model: TemplateModel>(_ model: Model.Type, encoded: TemplateValue?,
                                     documented: [(name: String, doc: String)] = Model.documentedFields,
                                     file: StaticString = #filePath, line: UInt = #line) throws {
        let encoded = try XCTUnwrap(encoded, "no sample of \(Model.self)", file: file, line: line)
        guard case .object(let fields) = encoded else {
            return XCTFail("\(Model.self) is not encoded as an object", file: file, line: line)
        }
        XCTAssertEqual(fields.names.sorted(), documented.map(\.name).sorted(),
                       "\(Model.self): the keys it encodes and the fields it documents differ", file: file, line: line)
        XCTAssertEqual(Set(documented.map(\.name)).count, documented.count, "\(Model.self)", file: file, line: line)
        checked.insert("\(Model.self)")
    }

    func check<Model: TemplateModel>(_ sample: Model?,
                                     documented: [(name: String, doc: String)] = Model.documentedFields,
                                     file: StaticString = #filePath, line: UInt = #line) throws {
        try check(Model.self, encoded: sample.map(\.templateValue), documented: documented,
                  file: file, line: line)
    }

    private func checkTheFileModels() throws {
        let plan = try XCTUnwrap(ContextFixtures.plans(ContextFixtures.sample).first)
        let swift = SwiftSignature()
        let model = CompositeFilesModel(plan, methods: CompositeMethods(plan, swift: swift), swift: swift)
        let leaf = try XCTUnwrap(model.leaves.last)
        let commands = try XCTUnwrap(model.commands)
        let listeners = try XCTUnwrap(model.listeners)
        let bridge = SceneBridgeModel(appPlan: plan, scenes: "SceneDelegate")
        try check(model)
        let file = FileModel(shared: Encoded(model), leaf: leaf,
                             source: LeafSourceModel(name: "Legacy", typeName: "LegacyComponent"), bridge: bridge)
        try check(file, documented: CompositeFilesModel.documentedFields + FileModel.documentedFields)
        XCTAssertEqual(file.templateValue, .object(file.context), "a file's context is not its model's value")
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
        let measured = try XCTUnwrap(ContextFixtures.plans(ContextFixtures.launchCost).first)
        let launchCost = CompositeFilesModel(measured, methods: CompositeMethods(measured, swift: swift),
                                             swift: swift)
        try check(launchCost.launchCost)
        try check(MethodModel.models(for: measured, swift: swift, launchSelector: nil).methods.first?.launchCost)
    }
}
