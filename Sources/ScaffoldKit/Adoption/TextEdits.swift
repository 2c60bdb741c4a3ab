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
}
