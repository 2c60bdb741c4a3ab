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
        var text = text
        return text.withUTF8 { tidy($0) }
    }

    /// `tidy` of UTF-8 bytes (a rendered template), without making a `String` of them first.
    static func tidy(bytes: [UInt8]) -> String {
        bytes.withUnsafeBufferPointer { tidy($0) }
    }

    private static let lineFeed = UInt8(ascii: "\n")
    private static let carriageReturn = UInt8(ascii: "\r")
    private static let space = UInt8(ascii: " ")

    private static func tidy(_ bytes: UnsafeBufferPointer<UInt8>) -> String {
        var output: [UInt8] = []
        output.reserveCapacity(bytes.count + 1)
        var kept = 0  // the output's length up to the last non-empty line and its newline
        var lineStart = 0
        while true {
            let end = lineEnd(in: bytes, from: lineStart)
            var trimmed = end
            while trimmed > lineStart && bytes[trimmed - 1] == space { trimmed -= 1 }
            let lineOutputStart = output.count
            if trimmed < end && trimmed > lineStart && bytes[trimmed - 1] >= 0x80 {
                output.append(contentsOf: trimmedByCharacters(bytes[lineStart..<end]).utf8)
            } else {
                output.append(contentsOf: bytes[lineStart..<trimmed])
            }
            let isEmpty = output.count == lineOutputStart
            output.append(lineFeed)
            if !isEmpty { kept = output.count }
            if end == bytes.count { break }
            lineStart = end + 1
        }
        output.removeSubrange(kept...)
        if output.isEmpty { output.append(lineFeed) }
        return String(decoding: output, as: UTF8.self)
    }

    /// The index of the line feed ending the line that starts at `start` (one not preceded by a carriage return),
    /// or `bytes.count`. `memchr` finds line feeds many bytes at a time.
    private static func lineEnd(in bytes: UnsafeBufferPointer<UInt8>, from start: Int) -> Int {
        guard let base = bytes.baseAddress else { return bytes.count }
        var from = start
        while from < bytes.count {
            guard let found = memchr(base + from, Int32(lineFeed), bytes.count - from) else { return bytes.count }
            let index = base.distance(to: found.assumingMemoryBound(to: UInt8.self))
            if index == 0 || bytes[index - 1] != carriageReturn { return index }
            from = index + 1
        }
        return bytes.count
    }

    /// The line without trailing `" "` `Character`s.
    private static func trimmedByCharacters(_ line: Slice<UnsafeBufferPointer<UInt8>>) -> Substring {
        var text = Substring(String(decoding: line, as: UTF8.self))
        while text.last == " " { text.removeLast() }
        return text
    }
}
