/// Recognises files the generator owns: their header carries `GeneratedFile.marker`.
enum GeneratedMarker {
    /// How many leading lines may precede the marker (a licence line or `// swiftlint:disable` added by a
    /// template override); the marker must still be in the file's header, not anywhere in its body.
    public static let headerLineLimit = 5
    private static let markerBytes = Array(GeneratedFile.marker.utf8)

    /// True when one of the first `headerLineLimit` lines contains the marker.
    public static func isPresent(in bytes: [UInt8]) -> Bool {
        var lineStart = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0
        for _ in 0..<headerLineLimit {
            guard lineStart < bytes.count else { return false }
            let lineEnd = bytes[lineStart...].firstIndex(of: UInt8(ascii: "\n")) ?? bytes.count
            if ByteSearch.contains(bytes[lineStart..<lineEnd], markerBytes) { return true }
            lineStart = lineEnd + 1
        }
        return false
    }

    /// The same for a text, of which only the header's bytes are copied (where the string keeps its UTF-8).
    public static func isPresent(in text: String) -> Bool {
        text.utf8.withContiguousStorageIfAvailable(isPresent(inHeaderOf:)) ?? isPresent(in: Array(text.utf8))
    }

    /// `isPresent(in:)` on a copy of the header of `bytes`.
    private static func isPresent(inHeaderOf bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        var lineFeeds = 0
        var end = bytes.count
        for index in bytes.indices where bytes[index] == UInt8(ascii: "\n") {
            lineFeeds += 1
            if lineFeeds == headerLineLimit {
                end = index
                break
            }
        }
        return isPresent(in: Array(bytes[..<end]))
    }
}
