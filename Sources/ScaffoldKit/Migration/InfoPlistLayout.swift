/// How an XML property list is written, so that added lines look like the file's own: its indentation unit (a tab,
/// as Xcode writes, or the spaces the file uses) and its line end (CRLF when the file has one).
struct InfoPlistLayout {
    let bytes: [UInt8]
    let unit: String
    let lineEnding: String

    init(_ bytes: [UInt8]) {
        self.bytes = bytes
        lineEnding = ByteSearch.contains(bytes[...], [ASCII.carriageReturn, ASCII.newline]) ? "\r\n" : "\n"
        var unit: String?
        var fewestSpaces = Int.max
        var lineStart = 0
        while lineStart < bytes.count {
            var end = lineStart
            while end < bytes.count, bytes[end] == ASCII.space || bytes[end] == ASCII.tab { end += 1 }
            if end > lineStart, end < bytes.count, bytes[end] == UInt8(ascii: "<") {
                if bytes[lineStart] == ASCII.tab { unit = unit ?? "\t" }
                if bytes[lineStart] == ASCII.space { fewestSpaces = min(fewestSpaces, end - lineStart) }
            }
            while end < bytes.count, bytes[end] != ASCII.newline { end += 1 }
            lineStart = end + 1
        }
        self.unit = unit ?? (fewestSpaces == Int.max ? "\t" : String(repeating: " ", count: fewestSpaces))
    }

    /// The line holding `offset`: where it starts, its leading spaces and tabs, and whether only they come before
    /// `offset` on it.
    func line(at offset: Int) -> (start: Int, indent: String, isFirst: Bool) {
        var start = offset
        while start > 0, bytes[start - 1] != ASCII.newline { start -= 1 }
        var end = start
        while end < offset, bytes[end] == ASCII.space || bytes[end] == ASCII.tab { end += 1 }
        return (start, String(decoding: bytes[start..<end], as: UTF8.self), end == offset)
    }

    /// `text` escaped for XML character data.
    static func escaped(_ text: String) -> String {
        var result = ""
        for character in text {
            switch character {
            case "&": result += "&amp;"
            case "<": result += "&lt;"
            case ">": result += "&gt;"
            default: result.append(character)
            }
        }
        return result
    }
}
