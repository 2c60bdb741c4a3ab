/// Splits Swift source bytes into tokens, skipping comments and string contents so that braces inside them
/// never count. Doc comments are kept and attached to the token that follows them.
struct SwiftLexer {
    private(set) var source: SourceText
    private(set) var tokens: [Token] = []
    var index = 0
    var pendingDocumentation: [String] = []
    var spaceBefore = false
    var newlineBefore = true
    /// String literals inside interpolations inside string literals, bounded so hostile input cannot exhaust
    /// the stack.
    var stringDepth = 0
    static let maximumStringDepth = 100
    /// The leaf audit's fast path (`elideKnownFunction`): the declarations whose functions are not made into tokens,
    /// the one to try first, the depth of the body being elided (0: none), and each function elided.
    var known: [KnownDeclaration] = []
    var nextKnown = 0
    var bodyDepth = 0
    var elided: [ElidedFunction] = []

    init(bytes: [UInt8], path: String) {
        source = SourceText(bytes: bytes, path: path)
        tokens.reserveCapacity(bytes.count / 4)
    }

    /// The tokens of a whole file, ending with one `.endOfFile` token.
    static func tokenize(_ bytes: [UInt8], path: String) throws -> (tokens: [Token], source: SourceText) {
        var lexer = SwiftLexer(bytes: bytes, path: path)
        try lexer.run()
        return (lexer.tokens, lexer.source)
    }

    var bytes: [UInt8] { source.bytes }

    func byte(at offset: Int) -> UInt8 {
        offset < source.bytes.count ? source.bytes[offset] : 0
    }

    mutating func noteNewline(endingAt offset: Int) {
        source.noteLineStart(at: offset + 1)
    }

    func error(_ message: String, at offset: Int) -> DiagnosticError {
        DiagnosticError(.error(message, at: source.location(at: offset)))
    }

    mutating func run() throws {
        // Read from a local copy (the same storage): `source` changes as lines and doc comments are noted, so
        // reading through it would load the bytes anew for every byte.
        let bytes = source.bytes
        let count = bytes.count
        while index < count {
            let current = bytes[index]
            switch current {
            case _ where ASCII.isHorizontalSpace(current):
                // The whole run at once (indentation): one byte at a time goes through this switch for each.
                repeat { index += 1 } while index < count && ASCII.isHorizontalSpace(bytes[index])
                spaceBefore = true
            case ASCII.newline:
                noteNewline(endingAt: index)
                index += 1
                spaceBefore = true
                newlineBefore = true
            case ASCII.slash where byte(at: index + 1) == ASCII.slash:
                lexLineComment()
            case ASCII.slash where byte(at: index + 1) == ASCII.star:
                try lexBlockComment()
            case ASCII.quote:
                let start = index
                try skipStringLiteral(hashes: 0)
                emit(.string, start, index)
            case ASCII.hash:
                try lexHash()
            case ASCII.backtick:
                try lexBacktickIdentifier()
            case _ where ASCII.isIdentifierStart(current):
                let start = index
                while index < count && ASCII.isIdentifierContinue(bytes[index]) { index += 1 }
                emit(.identifier, start, index)
                if !known.isEmpty && bodyDepth == 0 && source.spells(start..<index, "func") {
                    elideKnownFunction(at: start)
                }
            case _ where ASCII.isDigit(current):
                lexNumber()
            case ASCII.minus where byte(at: index + 1) == ASCII.greater:
                emit(.punctuation, index, index + 2)
                index += 2
            case ASCII.dot where byte(at: index + 1) == ASCII.dot && byte(at: index + 2) == ASCII.dot:
                emit(.punctuation, index, index + 3)
                index += 3
            default:
                emit(.punctuation, index, index + 1)
                index += 1
            }
        }
        emit(.endOfFile, count, count)
    }

    mutating func emit(_ kind: Token.Kind, _ start: Int, _ end: Int, condition: Range<Int> = 0..<0) {
        if bodyDepth > 0 { return elide(kind, start, end) }
        var documentation = 0
        if !pendingDocumentation.isEmpty {
            documentation = source.documentation.count
            source.documentation.append(pendingDocumentation)
            pendingDocumentation = []
        }
        tokens.append(Token(kind: kind, start: start, end: end, spaceBefore: spaceBefore, newlineBefore: newlineBefore,
                            documentation: documentation, conditionStart: condition.lowerBound,
                            conditionEnd: condition.upperBound))
        spaceBefore = false
        newlineBefore = false
    }

    private mutating func lexLineComment() {
        let start = index
        index = lineEnd(from: index)
        spaceBefore = true
        let isDoc = index - start >= 3 && byte(at: start + 2) == ASCII.slash && byte(at: start + 3) != ASCII.slash
        guard isDoc else { return }
        var textStart = start + 3
        if byte(at: textStart) == ASCII.space { textStart += 1 }
        let end = index > 0 && byte(at: index - 1) == ASCII.carriageReturn ? max(textStart, index - 1) : index
        pendingDocumentation.append(source.text(textStart..<max(textStart, end)))
    }

    private mutating func lexBlockComment() throws {
        let start = index
        index += 2
        var depth = 1
        while depth > 0 {
            guard index < source.bytes.count else { throw error("unterminated '/*' comment", at: start) }
            let current = source.bytes[index]
            if current == ASCII.star && byte(at: index + 1) == ASCII.slash {
                depth -= 1
                index += 2
            } else if current == ASCII.slash && byte(at: index + 1) == ASCII.star {
                depth += 1
                index += 2
            } else {
                if current == ASCII.newline {
                    noteNewline(endingAt: index)
                    newlineBefore = true
                }
                index += 1
            }
        }
        spaceBefore = true
        let isDoc = byte(at: start + 2) == ASCII.star && index - start > 4 && byte(at: start + 3) != ASCII.star
        if isDoc {
            pendingDocumentation.append(contentsOf: DocComment.blockLines(source.text(start + 3..<index - 2)))
        }
    }

    private mutating func lexBacktickIdentifier() throws {
        let start = index
        index += 1
        while index < source.bytes.count && source.bytes[index] != ASCII.backtick {
            if source.bytes[index] == ASCII.newline { break }
            index += 1
        }
        guard byte(at: index) == ASCII.backtick else { throw error("unterminated '`' identifier", at: start) }
        emit(.identifier, start + 1, index)
        index += 1
    }

    private mutating func lexNumber() {
        let start = index
        let isHexadecimal = byte(at: start) == 0x30 && byte(at: start + 1) | 0x20 == 0x78
        while index < source.bytes.count {
            let current = source.bytes[index]
            if ASCII.isIdentifierContinue(current) {
                index += 1
            } else if current == ASCII.dot && ASCII.isDigit(byte(at: index + 1)) {
                index += 1
            } else if current == ASCII.minus || current == ASCII.plus,
                      byte(at: index - 1) | 0x20 == (isHexadecimal ? 0x70 : 0x65) {
                index += 1   // the sign of an exponent: 1e-3, 0x1p-2
            } else {
                break
            }
        }
        emit(.number, start, index)
    }
}
