extension YAMLParser {
    /// `key: value` lines at `indent`, starting at the first key.
    mutating func parseBlockMapping(indent mappingIndent: Int, placement: YAMLBlockPlacement)
        throws(DiagnosticError) -> YAMLNode {
        let start = mark
        try enter(at: start)
        defer { leave() }
        var pairs: [(key: YAMLNode, value: YAMLNode)] = []
        var keys = FirstOccurrences()
        var end = pos
        while true {
            let keyMark = mark
            let key = try parseMappingKey()
            if placement == .afterKey && pairs.isEmpty {
                throw error("a value on the same line as its key cannot be a mapping; quote it if it contains ': '",
                            at: start)
            }
            if let text = key.scalar {
                if let first = keys.insert(text, at: key.location) {
                    throw error("duplicate key '\(text)'", at: keyMark,
                                notes: [.note("'\(text)' is first defined here", at: first)])
                }
            }
            let colon = mark
            pos += 1
            try skipSpaces()
            let value: YAMLNode
            if isBreak(at: pos) || current == .yamlHash {
                let afterColon = YAMLMark(offset: colon.offset + 1, line: colon.line, lineStart: colon.lineStart)
                try advanceToContent()
                if indent > mappingIndent
                    || (indent == mappingIndent && current == .yamlMinus && isWhitespaceOrEnd(at: pos + 1)) {
                    value = try parseBlockNode(parentIndent: mappingIndent)
                } else {
                    value = YAMLNode(.scalar("", .plain), at: location(afterColon),
                                     byteRange: afterColon.offset..<afterColon.offset)
                }
            } else {
                value = try parseBlockNode(parentIndent: mappingIndent, placement: .afterKey)
            }
            end = max(colon.offset + 1, value.byteRange.upperBound)
            pairs.append((key, value))
            if indent == mappingIndent {
                if current == .yamlMinus && isWhitespaceOrEnd(at: pos + 1) {
                    throw error("a list item cannot appear among the keys of a mapping; indent it under its key")
                }
                continue
            }
            if indent > mappingIndent {
                throw inconsistentIndentation(column: mappingIndent, what: "the key", line: keyMark.line, inner: value)
            }
            break
        }
        return YAMLNode(.mapping(pairs), at: location(start), byteRange: start.offset..<end)
    }

    /// A key up to (not including) its `:`; the parser stops on the `:`.
    mutating func parseMappingKey() throws(DiagnosticError) -> YAMLNode {
        let start = mark
        switch current {
        case .yamlSingleQuote, .yamlDoubleQuote:
            let key = try parseQuotedScalar(parentIndent: -1, flow: false)
            if line != start.line { throw error("a key must fit on one line", at: start) }
            try skipSpaces()
            guard current == .yamlColon && isWhitespaceOrEnd(at: pos + 1) else {
                throw error("expected ':' after the key")
            }
            return key
        case .yamlOpenBracket, .yamlOpenBrace:
            throw error("a list or mapping cannot be a key; use a plain or quoted key")
        case .yamlMinus where isWhitespaceOrEnd(at: pos + 1):
            throw error("a list item cannot appear among the keys of a mapping; indent it under its key")
        default:
            try rejectIndicator()
            let key = try parsePlainScalar(flow: false)
            guard current == .yamlColon else {
                if let text = key.scalar, text.contains(":") {
                    throw error("expected 'key: value'; put a space after the ':'", at: colonWithoutSpace(after: start))
                }
                throw error("expected 'key: value'; this line has no ':'", at: start)
            }
            return key
        }
    }
}
