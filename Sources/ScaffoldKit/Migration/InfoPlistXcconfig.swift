/// The build settings an `.xcconfig` file sets, each with where: `KEY = value` lines (a later line wins), the files it
/// `#include`s read where the line stands. Settings conditioned on an SDK, architecture or configuration
/// (`KEY[sdk=iphoneos*] = …`) are left out; `//` starts a comment, as in Xcode.
struct InfoPlistXcconfig {
    struct Setting {
        var value: String
        var location: SourceLocation
    }

    private(set) var settings: [String: Setting] = [:]
    /// Includes including includes, bounded: a cycle ends here.
    private static let maximumDepth = 8

    /// The file at `path` (relative to `root`); empty when it cannot be read.
    static func read(_ path: String, root: String, fileSystem: some FileSystem) -> InfoPlistXcconfig {
        var config = InfoPlistXcconfig()
        config.read(path, root: root, fileSystem: fileSystem, depth: 0)
        return config
    }

    private mutating func read(_ path: String, root: String, fileSystem: some FileSystem, depth: Int) {
        let full = PathUtilities.join(root, path)
        guard depth < Self.maximumDepth, let bytes = (try? fileSystem.contents(of: full)) ?? nil else { return }
        let shown = PathUtilities.displayed(full, from: fileSystem.currentDirectory)
        for (number, line) in String(decoding: bytes, as: UTF8.self).split(separator: "\n",
                                                                            omittingEmptySubsequences: false)
            .enumerated() {
            let code = String(line.firstRange(of: "//").map { line[..<$0.lowerBound] } ?? line).trimmingSpaces()
            if code.hasPrefix("#include") {
                guard let open = code.firstIndex(of: "\""), let close = code.lastIndex(of: "\""), open < close else {
                    continue
                }
                let included = String(code[code.index(after: open)..<close])
                let folder = PathUtilities.parent(of: path)
                read(PathUtilities.normalize(PathUtilities.join(folder, included)), root: root, fileSystem: fileSystem,
                     depth: depth + 1)
                continue
            }
            guard let equals = code.firstIndex(of: "=") else { continue }
            let key = String(code[..<equals]).trimmingSpaces()
            guard !key.isEmpty, key.utf8.allSatisfy(ASCIIText.isIdentifierByte) else { continue }
            var value = String(code[code.index(after: equals)...]).trimmingSpaces()
            if value.hasSuffix(";") { value.removeLast() }
            if value.count >= 2, value.hasPrefix("\""), value.hasSuffix("\"") {
                value = String(value.dropFirst().dropLast())
            }
            let column = line.distance(from: line.startIndex, to: line.firstIndex { $0 != " " && $0 != "\t" }
                ?? line.startIndex) + 1
            settings[key] = Setting(value: value, location: SourceLocation(file: shown, line: number + 1,
                                                                           column: column))
        }
    }
}
