/// Where a block node starts: on its own line, after `- ` or after `key: ` (where no block collection may start).
enum YAMLBlockPlacement {
    case ownLine, afterDash, afterKey
}

extension YAMLParser {
    /// A node starting at `pos` (a content character); its block children must be indented more than
    /// `parentIndent`. Block collections take the column of their first character as their indentation.
    mutating func parseBlockNode(parentIndent: Int, placement: YAMLBlockPlacement = .ownLine)
        throws(DiagnosticError) -> YAMLNode {
        let start = mark
        let nodeColumn = column
        switch current {
        case .yamlMinus where isWhitespaceOrEnd(at: pos + 1):
            if placement == .afterKey {
                throw error("a list cannot start on the same line as its key; start it on the next line")
            }
            return try parseBlockSequence(indent: nodeColumn)
        case .yamlOpenBracket, .yamlOpenBrace:
            let node = try parseFlowCollection(parentIndent: parentIndent)
            try skipSpaces()
            if current == .yamlColon {
                throw error("a list or mapping cannot be a key; use a plain or quoted key", at: start)
            }
            try finishLine(after: "the closing bracket")
            return node
        case .yamlPipe, .yamlGreaterThan:
            return try parseBlockScalar(parentIndent: parentIndent)
        case .yamlSingleQuote, .yamlDoubleQuote:
            let scalar = try parseQuotedScalar(parentIndent: parentIndent, flow: false)
            try skipSpaces()
            if current == .yamlColon && isWhitespaceOrEnd(at: pos + 1) {
                if scalar.location.line != line { throw error("a key must fit on one line", at: start) }
                pos = start.offset
                return try parseBlockMapping(indent: nodeColumn, placement: placement)
            }
            try finishLine(after: "the closing quote")
            return scalar
        default:
            try rejectIndicator()
            let save = mark
            let scalar = try parsePlainScalar(flow: false)
            if current == .yamlColon {
                pos = save.offset
                return try parseBlockMapping(indent: nodeColumn, placement: placement)
            }
            try finishLine(after: "the value")
            if indent > parentIndent && indent != -1
                && !(isMappingKeyLine || (current == .yamlMinus && isWhitespaceOrEnd(at: pos + 1))) {
                throw error("a plain value cannot continue on the next line; "
                    + "quote it or use a block scalar ('|' or '>')")
            }
            return scalar
        }
    }

    /// Characters that cannot start a plain scalar, with the reason.
    func rejectIndicator() throws(DiagnosticError) {
        switch current {
        case .yamlAmpersand: throw error("anchors ('&') are not supported")
        case .yamlAsterisk: throw error("aliases ('*') are not supported")
        case .yamlExclamation: throw error("tags ('!') are not supported")
        case .yamlQuestion where isWhitespaceOrEnd(at: pos + 1):
            throw error("explicit keys ('?') are not supported")
        case .yamlPercent, .yamlAt, .yamlBacktick:
            throw error("a plain value cannot start with '\(Unicode.Scalar(current))'; quote it")
        case .yamlComma, .yamlCloseBracket, .yamlCloseBrace:
            throw error("unexpected '\(Unicode.Scalar(current))'")
        default: break
        }
    }

    /// `- item` lines at `indent`.
    mutating func parseBlockSequence(indent sequenceIndent: Int) throws(DiagnosticError) -> YAMLNode {
        let start = mark
        try enter(at: start)
        defer { leave() }
        var items: [YAMLNode] = []
        var end = pos
        while true {
            let dash = mark
            pos += 1
            try skipSpaces()
            var item: YAMLNode
            if isBreak(at: pos) || current == .yamlHash {
                let empty = mark
                try advanceToContent()
                if indent > sequenceIndent {
                    item = try parseBlockNode(parentIndent: sequenceIndent)
                } else {
                    item = YAMLNode(.scalar("", .plain), at: location(empty), byteRange: empty.offset..<empty.offset)
                }
            } else {
                item = try parseBlockNode(parentIndent: sequenceIndent, placement: .afterDash)
            }
            item.dash = location(dash)
            end = max(end, item.byteRange.upperBound, dash.offset + 1)
            items.append(item)
            if indent == sequenceIndent && current == .yamlMinus && isWhitespaceOrEnd(at: pos + 1) { continue }
            if indent > sequenceIndent {
                throw inconsistentIndentation(column: sequenceIndent, what: "the '-'", line: start.line, inner: item)
            }
            if indent == sequenceIndent && !isMappingKeyLine {
                throw error("expected a '-' list item here")
            }
            break
        }
        return YAMLNode(.sequence(items), at: location(start), byteRange: start.offset..<end)
    }

    /// Whether the content line at `pos` looks like `key: …` (so a list not indented under its key ends).
    var isMappingKeyLine: Bool {
        var index = pos
        var quote: UInt8 = 0
        if current == .yamlSingleQuote || current == .yamlDoubleQuote { quote = current; index += 1 }
        while !isBreak(at: index) {
            let value = byte(at: index)
            if quote != 0 {
                if value == quote { quote = 0 }
            } else if value == .yamlColon && isWhitespaceOrEnd(at: index + 1) {
                return true
            } else if value == .yamlHash && isBlank(at: index - 1) {
                return false
            }
            index += 1
        }
        return false
    }
}
