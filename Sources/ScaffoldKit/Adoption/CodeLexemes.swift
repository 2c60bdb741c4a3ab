/// One token of a piece of Swift as the reference walker reads it.
struct CodeLexeme: Equatable {
    enum Kind { case identifier, punctuation, other }

    var kind: Kind
    var text: String
    var newlineBefore: Bool
}

/// The tokens of a piece of Swift: the lexer's, with each string literal followed by the code of its
/// interpolations, each in parentheses (`"\(token)"` uses `token`), nested literals included, without recursion.
enum CodeLexemes {
    private enum Frame {
        case tokens([Token], SourceText, next: Int)
        case lexeme(CodeLexeme)
    }

    /// nil when the text does not lex.
    static func of(_ bytes: [UInt8]) -> [CodeLexeme]? {
        guard let (tokens, source) = try? SwiftLexer.tokenize(bytes, path: "") else { return nil }
        var lexemes: [CodeLexeme] = []
        var stack: [Frame] = [.tokens(tokens, source, next: 0)]
        while let frame = stack.popLast() {
            guard case .tokens(let tokens, let source, let next) = frame else {
                if case .lexeme(let lexeme) = frame { lexemes.append(lexeme) }
                continue
            }
            guard next < tokens.count else { continue }
            stack.append(.tokens(tokens, source, next: next + 1))
            let token = tokens[next]
            let text = source.text(token.start..<token.end)
            switch token.kind {
            case .identifier:
                lexemes.append(CodeLexeme(kind: .identifier, text: text, newlineBefore: token.newlineBefore))
            case .punctuation:
                lexemes.append(CodeLexeme(kind: .punctuation, text: text, newlineBefore: token.newlineBefore))
            case .string:
                lexemes.append(CodeLexeme(kind: .other, text: "\"", newlineBefore: token.newlineBefore))
                let literal = Array(source.bytes[token.start..<token.end])
                // Pushed last first, so that they come out in order.
                for range in StringInterpolations.ranges(in: literal).reversed() {
                    guard let (inner, innerSource) = try? SwiftLexer.tokenize(Array(literal[range]), path: "")
                    else { return nil }
                    stack.append(.lexeme(CodeLexeme(kind: .punctuation, text: ")", newlineBefore: false)))
                    stack.append(.tokens(inner, innerSource, next: 0))
                    stack.append(.lexeme(CodeLexeme(kind: .punctuation, text: "(", newlineBefore: false)))
                }
            case .number, .directive:
                lexemes.append(CodeLexeme(kind: .other, text: text, newlineBefore: token.newlineBefore))
            case .endOfFile:
                continue
            }
        }
        return lexemes
    }
}

/// Where the interpolations of a string literal are: the bytes between `\(` (`\#(` in a raw string) and its `)`.
enum StringInterpolations {
    static func ranges(in literal: [UInt8]) -> [Range<Int>] {
        var hashes = 0
        while hashes < literal.count && literal[hashes] == ASCII.hash { hashes += 1 }
        var ranges: [Range<Int>] = []
        var index = hashes
        while index < literal.count {
            guard literal[index] == ASCII.backslash, opens(literal, at: index + 1, hashes: hashes) else {
                index += 1
                continue
            }
            let start = index + 1 + hashes + 1
            let end = closingParenthesis(literal, from: start)
            ranges.append(start..<end)
            index = end + 1
        }
        return ranges
    }

    /// `#`×hashes then `(` at `offset`.
    private static func opens(_ bytes: [UInt8], at offset: Int, hashes: Int) -> Bool {
        guard offset + hashes < bytes.count else { return false }
        for position in offset..<offset + hashes where bytes[position] != ASCII.hash { return false }
        return bytes[offset + hashes] == ASCII.openParen
    }

    /// The `)` closing an interpolation whose code starts at `start`, skipping parentheses inside nested string
    /// literals (their escapes included); the end of the bytes when there is none.
    private static func closingParenthesis(_ bytes: [UInt8], from start: Int) -> Int {
        var depth = 1
        var index = start
        var inString = false
        while index < bytes.count {
            let byte = bytes[index]
            if inString {
                if byte == ASCII.backslash { index += 1 } else if byte == ASCII.quote { inString = false }
            } else if byte == ASCII.quote {
                inString = true
            } else if byte == ASCII.openParen {
                depth += 1
            } else if byte == ASCII.closeParen {
                depth -= 1
                if depth == 0 { return index }
            }
            index += 1
        }
        return bytes.count
    }
}
