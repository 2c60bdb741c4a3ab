#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Generated text tidied on UTF-8 bytes: trailing spaces removed from every line, trailing empty lines dropped,
/// exactly one newline at the end.
///
/// The same result as splitting the `String` into `Character`s, at a small fraction of the cost (grapheme
/// breaking was most of a typical run's time). Lines break at a line feed that is not part of `\r\n`, as the
/// `Character` `"\n"` does; a line whose trailing spaces follow a non-ASCII byte (where a space could belong
/// to a larger grapheme) is trimmed by `Character`s.
enum TidyText {
    static func tidy(_ text: String) -> String {
        String(decoding: tidy(bytes: Array(text.utf8)), as: UTF8.self)
    }

    /// `tidy` of UTF-8 bytes (a rendered template), done in place: each kept line moves down over what was
    /// dropped before it. The bytes are taken over (`consuming`): a buffer the caller no longer holds is tidied
    /// where it is, not copied first.
    static func tidy(bytes: consuming [UInt8]) -> [UInt8] {
        let count = bytes.count
        var written = 0  // the tidied text so far: every line before `lineStart`
        var kept = 0  // its length up to the last non-empty line and its newline
        var lineStart = 0
        while true {
            let end = bytes.withUnsafeBufferPointer { lineEnd(in: $0, from: lineStart) }
            var trimmed = end
            while trimmed > lineStart && bytes[trimmed - 1] == space { trimmed -= 1 }
            if trimmed < end && trimmed > lineStart && bytes[trimmed - 1] >= 0x80 {
                trimmed = lineStart + trimmedByCharacters(bytes[lineStart..<end])
            }
            if written != lineStart {
                bytes.withUnsafeMutableBufferPointer { buffer in
                    guard let base = buffer.baseAddress else { return }
                    memmove(base + written, base + lineStart, trimmed - lineStart)
                }
            }
            written += trimmed - lineStart
            if trimmed > lineStart { kept = written + 1 }
            // The line feed ends the line (one is added after the last line, which has none).
            if end == count {
                bytes.removeSubrange(written...)
                bytes.append(lineFeed)
                written += 1
                break
            }
            bytes[written] = lineFeed
            written += 1
            lineStart = end + 1
        }
        bytes.removeSubrange(kept...)
        if bytes.isEmpty { bytes.append(lineFeed) }
        return bytes
    }

    private static let lineFeed = UInt8(ascii: "\n")
    private static let carriageReturn = UInt8(ascii: "\r")
    private static let space = UInt8(ascii: " ")

    /// The index of the line feed ending the line that starts at `start` (one not preceded by a carriage return),
    /// or `bytes.count`. `memchr` finds line feeds many bytes at a time.
    private static func lineEnd(in bytes: UnsafeBufferPointer<UInt8>, from start: Int) -> Int {
        var from = start
        while from < bytes.count {
            let index = ByteSearch.firstIndex(of: lineFeed, in: bytes, from: from)
            if index == bytes.count || index == 0 || bytes[index - 1] != carriageReturn { return index }
            from = index + 1
        }
        return bytes.count
    }

    /// The length in bytes of the line without its trailing `" "` `Character`s (a prefix of its bytes).
    private static func trimmedByCharacters(_ line: ArraySlice<UInt8>) -> Int {
        var text = Substring(String(decoding: line, as: UTF8.self))
        while text.last == " " { text.removeLast() }
        return text.utf8.count
    }
}
