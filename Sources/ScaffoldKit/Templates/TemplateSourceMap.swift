/// A byte offset into a template's source: what parsed nodes keep of where they are written. It becomes a
/// `SourceLocation` (line and column, `TemplateSourceMap.location`) only when an error is reported, so parsing does
/// not compute, and rendering does not copy, a location per expression.
typealias TemplateOffset = Int

/// A template's source as UTF-8 bytes, and the way from a byte offset to a `SourceLocation`: one immutable box the
/// lexers, parsers and parsed template share (each expression of a template makes a parser that holds it).
final class TemplateSourceMap: Sendable {
    let name: String
    let bytes: [UInt8]
    /// Byte offset where each line starts; `lineStarts[0] == 0`.
    private let lineStarts: [Int]
    private let scalars: ScalarCounter

    init(name: String, source: String) {
        self.name = name
        self.bytes = Array(source.utf8)
        self.scalars = ScalarCounter(bytes: bytes)
        self.lineStarts = ByteSearch.lineStarts(in: bytes)
    }

    /// The 1-based line and column (in Unicode scalars) of the byte at `offset`.
    func location(_ offset: Int) -> SourceLocation {
        SourceLines.location(of: offset, in: scalars, lineStarts: lineStarts, file: name)
    }

    /// The text of `range`, decoded as UTF-8.
    func text(_ range: Range<Int>) -> String {
        String(decoding: bytes[range], as: UTF8.self)
    }
}
