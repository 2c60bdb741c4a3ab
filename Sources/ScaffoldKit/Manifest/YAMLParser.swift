/// A position in the input: byte offset plus the line it is on, so a location can be made later.
struct YAMLMark {
    var offset: Int
    var line: Int
    var lineStart: Int
}

/// The recursive-descent parser behind `YAMLReader`, scanning UTF-8 bytes.
///
/// Convention: after a node is parsed, the parser stands on the first character of the next content line
/// (or at the end), and `indent` holds that line's indentation (-1 at the end or at a document marker).
struct YAMLParser {
    let bytes: [UInt8]
    let path: String
    var pos: Int
    var line = 1
    var lineStart: Int
    /// Indentation of the content line the parser stands on; -1 at the end of the document.
    var indent = 0
    var depth = 0
    /// Columns in constant time: a flow list of a million items on one line makes a million locations. Nil for
    /// an ASCII text, where a column is a byte count.
    let scalars: ScalarCounter?

    init(bytes: [UInt8], start: Int, path: String, isASCII: Bool = false) {
        self.bytes = bytes
        self.path = path
        self.scalars = isASCII ? nil : ScalarCounter(bytes: bytes)
        self.pos = start
        self.lineStart = start
    }

    // MARK: Bytes

    @inline(__always) func byte(at index: Int) -> UInt8 { index < bytes.count ? bytes[index] : 0 }
    @inline(__always) var current: UInt8 { byte(at: pos) }
    @inline(__always) var atEnd: Bool { pos >= bytes.count }

    @inline(__always) func isBreak(at index: Int) -> Bool {
        let value = byte(at: index)
        return index >= bytes.count || value == .yamlLineFeed || value == .yamlCarriageReturn
    }

    @inline(__always) func isBlank(at index: Int) -> Bool {
        let value = byte(at: index)
        return value == .yamlSpace || value == .yamlTab
    }

    /// Space, tab, line break or end of input.
    @inline(__always) func isWhitespaceOrEnd(at index: Int) -> Bool { isBlank(at: index) || isBreak(at: index) }

    // MARK: Locations

    var mark: YAMLMark { YAMLMark(offset: pos, line: line, lineStart: lineStart) }

    func location(_ mark: YAMLMark) -> SourceLocation {
        SourceLocation(file: path, line: mark.line,
                       column: scalars?.column(of: mark.offset, lineStart: mark.lineStart)
                           ?? mark.offset - mark.lineStart + 1)
    }

    var here: SourceLocation { location(mark) }

    func error(_ message: String, at mark: YAMLMark, notes: [Diagnostic] = []) -> DiagnosticError {
        DiagnosticError(.error(message, at: location(mark), notes: notes))
    }

    func error(_ message: String) -> DiagnosticError { error(message, at: mark) }

    /// The 0-based column of `pos` (indentation is spaces, so bytes are columns there).
    var column: Int { location(mark).column - 1 }

    // MARK: Lines

    /// Steps over the line break at `pos` (LF or CRLF).
    mutating func consumeBreak() {
        if current == .yamlCarriageReturn { pos += 1 }
        if current == .yamlLineFeed { pos += 1 }
        line += 1
        lineStart = pos
    }

    /// Skips blanks, then requires the end of the line or a comment.
    /// Skips spaces; a tab outside quoted text is an error (YAML tools disagree about tabs).
    mutating func skipSpaces() throws(DiagnosticError) {
        while true {
            if current == .yamlSpace {
                pos += 1
            } else if current == .yamlTab {
                throw error("tabs are not allowed outside quoted text; use spaces")
            } else {
                return
            }
        }
    }

    mutating func skipBlanksAndComment() throws(DiagnosticError) {
        try skipSpaces()
        if current == .yamlHash && (pos == lineStart || isBlank(at: pos - 1)) { while !isBreak(at: pos) { pos += 1 } }
    }

