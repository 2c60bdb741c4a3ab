/// The manifest's bytes with the node tree read from them, for in-place edits.
struct EditableManifest {
    var bytes: [UInt8]
    let root: YAMLNode
    let path: String
    /// "\r\n" when the file uses CRLF line endings.
    let newline: String

    init(_ text: String, path: String) throws(DiagnosticError) {
        bytes = Array(text.utf8)
        self.path = path
        root = try YAMLReader.read(bytes, path: path)
        newline = text.utf8.contains(UInt8(ascii: "\r")) ? "\r\n" : "\n"
        guard root.pairs != nil else {
            throw DiagnosticError(.error("the manifest must be a mapping of keys such as 'protocol:' and "
                + "'responsibilities:'", at: root.location))
        }
    }

    var text: String { String(decoding: bytes, as: UTF8.self) }

    /// The mapping of the composite called `name`, or of the only composite when `name` is nil.
    func composite(named name: String?) throws(DiagnosticError) -> YAMLNode {
        var candidates: [(name: String, node: YAMLNode)] = []
        if let list = root["composites"]?.items {
            for entry in list where entry.pairs != nil {
                candidates.append((entry["composite"]?.scalar ?? ManifestKeys.defaultComposite, entry))
            }
        } else {
            candidates.append((root["composite"]?.scalar ?? ManifestKeys.defaultComposite, root))
        }
        let names = candidates.map(\.name)
        guard let name else {
            if candidates.count == 1 { return candidates[0].node }
            let list = names.map { "'\($0)'" }.joined(separator: ", ")
            throw DiagnosticError(.error(
                "the manifest has several composites (\(list)); say which one with --composite NAME",
                                         at: root["composites"]?.location ?? root.location))
        }
        guard let match = candidates.first(where: { $0.name == name }) else {
            throw DiagnosticError(.error("no composite named '\(name)'" + Suggestions.didYouMean(name, in: names),
                                         at: root["composites"]?.location ?? root.location))
        }
        return match.node
    }

    /// The names of the composite's responsibilities, in order (entries without a name count as "").
    func responsibilityNames(in composite: YAMLNode) -> [Located<String>] {
        (composite["responsibilities"]?.items ?? []).map {
            Located($0["name"]?.scalar ?? "", at: $0["name"]?.location ?? $0.location)
        }
    }

    /// The pattern of the responsibility at `index` (`component` when it names none or an unknown one: the
    /// decoder has already refused an unknown one).
    func responsibilityPattern(at index: Int, in composite: YAMLNode) -> Pattern {
        let item = composite["responsibilities"]?.items?[index]
        return item?["pattern"]?.scalar.flatMap(Pattern.init(rawValue:)) ?? .component
    }

    // MARK: Offsets

    /// The offset of the start of the line holding `offset`.
    func lineStart(of offset: Int) -> Int {
        var index = min(offset, bytes.count)
        while index > 0 && bytes[index - 1] != UInt8(ascii: "\n") { index -= 1 }
        return index
    }

    /// The offset just after the line break ending the line holding `offset` (or the end of the text).
    func nextLineStart(after offset: Int) -> Int {
        var index = offset
        while index < bytes.count && bytes[index] != UInt8(ascii: "\n") { index += 1 }
        return min(index + 1, bytes.count)
    }

    /// The offset of a location on a line whose text before it is ASCII (indentation, dashes).
    func offset(of location: SourceLocation) -> Int {
        var line = 1
        var index = 0
        while line < location.line && index < bytes.count {
            if bytes[index] == UInt8(ascii: "\n") { line += 1 }
            index += 1
        }
        if index == 0 && bytes.starts(with: [0xEF, 0xBB, 0xBF]) { index = 3 }
        return index + location.column - 1
    }

    /// The 0-based column of a node (indentation is spaces).
    func column(_ location: SourceLocation) -> Int { location.column - 1 }

    mutating func replace(_ range: Range<Int>, with text: String) {
        bytes.replaceSubrange(range, with: Array(text.utf8))
    }
}
