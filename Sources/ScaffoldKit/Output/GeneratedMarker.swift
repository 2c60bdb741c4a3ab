/// Recognises files the generator owns: their header carries `GeneratedFile.marker`.
enum GeneratedMarker {
    /// How many leading lines may precede the marker (a licence line or `// swiftlint:disable` added by a
    /// template override); the marker must still be in the file's header, not anywhere in its body.
    public static let headerLineLimit = 5

    /// True when one of the first `headerLineLimit` lines contains the marker.
    public static func isPresent(in bytes: [UInt8]) -> Bool {
        let marker = Array(GeneratedFile.marker.utf8)
        var lineStart = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0
        for _ in 0..<headerLineLimit {
            guard lineStart < bytes.count else { return false }
            let lineEnd = bytes[lineStart...].firstIndex(of: UInt8(ascii: "\n")) ?? bytes.count
            if contains(bytes[lineStart..<lineEnd], marker) { return true }
            lineStart = lineEnd + 1
        }
        return false
    }

    public static func isPresent(in text: String) -> Bool {
        isPresent(in: Array(text.utf8))
    }

    private static func contains(_ line: ArraySlice<UInt8>, _ marker: [UInt8]) -> Bool {
        guard line.count >= marker.count, let first = marker.first else { return false }
        var index = line.startIndex
        while index <= line.endIndex - marker.count {
            if line[index] == first && line[index..<(index + marker.count)].elementsEqual(marker) { return true }
            index += 1
        }
        return false
    }
}
