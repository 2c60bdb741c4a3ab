/// One lexical token of Swift source: enough structure to find declarations, never a full Swift grammar.
struct Token {
    enum Kind: Equatable {
        /// Identifiers and keywords alike (`func`, `protocol`, `Bool`); backticks are stripped from the text.
        case identifier
        case number
        case string
        /// A single punctuation or operator byte (`(`, `:`, `<`, `&`, `?`), or the pairs `->` and `...`.
        case punctuation
        /// `#if`, `#elseif`, `#else` or `#endif`; the condition is in `directiveCondition`.
        case directive
        case endOfFile
    }

    var kind: Kind
    /// Byte range of the token's text (for backticked identifiers, without the backticks).
    var start: Int
    var end: Int
    /// Whitespace or a comment separates this token from the previous one.
    var spaceBefore: Bool
    /// A line break separates this token from the previous one.
    var newlineBefore: Bool
    /// The doc comment lines (`///`, `/** */`) written right before this token.
    var documentation: [String]
    /// For directives, the condition text after `#if`/`#elseif` (empty for `#else`/`#endif`).
    var directiveCondition: String = ""
}
