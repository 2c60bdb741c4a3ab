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
    /// Where the doc comment lines (`///`, `/** */`) written right before this token are in
    /// `SourceText.documentation` (0: none). A token holds no text of its own, so copying one costs nothing.
    var documentation: Int = 0
    /// For directives, the byte range of the text after `#if`/`#elseif` up to a comment or the line's end
    /// (`SourceText.condition(of:)`).
    var conditionStart: Int = 0
    var conditionEnd: Int = 0
}
