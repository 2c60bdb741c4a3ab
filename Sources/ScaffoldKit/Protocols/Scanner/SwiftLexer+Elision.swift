/// The leaf audit's fast path through the lexer: a function spelled as a known declaration (`KnownDeclaration`)
/// becomes its `func` token alone; its other tokens and its body's are never made.
extension SwiftLexer {
    /// A `func` token followed by no tokens of its declaration and body: which known declaration it spells.
    struct ElidedFunction {
        let token: Int
        let declaration: Int
    }

    /// The tokens of a file but those of the functions spelled as one of `known` (`elided`: the `func` token of
    /// each stands for the whole function, body included).
    static func tokenize(_ bytes: [UInt8], path: String, known: [KnownDeclaration]) throws
        -> (tokens: [Token], source: SourceText, elided: [ElidedFunction])
    {
        var lexer = SwiftLexer(bytes: bytes, path: path)
        lexer.known = known
        try lexer.run()
        // A body without its `}`: the parser reports it from the whole file's tokens.
        if lexer.bodyDepth > 0 { return try tokenize(bytes, path: path, known: []) }
        return (lexer.tokens, lexer.source, lexer.elided)
    }

    /// Just after the word `func` starting at `start`: when a known declaration follows, moves past it (noting its
    /// lines) and lexes its body without making tokens.
    mutating func elideKnownFunction(at start: Int) {
        let bytes = source.bytes
        // The declarations in the order a leaf usually spells them: the one after the last found first.
        for step in 0..<known.count {
            let candidate = (nextKnown + step) % known.count
            guard known[candidate].isSpelled(in: bytes, at: start) else { continue }
            let declaration = known[candidate]
            let brace = start + declaration.spelling.count
            for offset in declaration.lineFeeds { noteNewline(endingAt: start + offset) }
            elided.append(ElidedFunction(token: tokens.count - 1, declaration: candidate))
            nextKnown = candidate + 1
            index = brace + 1
            bodyDepth = 1
            return
        }
    }

    /// A token of an elided body: counted as `TokenCursor.skipBalanced` counts it, and dropped as the parser would
    /// drop it there (its doc comment and spacing go no further).
    mutating func elide(_ kind: Token.Kind, _ start: Int, _ end: Int) {
        if kind == .punctuation && end - start == 1 {
            switch source.bytes[start] {
            case ASCII.openParen, ASCII.openBracket, ASCII.openBrace: bodyDepth += 1
            case ASCII.closeParen, ASCII.closeBracket, ASCII.closeBrace: bodyDepth -= 1
            default: break
            }
        }
        if !pendingDocumentation.isEmpty { pendingDocumentation = [] }
        spaceBefore = false
        newlineBefore = false
    }
}
