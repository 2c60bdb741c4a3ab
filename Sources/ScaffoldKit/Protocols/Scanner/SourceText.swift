/// The bytes of one Swift file and the means to turn a byte offset into a `SourceLocation`.
struct SourceText {
    let bytes: [UInt8]
    let path: String
    /// The byte offset where each line starts; filled by the lexer as it meets newlines.
    private(set) var lineStarts: [Int] = [0]

    init(bytes: [UInt8], path: String) {
        self.bytes = bytes
        self.path = path
    }

    mutating func noteLineStart(at offset: Int) {
        lineStarts.append(offset)
    }

    /// The 1-based line and column (counted in Unicode scalars) of a byte offset.
    func location(at offset: Int) -> SourceLocation {
        SourceLines.location(of: offset, in: bytes, lineStarts: lineStarts, file: path)
    }

    func text(_ range: Range<Int>) -> String {
        String(decoding: bytes[range], as: UTF8.self)
    }
}
