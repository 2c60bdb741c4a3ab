extension YAMLParser {
    /// One line of a block scalar: its text after the indentation, or an empty line.
    private struct BlockLine {
        var content: Range<Int>
        var isText: Bool
        var hasBreak: Bool
        var isMoreIndented: Bool
    }

    /// `|` (literal) or `>` (folded) with an optional chomping indicator (`-`, `+`) and indentation digit.
    mutating func parseBlockScalar(parentIndent: Int) throws(DiagnosticError) -> YAMLNode {
        let start = mark
        let folded = current == .yamlGreaterThan
        pos += 1
        var chomping: UInt8?
        var increment: Int?
        while !isWhitespaceOrEnd(at: pos) {
            let value = current
            if (value == .yamlMinus || value == .yamlPlus) && chomping == nil {
                chomping = value
            } else if value >= UInt8(ascii: "1") && value <= UInt8(ascii: "9") && increment == nil {
                increment = Int(value - UInt8(ascii: "0"))
            } else {
                throw error("a block scalar header is '|' or '>' followed by at most '-' or '+' and a digit 1-9")
            }
            pos += 1
        }
        let headerEnd = pos
        let blanks = pos
        try skipSpaces()
        if current == .yamlHash && pos > blanks { while !isBreak(at: pos) { pos += 1 } }
        guard isBreak(at: pos) else { throw error("a block scalar's text starts on the next line") }
        if !atEnd { consumeBreak() }
        let contentIndent = try blockScalarIndent(parentIndent: parentIndent, increment: increment)
        var lines: [BlockLine] = []
        while !atEnd {
            var spaces = 0
            while byte(at: pos + spaces) == .yamlSpace { spaces += 1 }
            let textStart = pos + min(spaces, contentIndent)
            var end = pos + spaces
            let isEmpty = isBreak(at: end) && spaces <= contentIndent
            if !isEmpty {
                if spaces < contentIndent || (contentIndent == 0 && isDocumentMarker(at: pos)) { break }
            }
            while !isBreak(at: end) { end += 1 }
            let hasBreak = end < bytes.count
            lines.append(BlockLine(content: textStart..<end, isText: !isEmpty, hasBreak: hasBreak,
                                   isMoreIndented: !isEmpty && isBlank(at: textStart)))
            pos = end
            if hasBreak { consumeBreak() }
        }
        let lastText = lines.lastIndex { $0.isText }
        let text = blockScalarText(lines, lastText: lastText, folded: folded, chomping: chomping)
        let end = lastText.map { lines[$0].content.upperBound } ?? headerEnd
        try advanceToContent()
        return YAMLNode(.scalar(text, folded ? .folded : .literal), at: location(start),
                        byteRange: start.offset..<end)
    }

    /// The content indentation: given by the header, else that of the first non-empty line.
    private func blockScalarIndent(parentIndent: Int, increment: Int?) throws(DiagnosticError) -> Int {
        if let increment { return max(parentIndent, 0) + increment }
        var index = pos
        var lineNumber = line
        var widestEmpty = (spaces: 0, line: 0, start: 0)
        while index < bytes.count {
            var spaces = 0
            while byte(at: index + spaces) == .yamlSpace { spaces += 1 }
            if isBreak(at: index + spaces) {
                if spaces > widestEmpty.spaces { widestEmpty = (spaces, lineNumber, index) }
                index += spaces
                if byte(at: index) == .yamlCarriageReturn { index += 1 }
                index += 1
                lineNumber += 1
                continue
            }
            let indent = max(spaces, parentIndent + 1)
            if spaces > parentIndent && widestEmpty.spaces > spaces {
                let mark = YAMLMark(offset: widestEmpty.start + spaces, line: widestEmpty.line,
                                    lineStart: widestEmpty.start)
                throw error("this empty line of a block scalar has more spaces than its first text line", at: mark)
            }
            return indent
        }
        return max(parentIndent + 1, widestEmpty.spaces)
    }

    private func blockScalarText(_ lines: [BlockLine], lastText: Int?, folded: Bool, chomping: UInt8?) -> String {
        var output: [UInt8] = []
        guard let lastText else {
            if chomping == .yamlPlus { output = Array(repeating: .yamlLineFeed, count: lines.filter(\.hasBreak).count) }
            return String(decoding: output, as: UTF8.self)
        }
        var pendingEmpty = 0
        var previous: BlockLine?
        for line in lines[...lastText] {
            guard line.isText else { pendingEmpty += 1; continue }
            if let previous {
                if !folded || previous.isMoreIndented || line.isMoreIndented {
                    output.append(contentsOf: repeatElement(.yamlLineFeed, count: 1 + pendingEmpty))
                } else if pendingEmpty == 0 {
                    output.append(.yamlSpace)
                } else {
                    output.append(contentsOf: repeatElement(.yamlLineFeed, count: pendingEmpty))
                }
            } else {
                output.append(contentsOf: repeatElement(.yamlLineFeed, count: pendingEmpty))
            }
            output.append(contentsOf: bytes[line.content])
            previous = line
            pendingEmpty = 0
        }
        let finalBreak = lines[lastText].hasBreak ? 1 : 0
        switch chomping {
        case .yamlMinus?: break
        case .yamlPlus?:
            let trailing = lines[(lastText + 1)...].filter(\.hasBreak).count
            output.append(contentsOf: repeatElement(.yamlLineFeed, count: finalBreak + trailing))
        default:
            output.append(contentsOf: repeatElement(.yamlLineFeed, count: finalBreak))
        }
        return String(decoding: output, as: UTF8.self)
    }
}
