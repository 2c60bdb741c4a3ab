/// The identifiers and punctuation of a Swift file, with those of the code in its string interpolations, in order,
/// each at its byte offset in the file; comments, string text and `#if` lines are left out.
enum SceneUnsafeAPITokens {
    struct Token {
        var text: String
        var isIdentifier: Bool
        var offset: Int
        var spaceBefore: Bool
    }

    /// Interpolations inside string literals inside interpolations, bounded.
    private static let maximumDepth = 16

    static func of(_ bytes: [UInt8], path: String) throws -> ([Token], SourceText) {
        let (tokens, source) = try SwiftLexer.tokenize(bytes, path: path)
        var result: [Token] = []
        try append(tokens, source, base: 0, depth: 0, to: &result)
        return (result, source)
    }

    private static func append(_ tokens: [ScaffoldKit.Token], _ source: SourceText, base: Int, depth: Int,
                               to result: inout [Token]) throws {
        for token in tokens {
            switch token.kind {
            case .identifier, .punctuation:
                result.append(Token(text: source.text(token.start..<token.end), isIdentifier: token.kind == .identifier,
                                    offset: base + token.start, spaceBefore: token.spaceBefore))
            case .string where depth < maximumDepth:
                let literal = Array(source.bytes[token.start..<token.end])
                for range in StringInterpolations.ranges(in: literal) {
                    let (inner, innerSource) = try SwiftLexer.tokenize(Array(literal[range]), path: source.path)
                    try append(inner, innerSource, base: base + token.start + range.lowerBound, depth: depth + 1,
                               to: &result)
                }
            default:
                continue
            }
        }
    }
}
