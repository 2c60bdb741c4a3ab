/// Lines of XML added at the end of a `<dict>` or `<array>` of a property list, laid out as the file is: each on its
/// own line indented one unit deeper than the container's closing tag, or all on one line when the container is.
/// Every byte of the file stays as it was; only the new text goes in (an empty-element `<dict/>` becomes a pair).
struct InfoPlistInsertion {
    /// One line of the added XML; `depth` 0 is a child of the container.
    struct Line {
        var depth: Int
        var text: String
    }

    var range: Range<Int>
    var text: String

    init(atEndOf container: InfoPlistElement, lines: [Line], layout: InfoPlistLayout) {
        let opening = layout.line(at: container.range.lowerBound)
        let compact = !layout.bytes[container.range].contains(ASCII.newline)
            && (!container.isEmptyElementTag || !layout.bytes.contains(ASCII.newline))
        let flat = lines.map(\.text).joined()
        if container.isEmptyElementTag {
            let body = compact ? flat : layout.lineEnding + Self.indented(lines, under: opening.indent + layout.unit,
                                                                          layout: layout) + opening.indent
            range = container.range
            text = "<\(container.name)>" + body + "</\(container.name)>"
            return
        }
        range = container.closingTagStart..<container.closingTagStart
        if compact {
            text = flat
            return
        }
        let closing = layout.line(at: container.closingTagStart)
        let firstChild = container.children.first.map { layout.line(at: $0.range.lowerBound) }
        let base = closing.isFirst ? closing.indent : opening.indent
        let childIndent = firstChild.flatMap { $0.isFirst ? $0.indent : nil } ?? base + layout.unit
        if closing.isFirst {
            range = closing.start..<closing.start
            text = Self.indented(lines, under: childIndent, layout: layout)
        } else {
            text = layout.lineEnding + Self.indented(lines, under: childIndent, layout: layout) + opening.indent
        }
    }

    /// Each line indented and ended as the file's lines are.
    private static func indented(_ lines: [Line], under indent: String, layout: InfoPlistLayout) -> String {
        lines.map { indent + String(repeating: layout.unit, count: $0.depth) + $0.text + layout.lineEnding }.joined()
    }

    func applied(to bytes: [UInt8]) -> [UInt8] {
        TextEdits.apply([(range, text)], to: bytes)
    }
}
