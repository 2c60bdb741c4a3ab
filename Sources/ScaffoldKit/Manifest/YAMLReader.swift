/// Reads the YAML subset of `scaffold.yml` into `YAMLNode`s with source locations.
///
/// The subset has one meaning in every YAML 1.2 tool: block mappings and sequences, flow `[…]` and `{…}`
/// (also over several lines), plain, single- and double-quoted scalars, block scalars `|` and `>`, comments,
/// an optional `---` first line, CRLF line endings and a UTF-8 byte order mark. Everything else — anchors,
/// aliases, tags, directives, several documents, tabs in indentation, multi-line plain scalars, complex
/// keys — is an error pointing at where the mistake starts, never a silent misreading.
public enum YAMLReader {
    /// Nesting deeper than this is an error rather than a stack overflow.
    static let maximumDepth = 200

    /// Reads one document from UTF-8 `bytes`; `path` names the file in diagnostics.
    public static func read(_ bytes: [UInt8], path: String) throws(DiagnosticError) -> YAMLNode {
        var start = 0
        if bytes.count >= 3, bytes[0] == 0xEF, bytes[1] == 0xBB, bytes[2] == 0xBF { start = 3 }
        let isASCII = try YAMLTextValidator.validate(bytes, from: start, path: path)
        var parser = YAMLParser(bytes: bytes, start: start, path: path, isASCII: isASCII)
        return try parser.parseDocument()
    }

    /// Reads one document from a string.
    public static func read(_ text: String, path: String) throws(DiagnosticError) -> YAMLNode {
        try read(Array(text.utf8), path: path)
    }
}