    /// After a node's last character on its line: allows only blanks and a comment, then moves on.
    mutating func finishLine(after what: String) throws(DiagnosticError) {
        try skipSpaces()
        if current == .yamlHash && isBlank(at: pos - 1) { while !isBreak(at: pos) { pos += 1 } }
        guard isBreak(at: pos) else {
            if current == .yamlColon && isWhitespaceOrEnd(at: pos + 1) {
                throw error("a mapping cannot start on the same line as another key's value")
            }
            throw error("unexpected text after \(what)")
        }
        try advanceToContent()
    }

    /// From a line break (or a line start), skips blank and comment-only lines and stands on the next
    /// content character, setting `indent`; -1 at the end of input or at a `---`/`...` line.
    mutating func advanceToContent() throws(DiagnosticError) {
        while true {
            if atEnd { indent = -1; return }
            if isBreak(at: pos) { consumeBreak(); continue }
            if pos != lineStart {
                try skipBlanksAndComment()
                if isBreak(at: pos) { continue }
                indent = column
                return
            }
            // At a line start: measure the indentation.
            var index = pos
            while byte(at: index) == .yamlSpace { index += 1 }
            var firstTab: Int?
            var content = index
            while isBlank(at: content) {
                if firstTab == nil && byte(at: content) == .yamlTab { firstTab = content }
                content += 1
            }
            if let firstTab {
                pos = firstTab
                throw error("tabs are not allowed in indentation; use spaces")
            }
            if isBreak(at: content) || byte(at: content) == .yamlHash {
                pos = content
                try skipBlanksAndComment()
                continue
            }
            pos = index
            indent = index - lineStart
            if indent == 0 && isDocumentMarker(at: pos) { indent = -1 }
            return
        }
    }

    /// `---` or `...` at a line start, followed by whitespace or the end of the line.
    func isDocumentMarker(at index: Int) -> Bool {
        let first = byte(at: index)
        guard first == .yamlMinus || first == .yamlPeriod else { return false }
        return byte(at: index + 1) == first && byte(at: index + 2) == first && isWhitespaceOrEnd(at: index + 3)
    }

    // MARK: Nesting

    mutating func enter(at mark: YAMLMark) throws(DiagnosticError) {
        depth += 1
        if depth > YAMLReader.maximumDepth { throw error("the document is nested too deeply", at: mark) }
    }

    mutating func leave() { depth -= 1 }
}

/// Bytes the YAML reader looks for (prefixed to stay clear of other stages' helpers).
extension UInt8 {
    static let yamlLineFeed = UInt8(ascii: "\n")
    static let yamlCarriageReturn = UInt8(ascii: "\r")
    static let yamlSpace = UInt8(ascii: " ")
    static let yamlTab = UInt8(ascii: "\t")
    static let yamlHash = UInt8(ascii: "#")
    static let yamlColon = UInt8(ascii: ":")
    static let yamlMinus = UInt8(ascii: "-")
    static let yamlPeriod = UInt8(ascii: ".")
    static let yamlComma = UInt8(ascii: ",")
    static let yamlOpenBracket = UInt8(ascii: "[")
    static let yamlCloseBracket = UInt8(ascii: "]")
    static let yamlOpenBrace = UInt8(ascii: "{")
    static let yamlCloseBrace = UInt8(ascii: "}")
    static let yamlSingleQuote = UInt8(ascii: "'")
    static let yamlDoubleQuote = UInt8(ascii: "\"")
    static let yamlBackslash = UInt8(ascii: "\\")
    static let yamlPipe = UInt8(ascii: "|")
    static let yamlGreaterThan = UInt8(ascii: ">")
    static let yamlQuestion = UInt8(ascii: "?")
    static let yamlAmpersand = UInt8(ascii: "&")
    static let yamlAsterisk = UInt8(ascii: "*")
    static let yamlExclamation = UInt8(ascii: "!")
    static let yamlPercent = UInt8(ascii: "%")
    static let yamlAt = UInt8(ascii: "@")
    static let yamlBacktick = UInt8(ascii: "`")
    static let yamlPlus = UInt8(ascii: "+")
}
