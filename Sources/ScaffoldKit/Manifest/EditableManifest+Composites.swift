extension EditableManifest {
    /// Appends a composite to the `composites:` list, after a blank line, in the list's indentation: `lines` are the
    /// entry's keys, unindented (an empty one stays empty). At the end of the file when `composites:` is its last
    /// key, else right after the list. False, changing nothing, when the manifest has no `composites:` key.
    mutating func appendComposite(_ lines: [String]) -> Bool {
        guard let pairs = root.pairs, let pair = pairs.first(where: { $0.key.scalar == "composites" }) else {
            return false
        }
        let first = pair.value.isFlow ? nil : pair.value.items?.first
        let dashColumn = first.map { column($0.dash ?? $0.location) } ?? column(pair.key.location) + 2
        let insertion = pairs.last?.key.scalar == "composites" ? bytes.count
            : nextLineStart(after: pair.value.byteRange.upperBound)
        var text = insertion > 0 && bytes[insertion - 1] != UInt8(ascii: "\n") ? newline : ""
        text += newline
        for (index, line) in lines.enumerated() {
            if !line.isEmpty {
                text += String(repeating: " ", count: dashColumn) + (index == 0 ? "- " : "  ") + line
            }
            text += newline
        }
        replace(insertion..<insertion, with: text)
        return true
    }
}
