/// Byte-range replacements applied to a file's bytes: everything outside the ranges stays byte for byte.
enum TextEdits {
    /// `bytes` with each range replaced by its text; ranges must not overlap.
    static func apply(_ edits: [(range: Range<Int>, text: String)], to bytes: [UInt8]) -> [UInt8] {
        var result = bytes
        for edit in edits.sorted(by: { $0.range.lowerBound > $1.range.lowerBound }) {
            result.replaceSubrange(edit.range, with: Array(edit.text.utf8))
        }
        return result
    }

    /// Where the byte at `offset` (outside every edited range) is once `edits` are applied.
    static func shifted(_ offset: Int, by edits: [(range: Range<Int>, text: String)]) -> Int {
        offset + edits.filter { $0.range.upperBound <= offset }.reduce(0) { $0 + $1.text.utf8.count - $1.range.count }
    }

    /// The location of `offset` in `bytes`, a file at `path`.
    static func location(of offset: Int, in bytes: [UInt8], path: String) -> SourceLocation {
        SourceLines.location(of: offset, in: bytes, lineStarts: ByteSearch.lineStarts(in: bytes), file: path)
    }
}
