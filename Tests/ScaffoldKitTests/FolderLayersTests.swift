import Foundation
import XCTest
@testable import ScaffoldKit

/// `docs/ARCHITECTURE.md` draws ScaffoldKit's folders as layers, top to bottom (a ```layers block); a folder's code
/// names only types of the folders drawn below it. Types are those a folder declares at the top level of its
/// files; a use is any identifier token naming one (comments and strings are not tokens).
final class FolderLayersTests: XCTestCase {
    private static let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()
    private static let kit = repository.appendingPathComponent("Sources/ScaffoldKit")

    func testEveryFolderNamesOnlyTypesOfTheLayersBelowIt() throws {
        let layers = try drawnLayers()
        let level = Dictionary(uniqueKeysWithValues: layers.enumerated().flatMap { index, folders in
            folders.map { ($0, layers.count - index) }
        })
        let sources = try swiftFiles()
        XCTAssertEqual(Set(level.keys), Set(sources.map(\.folder)), "docs/ARCHITECTURE.md draws every folder, once")
        var declaredIn: [String: String] = [:]
        for file in sources {
            for name in file.declaredTypes { declaredIn[name] = file.folder }
        }
        var upward: [String] = []
        for file in sources {
            for name in file.identifiers.sorted() {
                guard let owner = declaredIn[name], owner != file.folder,
                      let from = level[file.folder], let to = level[owner], to >= from else { continue }
                upward.append("\(file.folder)/\(file.name) uses \(name) of \(owner)")
            }
        }
        XCTAssertEqual(upward, [], "a folder uses only folders drawn below it in docs/ARCHITECTURE.md")
    }

    func testTheArchitectureNamesTheFirstFileToReadInEveryFolder() throws {
        let text = try String(contentsOf: Self.repository.appendingPathComponent("docs/ARCHITECTURE.md"),
                              encoding: .utf8)
        for folder in try drawnLayers().joined() {
            let mention = "Sources/ScaffoldKit/\(folder)/"
            guard let range = text.range(of: mention) else {
                XCTFail("docs/ARCHITECTURE.md names no file of \(folder)/ to read first")
                continue
            }
            let path = text[range.lowerBound...].prefix { $0 != "`" && $0 != " " && $0 != ")" }
            XCTAssertTrue(FileManager.default.fileExists(atPath: Self.repository.appendingPathComponent(String(path))
                .path), "docs/ARCHITECTURE.md names \(path), which does not exist")
        }
    }

    /// The ```layers block: one line per layer, top first; folders of one layer separated by `·`.
    private func drawnLayers() throws -> [[String]] {
        let text = try String(contentsOf: Self.repository.appendingPathComponent("docs/ARCHITECTURE.md"),
                              encoding: .utf8)
        guard let start = text.range(of: "```layers\n"),
              let end = text.range(of: "```", range: start.upperBound..<text.endIndex) else {
            XCTFail("docs/ARCHITECTURE.md has no ```layers block")
            return []
        }
        return text[start.upperBound..<end.lowerBound].split(separator: "\n").compactMap { line in
            let folders = line.split(separator: "·").map { $0.trimmingCharacters(in: .whitespaces) }
                .filter { $0.first?.isLetter == true }
            return folders.isEmpty ? nil : folders
        }
    }

    private struct SourceFile {
        var folder: String
        var name: String
        var declaredTypes: Set<String>
        var identifiers: Set<String>
    }

    private func swiftFiles() throws -> [SourceFile] {
        let paths = try XCTUnwrap(FileManager.default.subpathsOfDirectory(atPath: Self.kit.path))
        return try paths.filter { $0.hasSuffix(".swift") }.sorted().map { path in
            let bytes = Array(try Data(contentsOf: Self.kit.appendingPathComponent(path)))
            let (tokens, source) = try SwiftLexer.tokenize(bytes, path: path)
            let text = { (token: Token) in String(decoding: source.bytes[token.start..<token.end], as: UTF8.self) }
            var declared: Set<String> = []
            var identifiers: Set<String> = []
            var depth = 0
            for (index, token) in tokens.enumerated() {
                switch token.kind {
                case .punctuation where text(token) == "{": depth += 1
                case .punctuation where text(token) == "}": depth -= 1
                case .identifier:
                    let word = text(token)
                    identifiers.insert(word)
                    if depth == 0, ["struct", "enum", "class", "protocol", "typealias", "actor"].contains(word),
                       index + 1 < tokens.count, tokens[index + 1].kind == .identifier {
                        declared.insert(text(tokens[index + 1]))
                    }
                default: break
                }
            }
            let components = path.split(separator: "/")
            return SourceFile(folder: String(components[0]), name: String(components.last ?? ""),
                              declaredTypes: declared, identifiers: identifiers.subtracting(declared))
        }
    }
}
