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
        var low = 0
        var high = lineStarts.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if lineStarts[middle] <= offset { low = middle } else { high = middle - 1 }
        }
        var column = 1
        var index = lineStarts[low]
        let end = min(offset, bytes.count)
        while index < end {
            if bytes[index] & 0xC0 != 0x80 { column += 1 }
            index += 1
        }
        return SourceLocation(file: path, line: low + 1, column: column)
    }

    func text(_ range: Range<Int>) -> String {
        String(decoding: bytes[range], as: UTF8.self)
    }
}
