extension YAMLParser {
    /// The error for a line indented more than the block at `column` (0-based) but not as a line of it.
    /// When the line also falls short of the nested block just read (`inner`), both columns it could have meant
    /// are named: `expected column 3 like the '-' on line 2, or column 1 like the key on line 1`.
    func inconsistentIndentation(column: Int, what: String, line blockLine: Int, inner: YAMLNode?)
        -> DiagnosticError {
        var message = "inconsistent indentation: "
        if let inner, !inner.isFlow, inner.scalar == nil, inner.location.column - 1 > indent {
            let innerWhat = inner.items != nil ? "the '-'" : "the key"
            message += "expected column \(inner.location.column) like \(innerWhat) on line \(inner.location.line), or "
        } else {
            message += "expected "
        }
        message += "column \(column + 1) like \(what) on line \(blockLine)"
        return error(message)
    }

    /// Where `key:value` (a colon with no space after it) has its colon, on the line starting at `start`.
    func colonWithoutSpace(after start: YAMLMark) -> YAMLMark {
        var index = start.offset
        while !isBreak(at: index) {
            if byte(at: index) == .yamlColon && !isWhitespaceOrEnd(at: index + 1) {
                return YAMLMark(offset: index, line: start.line, lineStart: start.lineStart)
            }
            index += 1
        }
        return start
    }
}
