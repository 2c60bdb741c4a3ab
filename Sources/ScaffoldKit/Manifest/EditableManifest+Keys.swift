/// Edits `scaffold migrate` makes: one scalar key of a composite set, and a single-composite manifest turned into a
/// `composites:` list (so a second composite can join it). Every other line stays byte for byte.
extension EditableManifest {
    /// Sets `key: value` on `composite`: the value of an existing key is replaced; a new key goes on the line after
    /// the last of the `after` keys the composite has (else its first key), in its keys' column, below `comment`.
    mutating func setScalar(_ key: String, to value: String, in composite: YAMLNode, after: [String],
                            comment: [String] = []) {
        guard let pairs = composite.pairs, let first = pairs.first else { return }
        if let pair = pairs.first(where: { $0.key.scalar == key }) {
            if pair.value.isNull {
                let end = colonEnd(of: pair.key)
                replace(end..<max(end, pair.value.byteRange.upperBound), with: " " + value)
            } else {
                replace(pair.value.byteRange, with: value)
            }
            return
        }
        let anchor = pairs.last { after.contains($0.key.scalar ?? "") } ?? first
        let insertion = nextLineStart(after: max(anchor.key.byteRange.upperBound, anchor.value.byteRange.upperBound))
        let indent = String(repeating: " ", count: column(anchor.key.location))
        var text = insertion == bytes.count && bytes.last != UInt8(ascii: "\n") ? newline : ""
        for line in comment { text += indent + "# " + line + newline }
        text += indent + key + ": " + value + newline
        replace(insertion..<insertion, with: text)
    }

    /// A manifest written in the single-composite form becomes a `composites:` list of that one composite: its
    /// lines from the first key on are indented under `composites:` (what precedes the first key stays at the top).
    /// False, changing nothing, when it has a `composites:` key already or a top-level-only key.
    mutating func convertToCompositesList() -> Bool {
        guard let pairs = root.pairs, let first = pairs.first,
              !pairs.contains(where: { ManifestKeys.topLevelOnly.contains($0.key.scalar ?? "") }) else { return false }
        let start = lineStart(of: offset(of: first.key.location))
        var lines: [String] = []
        var isFirstKey = true
        var index = start
        while index < bytes.count {
            let end = nextLineStart(after: index)
            let line = String(decoding: bytes[index..<end], as: UTF8.self)
            switch lineKind(at: index) {
            case .blank: lines.append(line)
            case .comment: lines.append("    " + line)
            case .content:
                lines.append((isFirstKey ? "  - " : "    ") + line)
                isFirstKey = false
            }
            index = end
        }
        replace(start..<bytes.count, with: "composites:" + newline + lines.joined())
        return true
    }
}
