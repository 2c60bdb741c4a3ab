/// A `func` declaration a leaf file is expected to spell token for token (the leaf audit's fast path): its tokens
/// from `func` up to the body's `{`, and the function they read as.
///
/// The scanner reads a function from its tokens alone: their kinds, their text and whether space (whitespace or
/// a comment, alike) stands before each; line breaks matter only in a `where` clause, which a known declaration
/// has none of, and its reading looks no further than the `{`. So a leaf's `func`, with nothing in front of it,
/// spelled with the same tokens and followed by `{`, reads as `function` does, and the scanner moves past it
/// without reading it again (`DeclarationParser.skipKnownFunction`).
final class KnownDeclaration {
    let source: SourceText
    /// From `func` to the last token before `{`.
    let tokens: [Token]
    /// What the scanner reads from `tokens`.
    let function: MethodRequirement

    /// nil unless `spelling` is one `func` declaration with no `where` clause (`func name(…) -> T`).
    init?(spelling: String) {
        let bytes = Array((spelling + " {}").utf8)
        guard var parser = try? DeclarationParser(bytes: bytes, path: "", mode: .functionsInTypes),
              parser.cursor.isWord("func"),
              let function = try? parser.parseFunction(.init(), conditions: [], requiresBody: false),
              function.whereClause == nil,
              parser.cursor.isPunctuation("{"), parser.cursor.index == parser.cursor.tokens.count - 3 else {
            return nil
        }
        source = parser.cursor.source
        tokens = Array(parser.cursor.tokens[..<parser.cursor.index])
        self.function = function
    }

    /// Whether the tokens from the cursor (at `func`) are `tokens`, followed by `{`.
    func isSpelled(at cursor: TokenCursor) -> Bool {
        let start = cursor.index
        let written = cursor.tokens
        guard start + tokens.count < written.count else { return false }
        // The name first (most declarations of a leaf fail there); `func` is the cursor's.
        for offset in 1..<tokens.count {
            let token = written[start + offset], expected = tokens[offset]
            guard token.kind == expected.kind, token.spaceBefore == expected.spaceBefore,
                  cursor.source.sameText(token, expected, in: source.bytes) else { return false }
        }
        return cursor.isPunctuation(written[start + tokens.count], "{")
    }
}
