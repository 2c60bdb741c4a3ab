extension YAMLParser {
    /// `[a, b]` or `{a: b}`, possibly over several lines indented more than `parentIndent`.
    mutating func parseFlowCollection(parentIndent: Int) throws(DiagnosticError) -> YAMLNode {
        let open = mark
        try enter(at: open)
        defer { leave() }
        let isSequence = current == .yamlOpenBracket
        let closer: UInt8 = isSequence ? .yamlCloseBracket : .yamlCloseBrace
        let closerText = isSequence ? "']'" : "'}'"
        pos += 1
        var items: [YAMLNode] = []
        var pairs: [(key: YAMLNode, value: YAMLNode)] = []
        var keys = FirstOccurrences()
        while true {
            try skipFlowSpace(open: open, parentIndent: parentIndent)
            if current == closer { pos += 1; break }
            try rejectMismatchedCloser(open: open)
            let item = try parseFlowNode(open: open, parentIndent: parentIndent)
            try skipFlowSpace(open: open, parentIndent: parentIndent)
            if isSequence {
                if current == .yamlColon {
                    throw error("a 'key: value' pair inside '[…]' is not supported; write it as '{key: value}'")
                }
                items.append(item)
            } else {
                guard let key = item.scalar else {
                    throw error("a list or mapping cannot be a key; use a plain or quoted key", at: open)
                }
                guard current == .yamlColon else {
                    let hint = key.contains(":") ? "; put a space after the ':'" : ""
                    throw error("expected ':' after the key '\(key)'\(hint)")
                }
                if let first = keys.insert(key, at: item.location) {
                    throw DiagnosticError(.error("duplicate key '\(key)'", at: item.location,
                                                 notes: [.note("'\(key)' is first defined here", at: first)]))
                }
                let colon = pos
                pos += 1
                try skipFlowSpace(open: open, parentIndent: parentIndent)
                let value: YAMLNode
                if current == .yamlComma || current == closer {
                    value = YAMLNode(.scalar("", .plain), at: here, byteRange: colon + 1..<colon + 1)
                } else {
                    value = try parseFlowNode(open: open, parentIndent: parentIndent)
                    try skipFlowSpace(open: open, parentIndent: parentIndent)
                }
                pairs.append((item, value))
            }
            if current == .yamlComma { pos += 1; continue }
            if current == closer { pos += 1; break }
            try rejectMismatchedCloser(open: open)
            throw error("expected ',' or \(closerText)")
        }
        let range = open.offset..<pos
        let value: YAMLNode.Value = isSequence ? .sequence(items) : .mapping(pairs)
        return YAMLNode(value, at: location(open), byteRange: range, isFlow: true)
    }

    /// One item inside a flow collection.
    private mutating func parseFlowNode(open: YAMLMark, parentIndent: Int) throws(DiagnosticError) -> YAMLNode {
        switch current {
        case .yamlOpenBracket, .yamlOpenBrace:
            return try parseFlowCollection(parentIndent: parentIndent)
        case .yamlSingleQuote, .yamlDoubleQuote:
            return try parseQuotedScalar(parentIndent: parentIndent, flow: true)
        case .yamlMinus where isWhitespaceOrEnd(at: pos + 1):
            throw error("a '- ' list item cannot appear inside brackets")
        case .yamlPipe, .yamlGreaterThan:
            throw error("a block scalar ('\(Unicode.Scalar(current))') cannot appear inside brackets")
        case .yamlHash:
            throw error("unexpected '#'; a comment needs a space before it")
        default:
            try rejectIndicator()
            return try parsePlainScalar(flow: true)
        }
    }

    /// Blanks, comments and line breaks between flow items; a continuation line indented no more than
    /// `parentIndent`, or the end of the input, means the bracket at `open` was never closed.
    private mutating func skipFlowSpace(open: YAMLMark, parentIndent: Int) throws(DiagnosticError) {
        while true {
            try skipSpaces()
            if current == .yamlHash && (pos == lineStart || isBlank(at: pos - 1)) {
                while !isBreak(at: pos) { pos += 1 }
            }
            if atEnd { throw unclosed(open) }
            guard isBreak(at: pos) else { return }
            consumeBreak()
            var spaces = 0
            while current == .yamlSpace { pos += 1; spaces += 1 }
            if isBreak(at: pos) || current == .yamlHash { continue }
            if current == .yamlTab { throw error("tabs are not allowed in indentation; use spaces") }
            let closesHere = current == .yamlCloseBracket || current == .yamlCloseBrace
            if (spaces <= parentIndent && !closesHere) || (spaces == 0 && isDocumentMarker(at: lineStart)) {
                throw unclosed(open)
            }
        }
    }

    /// `[a}` or `{a: b]`: the mistake is the bracket left open, so the error points at it.
    private func rejectMismatchedCloser(open: YAMLMark) throws(DiagnosticError) {
        guard current == .yamlCloseBracket || current == .yamlCloseBrace else { return }
        let opener = byte(at: open.offset) == .yamlOpenBracket ? "[" : "{"
        let closer = opener == "[" ? "]" : "}"
        let found = Unicode.Scalar(current)
        throw error("this '\(opener)' is never closed; add the matching '\(closer)'", at: open,
                    notes: [.note("'\(found)' does not match the '\(opener)'", at: here)])
    }

    private func unclosed(_ open: YAMLMark) -> DiagnosticError {
        let opener = byte(at: open.offset) == .yamlOpenBracket ? "[" : "{"
        let closer = opener == "[" ? "]" : "}"
        return error("this '\(opener)' is never closed; add the matching '\(closer)'", at: open)
    }
}
