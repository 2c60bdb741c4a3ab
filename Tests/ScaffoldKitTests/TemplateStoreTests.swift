import Foundation
import XCTest
@testable import ScaffoldKit
import ScaffoldTestSupport

final class TemplateStoreTests: XCTestCase {
    /// The package's top-level folder, found from this file's path.
    private let packageRoot = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    func testEveryTemplateFileIsEmbeddedByteForByte() throws {
        let folder = packageRoot.appendingPathComponent("Templates")
        let enumerator = try XCTUnwrap(FileManager.default.enumerator(atPath: folder.path))
        var onDisk: [String: String] = [:]
        while let relative = enumerator.nextObject() as? String {
            var isFolder: ObjCBool = false
            let url = folder.appendingPathComponent(relative)
            guard FileManager.default.fileExists(atPath: url.path, isDirectory: &isFolder), !isFolder.boolValue,
                  !url.lastPathComponent.hasPrefix(".") else { continue }
            onDisk[relative] = try String(contentsOf: url, encoding: .utf8)
        }
        XCTAssertNotNil(TemplateStore.builtIn["README.md"])
        XCTAssertEqual(TemplateStore.builtIn, onDisk)
    }

    func testNoOverrideFolderGivesTheBuiltIns() throws {
        XCTAssertEqual(try TemplateStore.load(overrides: nil, fileSystem: InMemoryFileSystem()), TemplateStore.builtIn)
    }

    func testOverridesReplaceByRelativeNameAndAdd() throws {
        let fs = InMemoryFileSystem(currentDirectory: "/p", files: [
            "my-templates/README.md": "mine",
            "my-templates/Catalog/Extra.swift": "protocol Extra {}",
            "my-templates/.DS_Store": "junk",
        ])
        let templates = try TemplateStore.load(overrides: "my-templates", fileSystem: fs)
        XCTAssertEqual(templates["README.md"], "mine")
        XCTAssertEqual(templates["Catalog/Extra.swift"], "protocol Extra {}")
        XCTAssertNil(templates[".DS_Store"])
        XCTAssertEqual(Set(templates.keys), Set(TemplateStore.builtIn.keys).union(["Catalog/Extra.swift"]))
        XCTAssertEqual(try TemplateStore.overrides(in: "/p/my-templates", fileSystem: fs).keys.sorted(),
                       ["Catalog/Extra.swift", "README.md"])
    }

    func testAMissingOrWrongOverrideFolderIsAnError() {
        let fs = InMemoryFileSystem(currentDirectory: "/p", files: ["file": "x"])
        XCTAssertThrowsError(try TemplateStore.load(overrides: "nowhere", fileSystem: fs)) { error in
            XCTAssertEqual((error as? Diagnostic)?.rendered,
                           "scaffold: error: templates folder 'nowhere' does not exist")
        }
        XCTAssertThrowsError(try TemplateStore.load(overrides: "file", fileSystem: fs)) { error in
            XCTAssertEqual((error as? Diagnostic)?.rendered, "scaffold: error: templates folder 'file' is not a folder")
        }
    }

    func testNonUTF8OverrideIsAnError() throws {
        let fs = InMemoryFileSystem(currentDirectory: "/p")
        try fs.write([0x66, 0xFF, 0x66], to: "t/bad.txt")
        XCTAssertThrowsError(try TemplateStore.load(overrides: "t", fileSystem: fs)) { error in
            XCTAssertEqual((error as? Diagnostic)?.rendered,
                           "/p/t/bad.txt:1:1: error: template '/p/t/bad.txt' is not UTF-8 text")
        }
    }

    /// The embedding tool must reproduce any text exactly, even text that looks like the end of a raw string.
    func testEmbeddingToolRoundTripsTrickyText() throws {
        let folders = [
            Bundle.main.executableURL?.deletingLastPathComponent(),
            Bundle(for: Self.self).bundleURL.deletingLastPathComponent(),
            packageRoot.appendingPathComponent(".build/debug"),
        ].compactMap { $0 }
        guard let tool = folders.map({ $0.appendingPathComponent("EmbedTemplatesTool") })
                .first(where: { FileManager.default.isExecutableFile(atPath: $0.path) }),
              let swiftc = ["/usr/bin/swiftc", "/usr/local/bin/swiftc"].first(where: {
                  FileManager.default.isExecutableFile(atPath: $0)
              }) ?? ProcessInfo.processInfo.environment["PATH"]?.split(separator: ":").map({ "\($0)/swiftc" })
                .first(where: { FileManager.default.isExecutableFile(atPath: $0) })
        else { throw XCTSkip("EmbedTemplatesTool or swiftc not found") }
        let work = FileManager.default.temporaryDirectory.appendingPathComponent("embed-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: work) }
        let input = work.appendingPathComponent("in")
        let samples = [
            "a.txt": "ends \"\"\"# and \"\"\"## and \\#(x) \\##(y)\n",
            "sub/b.txt": "no trailing newline, tab\there",
            "c.txt": "",
            "d.txt": "crlf\r\nline \"quoted\" \\ backslash\n",
            "e.txt": "  indented\n\n\n",
        ]
        for (name, text) in samples {
            let url = input.appendingPathComponent(name)
            try FileManager.default.createDirectory(
                at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(text.utf8).write(to: url)
        }
        let generated = work.appendingPathComponent("EmbeddedTemplates.swift")
        try runProcess(tool.path, [input.path, generated.path])
        let main = work.appendingPathComponent("main.swift")
        let dump = "for key in EmbeddedTemplates.files.keys.sorted() {\n"
            + "    print(key, Array(EmbeddedTemplates.files[key]!.utf8))\n}\n"
        try Data(dump.utf8).write(to: main)
        let binary = work.appendingPathComponent("dump")
        try runProcess(swiftc, [main.path, generated.path, "-o", binary.path])
        let output = try runProcess(binary.path, [])
        let expected = samples.keys.sorted().map { "\($0) \(Array(samples[$0]!.utf8))" }.joined(separator: "\n") + "\n"
        XCTAssertEqual(output, expected)
    }

    @discardableResult
    private func runProcess(_ path: String, _ arguments: [String]) throws -> String {
        let (status, output) = try TestProcess.run(path, arguments)
        XCTAssertEqual(status, 0, "\(path) \(arguments)")
        return output
    }
}
