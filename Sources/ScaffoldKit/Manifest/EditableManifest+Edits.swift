extension EditableManifest {
    /// Appends `item` to the composite's `responsibilities`, creating the key or converting `[]` as needed.
    mutating func append(_ item: ResponsibilityLines, to composite: YAMLNode) {
        guard let pair = composite.pairs?.first(where: { $0.key.scalar == "responsibilities" }) else {
            appendKey(item, to: composite)
            return
        }
        let keyColumn = column(pair.key.location)
        let list = pair.value
        if let items = list.items, let last = items.last {
            if list.isFlow {
                appendFlow(item, after: last, in: items)
            } else {
                let dashColumn = column(items[0].dash ?? items[0].location)
                let keyOffset = items[0].pairs != nil ? column(items[0].location) - dashColumn : 2
                let insertion = trailingCommentEnd(after: last.byteRange.upperBound, dashColumn: dashColumn)
                insertBlock(item, at: insertion, dashColumn: dashColumn, keyOffset: max(keyOffset, 2),
                            listOffset: dashColumn - keyColumn, blankLineBefore: itemsAreSpacedOut(items))
            }
            return
        }
        // `responsibilities:` with nothing, or `[]`: write a block list under the key.
        let lineEnd = nextLineStart(after: pair.key.byteRange.upperBound)
        if list.isFlow {
            var start = list.byteRange.lowerBound
            while start > 0 && bytes[start - 1] == UInt8(ascii: " ") { start -= 1 }
            replace(start..<list.byteRange.upperBound, with: "")
            let removed = list.byteRange.upperBound - start
            insertBlock(item, at: lineEnd - removed, dashColumn: keyColumn + 2, keyOffset: 2, listOffset: 2)
        } else {
            insertBlock(item, at: lineEnd, dashColumn: keyColumn + 2, keyOffset: 2, listOffset: 2)
        }
    }

    /// No `responsibilities` key yet: adds it after the composite's last line.
    private mutating func appendKey(_ item: ResponsibilityLines, to composite: YAMLNode) {
        let keyColumn = column(composite.location)
        let insertion = nextLineStart(after: composite.byteRange.upperBound)
        var prefix = ""
        if insertion == bytes.count && insertion > 0 && bytes[insertion - 1] != UInt8(ascii: "\n") {
            prefix = newline
        }
        let key = prefix + String(repeating: " ", count: keyColumn) + "responsibilities:" + newline
        replace(insertion..<insertion, with: key)
        insertBlock(item, at: insertion + key.utf8.count, dashColumn: keyColumn + 2, keyOffset: 2, listOffset: 2)
    }

    private mutating func insertBlock(_ item: ResponsibilityLines, at insertion: Int, dashColumn: Int,
                                      keyOffset: Int, listOffset: Int, blankLineBefore: Bool = false) {
        var text = ""
        if insertion == bytes.count && insertion > 0 && bytes[insertion - 1] != UInt8(ascii: "\n") {
            text = newline
        }
        if blankLineBefore { text += newline }
        let lines = item.blockLines(keyColumn: dashColumn + keyOffset, listOffset: listOffset)
        for (index, line) in lines.enumerated() {
            if index == 0 {
                text += String(repeating: " ", count: dashColumn) + "-" + String(repeating: " ", count: keyOffset - 1)
            } else {
                text += String(repeating: " ", count: dashColumn + keyOffset)
            }
            text += line + newline
        }
        replace(insertion..<insertion, with: text)
    }

    private mutating func appendFlow(_ item: ResponsibilityLines, after last: YAMLNode, in items: [YAMLNode]) {
        let end = last.byteRange.upperBound
        let sameLine = items.count == 1
            ? lineStart(of: last.byteRange.lowerBound) == lineStart(of: end) && !startsOwnLine(last)
            : !startsOwnLine(last)
        let separator = sameLine ? ", " : "," + newline + String(repeating: " ", count: column(last.location))
        replace(end..<end, with: separator + item.flowMapping)
    }

    /// Whether only blanks precede the node on its line.
    private func startsOwnLine(_ node: YAMLNode) -> Bool {
        let start = lineStart(of: node.byteRange.lowerBound)
        return bytes[start..<node.byteRange.lowerBound].allSatisfy { $0 == UInt8(ascii: " ") }
    }

    /// Removes the item's lines (block) or text and comma (flow); an emptied block list becomes `[]`.
    mutating func removeItem(at index: Int, from composite: YAMLNode) {
        guard let pair = composite.pairs?.first(where: { $0.key.scalar == "responsibilities" }),
              let items = pair.value.items else { return }
        let item = items[index]
        if pair.value.isFlow {
            if index + 1 < items.count {
                replace(item.byteRange.lowerBound..<items[index + 1].byteRange.lowerBound, with: "")
            } else if index > 0 {
                replace(items[index - 1].byteRange.upperBound..<item.byteRange.upperBound, with: "")
            } else {
                replace(item.byteRange, with: "")
            }
            return
        }
        let dash = item.dash ?? item.location
        let first = leadingCommentStart(dashLine: lineStart(of: offset(of: dash)), dashColumn: column(dash))
        var end = trailingCommentEnd(after: item.byteRange.upperBound, dashColumn: column(dash))
        // Keep the list's spacing (the inverse of `add`): the last item takes the blank line above it; another
        // item takes the blank line below it when one precedes it or it is the first.
        var start = first
        let previous = previousLineStart(before: start)
        let previousIsBlank = previous.map { lineKind(at: $0) == .blank } ?? false
        if index == items.count - 1, index > 0, previousIsBlank, let previous {
            start = previous
        } else if end < bytes.count, lineKind(at: end) == .blank, previousIsBlank || index == 0 {
            end = nextLineStart(after: end)
        }
        replace(start..<end, with: "")
        if items.count == 1 {
            let colonEnd = colonEnd(of: pair.key)
            replace(colonEnd..<colonEnd, with: " []")
        }
    }
}
