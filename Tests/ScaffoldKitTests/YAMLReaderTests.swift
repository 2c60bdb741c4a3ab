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

extension YAMLReaderTests {
    func testBrokenDocumentsGiveTheirExactDiagnostic() {
        XCTAssertGreaterThanOrEqual(yamlErrorCases.count, 40)
        for (yaml, expected) in yamlErrorCases {
            XCTAssertEqual(readError(yaml), expected, yaml)
        }
    }
}

extension YAMLReaderTests {
    func testLocationsAndStyles() throws {
        let node = try read("# c\nkeys:\n  - plain\n  - 'single'\n  - \"double\"\n  - |\n    lit\n  - [a, {b: c}]\n")
        let list = try XCTUnwrap(node["keys"]?.items)
        XCTAssertEqual(node.location, SourceLocation(file: "scaffold.yml", line: 2, column: 1))
        XCTAssertEqual(list.map(\.location.line), [3, 4, 5, 6, 8])
        XCTAssertEqual(list.map(\.location.column), [5, 5, 5, 5, 5])
        XCTAssertEqual(list.map { $0.dash?.column }, [3, 3, 3, 3, 3])
        let styles: [YAMLScalarStyle?] = list.map {
            if case .scalar(_, let style) = $0.value { return style }
            return nil
        }
        XCTAssertEqual(styles, [.plain, .singleQuoted, .doubleQuoted, .literal, nil])
        XCTAssertTrue(list[4].isFlow)
        let flowMapping = try XCTUnwrap(list[4].items?[1])
        XCTAssertEqual(flowMapping["b"]?.location, SourceLocation(file: "scaffold.yml", line: 8, column: 13))
    }

    func testColumnsCountUnicodeScalars() throws {
        let text = "é: [ü, *x]\n"
        XCTAssertEqual(readError(text), "scaffold.yml:1:8: error: aliases ('*') are not supported")
    }

    func testByteOrderMarkAndCRLFKeepLocations() throws {
        let node = try YAMLReader.read([0xEF, 0xBB, 0xBF] + Array("a: b\r\nc: 'd'\r\n".utf8), path: "m.yml")
        XCTAssertEqual(node["c"]?.location, SourceLocation(file: "m.yml", line: 2, column: 4))
        XCTAssertEqual(node["c"]?.scalar, "d")
    }

    func testInvalidUTF8IsLocated() {
        let bytes = Array("a: b\nc: ".utf8) + [0xC3, 0x28] + Array("\n".utf8)
        XCTAssertEqual(renderedErrors { _ = try YAMLReader.read(bytes, path: "scaffold.yml") },
                       "scaffold.yml:2:4: error: invalid UTF-8 byte 0xC3")
        XCTAssertEqual(renderedErrors { _ = try YAMLReader.read([0x61, 0x3A, 0x20, 0xFF], path: "scaffold.yml") },
                       "scaffold.yml:1:4: error: invalid UTF-8 byte 0xFF")
    }

    func testDeepNestingIsAnErrorNotACrash() {
        let text = String(repeating: "[", count: 500) + String(repeating: "]", count: 500)
        XCTAssertEqual(readError(text), "scaffold.yml:1:201: error: the document is nested too deeply")
    }

    func testDeepBlockNestingIsAnErrorNotACrash() {
        XCTAssertEqual(readError(String(repeating: "- ", count: 50_000) + "x\n"),
                       "scaffold.yml:1:401: error: the document is nested too deeply")
        let mappings = (0..<300).map { String(repeating: " ", count: $0) + "k:\n" }.joined()
            + String(repeating: " ", count: 300) + "v\n"
        XCTAssertEqual(readError(mappings), "scaffold.yml:201:201: error: the document is nested too deeply")
        let flow = "a: " + String(repeating: "{b: ", count: 50_000) + "c" + String(repeating: "}", count: 50_000)
        XCTAssertEqual(readError(flow), "scaffold.yml:1:800: error: the document is nested too deeply")
    }

    func testALongFlowListOnOneLineReadsInLinearTime() throws {
        // Every item's location is a column on the same line: counted from a checkpoint, not from the line start.
        let text = "methods: [" + (0..<30_000).map { "m\($0)" }.joined(separator: ", ") + "]\n"
        let node = try read(text)
        let last = try XCTUnwrap(node["methods"]?.items?.last)
        XCTAssertEqual(last.location, SourceLocation(file: "scaffold.yml", line: 1, column: text.utf8.count - 7))
    }

    func testByteRangesCoverTheNodeText() throws {
        let text = "a:\n  - x: 1\n    y: [2, 3]\n# tail\n"
        let node = try read(text)
        let item = try XCTUnwrap(node["a"]?.items?.first)
        let bytes = Array(text.utf8)
        XCTAssertEqual(String(decoding: bytes[item.byteRange], as: UTF8.self), "x: 1\n    y: [2, 3]")
    }
}

extension YAMLReaderTests {
    /// A 1,000-responsibility manifest reads in well under a second (a sanity bound, not a benchmark).
    func testLargeManifestReadsQuickly() throws {
        var text = "responsibilities:\n"
        for index in 0..<1000 {
            text += "  - name: R\(index)  # comment\n    methods:\n      - application(_:open:options:)\n"
            text += "      - 'application(_:didFinishLaunchingWithOptions:)'\n    policies: {a(_:): first}\n"
        }
        let bytes = Array(text.utf8)
        let clock = ContinuousClock()
        let elapsed = try clock.measure { _ = try YAMLReader.read(bytes, path: "scaffold.yml") }
        XCTAssertLessThan(elapsed, .seconds(1))
        let node = try YAMLReader.read(bytes, path: "scaffold.yml")
        XCTAssertEqual(node["responsibilities"]?.items?.count, 1000)
    }
}
