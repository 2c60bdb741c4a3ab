extension YAMLParser {
    /// A plain scalar on one line; stops on a `: `, ` #`, the line end or (in flow) a flow indicator.
    mutating func parsePlainScalar(flow: Bool) throws(DiagnosticError) -> YAMLNode {
        let start = mark
        var end = pos
        let count = bytes.count
        scan: while pos < count {
            switch bytes[pos] {
            case .yamlLineFeed, .yamlCarriageReturn:
                break scan
            case .yamlSpace, .yamlTab:
                pos += 1  // blanks end the scalar only when nothing follows them
                continue
            case .yamlColon:
                if isWhitespaceOrEnd(at: pos + 1) || (flow && isFlowIndicator(byte(at: pos + 1))) { break scan }
            case .yamlHash:
                if isBlank(at: pos - 1) { break scan }
            case .yamlComma, .yamlOpenBracket, .yamlCloseBracket, .yamlOpenBrace, .yamlCloseBrace:
                if flow { break scan }
            default:
                break
            }
            pos += 1
            end = pos
        }
        if end == start.offset {
            throw error(current == .yamlColon ? "missing key before ':'" : "expected a value", at: start)
        }
        let text = String(decoding: bytes[start.offset..<end], as: UTF8.self)
        return YAMLNode(.scalar(text, .plain), at: location(start), byteRange: start.offset..<end)
    }

    func isFlowIndicator(_ value: UInt8) -> Bool {
        value == .yamlComma || value == .yamlOpenBracket || value == .yamlCloseBracket
            || value == .yamlOpenBrace || value == .yamlCloseBrace
    }

    /// A single- or double-quoted scalar, possibly over several lines (folded as YAML does).
    /// Continuation lines must be indented more than `parentIndent`.
    mutating func parseQuotedScalar(parentIndent: Int, flow: Bool) throws(DiagnosticError) -> YAMLNode {
        let start = mark
        let quote = current
        let isDouble = quote == .yamlDoubleQuote
        pos += 1
        var text: [UInt8] = []
        var literalBlanksFrom: Int?
        while true {
            if atEnd { throw unterminatedString(start) }
            let value = current
            if value == quote {
                if !isDouble && byte(at: pos + 1) == .yamlSingleQuote {
                    text.append(.yamlSingleQuote)
                    pos += 2
                    literalBlanksFrom = nil
                    continue
                }
                pos += 1
                break
            }
            if isBreak(at: pos) {
                if let from = literalBlanksFrom { text.removeSubrange(from...) }
                literalBlanksFrom = nil
                let empty = try foldLineBreaks(in: start, parentIndent: parentIndent)
                if empty == 0 {
                    text.append(.yamlSpace)
                } else {
                    text.append(contentsOf: repeatElement(.yamlLineFeed, count: empty))
                }
                continue
            }
            if isDouble && value == .yamlBackslash {
                if isBreak(at: pos + 1) {
                    pos += 1
                    literalBlanksFrom = nil
                    let empty = try foldLineBreaks(in: start, parentIndent: parentIndent)
                    text.append(contentsOf: repeatElement(.yamlLineFeed, count: empty))
                    continue
                }
                try appendEscape(to: &text)
                literalBlanksFrom = nil
                continue
            }
            if value == .yamlSpace || value == .yamlTab {
                if literalBlanksFrom == nil { literalBlanksFrom = text.count }
            } else {
                literalBlanksFrom = nil
            }
            text.append(value)
            pos += 1
        }
        let style: YAMLScalarStyle = isDouble ? .doubleQuoted : .singleQuoted
        return YAMLNode(.scalar(String(decoding: text, as: UTF8.self), style), at: location(start),
                        byteRange: start.offset..<pos)
    }

    private func unterminatedString(_ start: YAMLMark) -> DiagnosticError {
        let quote = byte(at: start.offset) == .yamlDoubleQuote ? "\"" : "'"
        return error("this string is never closed; add the closing \(quote)", at: start)
    }

    /// At a line break inside a quoted scalar: consumes it, the empty lines after it and the next line's
    /// leading blanks; returns how many empty lines there were.
    private mutating func foldLineBreaks(in start: YAMLMark, parentIndent: Int) throws(DiagnosticError) -> Int {
        var empty = 0
        consumeBreak()
        while true {
            var spaces = 0
            while current == .yamlSpace { pos += 1; spaces += 1 }
            while isBlank(at: pos) { pos += 1 }
            if atEnd { throw unterminatedString(start) }
            if isBreak(at: pos) {
                empty += 1
                consumeBreak()
                continue
            }
            if spaces <= parentIndent || (spaces == 0 && isDocumentMarker(at: lineStart)) {
                throw unterminatedString(start)
            }
            return empty
        }
    }

    /// A `\` escape of a double-quoted scalar, appended as UTF-8.
    private mutating func appendEscape(to text: inout [UInt8]) throws(DiagnosticError) {
        let backslash = mark
        let letter = byte(at: pos + 1)
        pos += 2
        let simple: UInt8?
        switch letter {
        case UInt8(ascii: "0"): simple = 0
        case UInt8(ascii: "a"): simple = 7
        case UInt8(ascii: "b"): simple = 8
        case UInt8(ascii: "t"), .yamlTab: simple = 9
        case UInt8(ascii: "n"): simple = 10
        case UInt8(ascii: "v"): simple = 11
        case UInt8(ascii: "f"): simple = 12
        case UInt8(ascii: "r"): simple = 13
        case UInt8(ascii: "e"): simple = 27
        case .yamlSpace, .yamlDoubleQuote, UInt8(ascii: "/"), .yamlBackslash: simple = letter
        default: simple = nil
        }
        if let simple { text.append(simple); return }
        let scalar: UInt32
        switch letter {
        case UInt8(ascii: "N"): scalar = 0x85
        case UInt8(ascii: "_"): scalar = 0xA0
        case UInt8(ascii: "L"): scalar = 0x2028
        case UInt8(ascii: "P"): scalar = 0x2029
        case UInt8(ascii: "x"): scalar = try hexDigits(2, escape: backslash)
        case UInt8(ascii: "u"): scalar = try hexDigits(4, escape: backslash)
        case UInt8(ascii: "U"): scalar = try hexDigits(8, escape: backslash)
        default:
            let shown = letter < 0x80 && letter >= 0x20 ? "\\\(Unicode.Scalar(letter))" : "\\"
            throw error("unknown escape '\(shown)' in a double-quoted string", at: backslash)
        }
        guard let unicode = Unicode.Scalar(scalar) else {
            throw error("escape is not a valid Unicode scalar", at: backslash)
        }
        text.append(contentsOf: Array(String(Character(unicode)).utf8))
    }

    private mutating func hexDigits(_ count: Int, escape: YAMLMark) throws(DiagnosticError) -> UInt32 {
        var value: UInt32 = 0
        for _ in 0..<count {
            let digit: UInt32
            switch current {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = UInt32(current - UInt8(ascii: "0"))
            case UInt8(ascii: "a")...UInt8(ascii: "f"): digit = UInt32(current - UInt8(ascii: "a") + 10)
            case UInt8(ascii: "A")...UInt8(ascii: "F"): digit = UInt32(current - UInt8(ascii: "A") + 10)
            default:
                let letter = Unicode.Scalar(byte(at: escape.offset + 1))
                throw error("'\\\(letter)' needs \(count) hexadecimal digits", at: escape)
            }
            value = value << 4 | digit
            pos += 1
        }
        return value
    }
}
