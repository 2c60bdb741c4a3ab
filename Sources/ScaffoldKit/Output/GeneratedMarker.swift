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
}
