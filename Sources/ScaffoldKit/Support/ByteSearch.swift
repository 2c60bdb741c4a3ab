#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Searches in bytes: whether they hold a byte string (a plain scan: the standard library's `firstRange(of:)` on
/// bytes is generic and many times slower on the files scaffold reads), where a byte is, where lines start.
enum ByteSearch {
    static func contains(_ bytes: ArraySlice<UInt8>, _ needle: [UInt8]) -> Bool {
        guard bytes.count >= needle.count, let first = needle.first else { return needle.isEmpty }
        // Over buffers: the scan looks at every byte of whole files (each leaf file in the audit), and unchecked
        // reads make it several times cheaper. Both stay in bounds: `start` never passes `lastStart`.
        return bytes.withUnsafeBufferPointer { haystack in
            needle.withUnsafeBufferPointer { needle in
                let lastStart = haystack.count - needle.count
                var start = 0
                while start <= lastStart {
                    if haystack[start] == first {
                        var offset = 1
                        while offset < needle.count && haystack[start + offset] == needle[offset] { offset += 1 }
                        if offset == needle.count { return true }
                    }
                    start += 1
                }
                return false
            }
        }
    }

    /// The index of the first `byte` in `bytes` at or after `start`, or `bytes.count`: `memchr` looks at many bytes
    /// at a time (line feeds in every file scaffold reads and writes).
    static func firstIndex(of byte: UInt8, in bytes: UnsafeBufferPointer<UInt8>, from start: Int) -> Int {
        guard start < bytes.count, let base = bytes.baseAddress,
              let found = memchr(base + start, Int32(byte), bytes.count - start) else { return bytes.count }
        return base.distance(to: found.assumingMemoryBound(to: UInt8.self))
    }

    /// The offset where each line of `bytes` starts (after each line feed), the first 0.
    static func lineStarts(in bytes: [UInt8]) -> [Int] {
        var starts = [0]
        bytes.withUnsafeBufferPointer { bytes in
            var lineFeed = firstIndex(of: UInt8(ascii: "\n"), in: bytes, from: 0)
            while lineFeed < bytes.count {
                starts.append(lineFeed + 1)
                lineFeed = firstIndex(of: UInt8(ascii: "\n"), in: bytes, from: lineFeed + 1)
            }
        }
        return starts
    }
}
