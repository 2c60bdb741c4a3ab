import XCTest
@testable import ScaffoldKit

final class YAMLReaderTests: XCTestCase {
    private func read(_ text: String) throws -> YAMLNode {
        try YAMLReader.read(Array(text.utf8), path: "scaffold.yml")
    }

    private func readError(_ text: String) -> String {
        renderedErrors { _ = try read(text) }
    }

    func testCorpusReadsAsTheReferenceImplementation() throws {
        XCTAssertGreaterThanOrEqual(yamlCorpus.count, 60)
        for entry in yamlCorpus {
            do {
                let node = try read(entry.yaml)
                XCTAssertEqual(canonicalJSON(node), entry.json, entry.name)
            } catch let error as DiagnosticError {
                XCTFail("\(entry.name): \(error.diagnostics.map(\.rendered).joined(separator: "\n"))")
            }
        }
    }
}
