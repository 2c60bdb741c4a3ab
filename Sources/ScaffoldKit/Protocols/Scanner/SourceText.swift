/// The bytes of one Swift file and the means to turn a byte offset into a `SourceLocation`.
struct SourceText {
    let bytes: [UInt8]
    let path: String
    /// The byte offset where each line starts; filled by the lexer as it meets newlines.
    private(set) var lineStarts: [Int]
    /// The doc comments tokens carry (`Token.documentation`), the first empty for the tokens without one.
    var documentation: [[String]] = [[]]
    /// Columns in constant time: a file on one long line has as many locations as one on many lines.
    private let scalars: ScalarCounter

    init(bytes: [UInt8], path: String) {
        self.bytes = bytes
        self.path = path
        scalars = ScalarCounter(bytes: bytes)
        // About a line per 30 bytes in source code: most files then grow this array once or never.
        var lineStarts: [Int] = []
        lineStarts.reserveCapacity(bytes.count / 24 + 1)
        lineStarts.append(0)
        self.lineStarts = lineStarts
    }

    mutating func noteLineStart(at offset: Int) {
        lineStarts.append(offset)
    }

    /// The 1-based line and column (counted in Unicode scalars) of a byte offset.
    func location(at offset: Int) -> SourceLocation {
        SourceLines.location(of: offset, in: scalars, lineStarts: lineStarts, file: path)
    }

    /// The doc comment lines written right before `token`.
    func documentation(of token: Token) -> [String] { documentation[token.documentation] }

    /// A directive's condition (`DEBUG` for `#if DEBUG`), empty for `#else` and `#endif`.
    func condition(of directive: Token) -> String {
        text(directive.conditionStart..<directive.conditionEnd).trimmingSpaces()
    }

    /// Whether `token`'s bytes are `text`'s: compared byte by byte, with no `String` made (the parsers ask this
    /// for nearly every token).
    func spells(_ token: Token, _ text: StaticString) -> Bool { spells(token.start..<token.end, text) }

    /// Whether two tokens have the same text.
    func sameText(_ token: Token, _ other: Token) -> Bool { sameText(token, other, in: bytes) }

    /// Whether `token` has the text `other` has in `otherBytes` (another file's).
    func sameText(_ token: Token, _ other: Token, in otherBytes: [UInt8]) -> Bool {
        let count = token.end - token.start
        guard other.end - other.start == count else { return false }
        for offset in 0..<count where bytes[token.start + offset] != otherBytes[other.start + offset] { return false }
        return true
    }

    /// Whether `token` spells one of `words`.
    func spells(_ token: Token, oneOf words: [StaticString]) -> Bool {
        words.contains { spells(token.start..<token.end, $0) }
    }

    /// Whether the bytes in `range` are `text`'s.
    func spells(_ range: Range<Int>, _ text: StaticString) -> Bool {
        let count = text.utf8CodeUnitCount
        guard range.count == count else { return false }
        let expected = text.utf8Start
        for offset in 0..<count where bytes[range.lowerBound + offset] != expected[offset] { return false }
        return true
    }

    func text(_ range: Range<Int>) -> String {
        String(decoding: bytes[range], as: UTF8.self)
    }
}
