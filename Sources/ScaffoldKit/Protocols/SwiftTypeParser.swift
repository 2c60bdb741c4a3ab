/// Reads Swift type syntax (`[UIApplication.LaunchOptionsKey : Any]?`, `@escaping (Bool) -> Void`) into a `SwiftType`.
enum SwiftTypeParser {
    /// Parses the whole of `text` as one type; errors are located in `path` (line 1 unless the text has line breaks).
    public static func parse(_ text: String, path: String = "<type>") throws -> SwiftType {
        let (tokens, source) = try SwiftLexer.tokenize(Array(text.utf8), path: path)
        var cursor = TokenCursor(tokens: tokens, source: source)
        let type = try cursor.parseType()
        guard cursor.atEnd else {
            throw cursor.error("unexpected \(cursor.describedCurrent) after the type", at: cursor.current)
        }
        return type
    }
}
