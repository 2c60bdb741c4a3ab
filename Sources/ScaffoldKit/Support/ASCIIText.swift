/// Byte-level fast paths for ASCII text, where `Character`s, scalars and bytes coincide (but for `"\r\n"`, one
/// `Character` that none of these helpers looks for). Callers keep their `Character` code for other text.
enum ASCIIText {
    static func isASCII(_ text: String) -> Bool {
        // Over the contiguous bytes: the `utf8` view's own iteration costs several times more per byte.
        text.utf8.withContiguousStorageIfAvailable { $0.allSatisfy { $0 < 0x80 } } ?? text.utf8.allSatisfy { $0 < 0x80 }
    }

    /// `text.contains(needle)` for ASCII `text` and a needle without `\r` or `\n`.
    static func contains(_ text: String, _ needle: StaticString) -> Bool {
        let pattern = UnsafeBufferPointer(start: needle.utf8Start, count: needle.utf8CodeUnitCount)
        guard let first = pattern.first else { return true }
        func search(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
            guard bytes.count >= pattern.count else { return false }
            for start in 0...(bytes.count - pattern.count) where bytes[start] == first {
                var index = 1
                while index < pattern.count && bytes[start + index] == pattern[index] { index += 1 }
                if index == pattern.count { return true }
            }
            return false
        }
        return text.utf8.withContiguousStorageIfAvailable(search) ?? Array(text.utf8).withUnsafeBufferPointer(search)
    }

    /// `[A-Za-z_][A-Za-z0-9_]*`.
    static func isIdentifierShaped<Bytes: Collection<UInt8>>(_ bytes: Bytes) -> Bool {
        guard let first = bytes.first, !isDigit(first) else { return false }
        return bytes.allSatisfy(isIdentifierByte)
    }

    static func isDigit(_ byte: UInt8) -> Bool { byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9") }

    static func isIdentifierByte(_ byte: UInt8) -> Bool {
        (byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z"))
            || (byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z"))
            || isDigit(byte) || byte == UInt8(ascii: "_")
    }
}
