extension YAMLParser {
    /// The whole input: an optional `---`, one root node, nothing after it.
    mutating func parseDocument() throws(DiagnosticError) -> YAMLNode {
        let first = mark
        try advanceToContent()
        if !atEnd && indent == 0 && current == .yamlPercent {
            throw error("directives such as '%YAML' are not supported")
        }
        if indent == -1 && !atEnd && current == .yamlMinus {
            pos += 3
            try skipBlanksAndComment()
            guard isBreak(at: pos) else { throw error("put the document's content on the line after '---'") }
            try advanceToContent()
        }
        if indent == -1 {
            if !atEnd && current == .yamlPeriod { throw error("'...' (end of document) is not supported") }
            if !atEnd { throw error("a file holds one document; remove this '---'") }
            throw error("the file is empty", at: first)
        }
        let rootMark = mark
        let root = try parseBlockNode(parentIndent: -1)
        if indent == -1 && !atEnd {
            if current == .yamlMinus { throw error("a file holds one document; remove this '---'") }
            throw error("'...' (end of document) is not supported")
        }
        if !atEnd {
            if case .scalar(let text, .plain) = root.value {
                if text.contains(":") {
                    throw error("expected 'key: value'; put a space after the ':'",
                                at: colonWithoutSpace(after: rootMark))
                }
                throw error("a plain value cannot continue on the next line; "
                    + "quote it or use a block scalar ('|' or '>')")
            }
            throw error("this line is indented less than the document's first line")
        }
        return root
    }
}
