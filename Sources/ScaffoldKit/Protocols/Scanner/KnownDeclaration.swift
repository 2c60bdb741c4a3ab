#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A `func` declaration a leaf file is expected to spell byte for byte (the leaf audit's fast path): its bytes from
/// `func` up to the body's `{`, as another leaf spelled them, and the function the scanner read from them there.
///
/// The lexer reads the same bytes as the same tokens wherever they stand after a `func` it reads as a word: it
/// starts them in the same state (a name just read) and they end where that leaf's ended, before a `{`. So a
/// leaf's `func` followed by these bytes and `{`, with nothing in front of it but a doc comment, outside any `#if`,
/// in a type of the file, reads as `function` does (but for its location and doc comment), and the scanner moves
/// past it without making its tokens (`SwiftLexer.elideKnownFunction`, `DeclarationParser.skipKnownFunction`).
final class KnownDeclaration {
    /// From `func` to the `{` of the body, not included.
    let spelling: [UInt8]
    /// Where `spelling` has line feeds (the lexer notes the lines it moves past).
    let lineFeeds: [Int]
    /// What the scanner read from `spelling`.
    let function: MethodRequirement

    init(spelling: [UInt8], function: MethodRequirement) {
        self.spelling = spelling
        lineFeeds = spelling.indices.filter { spelling[$0] == ASCII.newline }
        self.function = function
    }

    /// Whether `bytes` hold `spelling` from `start`, followed by `{`.
    func isSpelled(in bytes: [UInt8], at start: Int) -> Bool {
        let end = start + spelling.count
        guard start >= 0, end < bytes.count, bytes[end] == ASCII.openBrace else { return false }
        // `memcmp` over both buffers, within bounds (checked above): the lexer asks this at every `func` of a leaf.
        return bytes.withUnsafeBufferPointer { written in
            spelling.withUnsafeBufferPointer { expected in
                guard let writtenStart = written.baseAddress, let expectedStart = expected.baseAddress else {
                    return expected.isEmpty
                }
                return memcmp(writtenStart + start, expectedStart, expected.count) == 0
            }
        }
    }
}
