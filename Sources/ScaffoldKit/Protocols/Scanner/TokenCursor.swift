/// A position in a token list, with the small queries the declaration and type parsers share.
struct TokenCursor {
    let tokens: [Token]
    let source: SourceText
    var index = 0
    /// How deep `parseType` is in a type's structure (calls of `parseType` and its `parsePrimary`: about two per
    /// level of brackets), bounded so hostile input cannot exhaust the stack.
    var typeDepth = 0
    static let maximumTypeDepth = 200
    /// Simple types already read (`simpleType()`), the most recent last: the few a file uses over and over.
    var simpleTypes: [(token: Token, type: SwiftType)] = []
    static let simpleTypeLimit = 8

    init(tokens: [Token], source: SourceText) {
        self.tokens = tokens
        self.source = source
    }

    var current: Token { tokens[index] }
    var atEnd: Bool { current.kind == .endOfFile }

    func peek(_ offset: Int = 1) -> Token {
        tokens[min(index + offset, tokens.count - 1)]
    }

    mutating func advance() {
        if index < tokens.count - 1 { index += 1 }
    }

    func text(_ token: Token) -> String { source.text(token.start..<token.end) }

    func location(_ token: Token) -> SourceLocation { source.location(at: token.start) }

    func error(_ message: String, at token: Token) -> DiagnosticError {
        DiagnosticError(.error(message, at: location(token)))
    }

    /// True for the identifier or keyword `word`.
    func isWord(_ token: Token, _ word: StaticString) -> Bool {
        token.kind == .identifier && source.spells(token, word)
    }

    /// True for an identifier or keyword spelled as one of `words` (compared as bytes, no `String` made).
    func isWord(_ token: Token, oneOf words: [StaticString]) -> Bool {
        token.kind == .identifier && source.spells(token, oneOf: words)
    }

    func isWord(_ word: StaticString) -> Bool { isWord(current, word) }

    /// True for the punctuation token spelled `symbol` (`(`, `->`, `...`).
    func isPunctuation(_ token: Token, _ symbol: StaticString) -> Bool {
        token.kind == .punctuation && source.spells(token, symbol)
    }

    func isPunctuation(_ symbol: StaticString) -> Bool { isPunctuation(current, symbol) }

    /// True for a punctuation token spelled as one of `symbols`.
    func isPunctuation(_ token: Token, oneOf symbols: [StaticString]) -> Bool {
        token.kind == .punctuation && source.spells(token, oneOf: symbols)
    }

    /// The text of the tokens in `range`, one space wherever the source had whitespace or a comment.
    func joinedText(_ range: Range<Int>) -> String {
        var text = ""
        for position in range {
            let token = tokens[position]
            if position != range.lowerBound && token.spaceBefore { text += " " }
            text += self.text(token)
        }
        return text
    }

    /// True when the current token opens a group: `(`, `[` or `{`.
    var atOpener: Bool { isPunctuation("(") || isPunctuation("[") || isPunctuation("{") }

    /// Moves past the group the current opener starts, up to and including its closer.
    mutating func skipBalanced() throws {
        let opener = current
        var depth = 0
        repeat {
            if atEnd {
                let closer = isPunctuation(opener, "(") ? ")" : isPunctuation(opener, "[") ? "]" : "}"
                throw error("unterminated '\(text(opener))': no matching '\(closer)' before the end of the file",
                            at: opener)
            }
            if atOpener {
                depth += 1
            } else if isPunctuation(")") || isPunctuation("]") || isPunctuation("}") {
                depth -= 1
            }
            advance()
        } while depth > 0
    }

    /// One level deeper into a type (every cycle of the parser's recursion goes through `parseType` or
    /// `parsePrimary`); an error past `maximumTypeDepth`.
    mutating func enterType() throws {
        typeDepth += 1
        guard typeDepth <= Self.maximumTypeDepth else {
            throw error("type is nested too deeply (brackets, parentheses, generic arguments and arrows inside "
                        + "one another); name a part of it with a typealias", at: current)
        }
    }

    /// Expects `symbol` and moves past it.
    mutating func expect(_ symbol: StaticString, _ context: @autoclosure () -> String) throws {
        guard isPunctuation(symbol) else { throw error("expected '\(symbol)' \(context())", at: current) }
        advance()
    }

    /// A short quoted description of the current token for messages.
    var describedCurrent: String {
        atEnd ? "the end of the file" : "'\(text(current))'"
    }
}
