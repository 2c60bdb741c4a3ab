extension EditableManifest {
    /// Takes `methods` out of the responsibility called `name` in `composite`, where they are listed one a line (block
    /// style, as `scaffold adopt` writes them): their lines go, with their `conditions:` entries; a `methods:` list
    /// left empty becomes `[]`, a `conditions:` key left empty goes with the comment `scaffold adopt` wrote above it.
    /// Every other line stays byte for byte.
    mutating func removeMethods(_ methods: Set<String>, from name: String, in composite: YAMLNode)
        throws(DiagnosticError)
    {
        guard let item = composite["responsibilities"]?.items?.first(where: { $0["name"]?.scalar == name }) else {
            return
        }
        var removed: Set<Int> = []
        var insertions: [Int] = []
        if let pair = item.pairs?.first(where: { $0.key.scalar == "methods" }), let items = pair.value.items {
            let moved = items.filter { methods.contains($0.scalar ?? "") }
            if pair.value.isFlow, let first = moved.first {
                throw DiagnosticError(.error("write the methods of '\(name)' one per line ('- name') to let scaffold "
                    + "move some of them", at: first.location))
            }
            removed.formUnion(moved.map { lineStart(of: offset(of: $0.location)) })
            if !moved.isEmpty && moved.count == items.count { insertions.append(colonEnd(of: pair.key)) }
        }
        if let pair = item.pairs?.first(where: { $0.key.scalar == "conditions" }), let entries = pair.value.pairs {
            let moving = entries.filter { methods.contains($0.key.scalar ?? "") }
            if pair.value.isFlow, let first = moving.first {
                throw DiagnosticError(.error("write the conditions of '\(name)' one per line ('method: condition') "
                    + "to let scaffold move some of them", at: first.key.location))
            }
            removed.formUnion(moving.map { lineStart(of: offset(of: $0.key.location)) })
            if !moving.isEmpty && moving.count == entries.count {
                let key = lineStart(of: offset(of: pair.key.location))
                removed.insert(key)
                if let above = previousLineStart(before: key),
                   lineText(at: above).trimmingSpaces().hasPrefix("# Implemented only under these") {
                    removed.insert(above)
                }
            }
        }
        let edits = removed.map { ($0..<nextLineStart(after: $0), "") } + insertions.map { ($0..<$0, " []") }
        for (range, text) in edits.sorted(by: { $0.0.lowerBound > $1.0.lowerBound }) { replace(range, with: text) }
    }

    /// Just after the colon that follows `key`.
    func colonEnd(of key: YAMLNode) -> Int {
        var colon = key.byteRange.upperBound
        while colon < bytes.count && bytes[colon] != UInt8(ascii: ":") { colon += 1 }
        return colon + 1
    }

    /// The text of the line starting at `start`, with its line break.
    private func lineText(at start: Int) -> String {
        String(decoding: bytes[start..<nextLineStart(after: start)], as: UTF8.self)
    }
}
