/// Whether some bytes hold a given byte string: a plain scan (the standard library's `firstRange(of:)` on bytes
/// is generic and many times slower on the files scaffold reads).
enum ByteSearch {
    static func contains(_ bytes: ArraySlice<UInt8>, _ needle: [UInt8]) -> Bool {
        guard bytes.count >= needle.count, let first = needle.first else { return needle.isEmpty }
        var index = bytes.startIndex
        while index <= bytes.endIndex - needle.count {
            if bytes[index] == first && bytes[index..<(index + needle.count)].elementsEqual(needle) { return true }
            index += 1
        }
        return false
    }
}
