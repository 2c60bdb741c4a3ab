/// The check `scaffold adopt` makes before writing: every member of the original class and of its extensions
/// occurs in the result exactly as often as it did before (once, unless the same text was written twice), as whole
/// lines at any indentation.
///
/// Every member is counted in one pass over each file (`PatternCounter`), so the check takes time linear in the
/// files, not in files times members. A place where a line may start or end is a symbol of its own in that pass,
/// so an occurrence counts only where `occurrences(of:in:)` would count it.
enum MemberAccounting {
    /// A located error per member whose text is missing from `after` or repeated in it.
    static func unplaced(_ members: [(member: AdoptedMember, text: String)], before: [[UInt8]], after: [[UInt8]])
        -> [Diagnostic]
    {
        let needles = members.map { Array($0.text.utf8) }
        let expected = counts(of: needles, in: before)
        let found = counts(of: needles, in: after)
        return members.indices.compactMap { index in
            guard found[index] != expected[index] else { return nil }
            let what = found[index] == 0 ? "is missing from"
                : "occurs \(found[index]) times instead of \(expected[index]) in"
            return .error("'\(members[index].member.displayName)' of the original class \(what) the adopted files; "
                + "nothing was written", at: members[index].member.location)
        }
    }

    /// How often each needle stands in `haystacks` on lines of its own (`occurrences(of:in:)`, summed), in one pass.
    static func counts(of needles: [[UInt8]], in haystacks: [[UInt8]]) -> [Int] {
        // Identical needles are one pattern. A needle whose ends are blank (or a `/` that may start a comment) needs
        // the bytes around it to place its markers: it is counted the direct way.
        var patternIndex: [[UInt8]: Int] = [:]
        var patterns: [[UInt16]] = []
        for needle in needles where isSelfContained(needle) && patternIndex[needle] == nil {
            patternIndex[needle] = patterns.count
            patterns.append(marked(needle, asNeedle: true))
        }
        let counter = PatternCounter(patterns: patterns, alphabet: Int(endMarker) + 1)
        let totals = counter.occurrences(in: haystacks.lazy.map { marked($0, asNeedle: false) })
        return needles.map { needle in
            if let index = patternIndex[needle] { return totals[index] }
            return haystacks.reduce(0) { $0 + occurrences(of: needle, in: $1) }
        }
    }

    /// How often `needle` stands in `haystack` on lines of its own: only spaces before it on its first line, and
    /// only spaces, a comment or `;` after it on its last.
    static func occurrences(of needle: [UInt8], in haystack: [UInt8]) -> Int {
        guard let head = needle.first, needle.count <= haystack.count else { return 0 }
        var count = 0
        var index = 0
        while index + needle.count <= haystack.count {
            defer { index += 1 }
            guard haystack[index] == head, haystack[index..<index + needle.count].elementsEqual(needle),
                  startsLine(at: index, in: haystack), endsLine(at: index + needle.count, in: haystack) else {
                continue
            }
            count += 1
        }
        return count
    }

    /// Symbols past the bytes: a line may start (`startMarker`) or end (`endMarker`) here.
    private static let startMarker: UInt16 = 256
    private static let endMarker: UInt16 = 257
    private static let semicolon: UInt8 = 0x3B

    /// The bytes with an end marker, then a start marker, before each byte where a line may end or start. A needle
    /// starts a line at its first byte and ends one after its last; inside, its own bytes place the markers as the
    /// bytes of a file would.
    private static func marked(_ bytes: [UInt8], asNeedle: Bool) -> [UInt16] {
        var symbols: [UInt16] = []
        symbols.reserveCapacity(bytes.count + bytes.count / 8 + 2)
        var afterLineStart = true   // only blanks since the start, a line break or a `;`
        var content = 0             // the first byte at or after `offset` that is not a blank
        for offset in 0...bytes.count {
            content = max(content, offset)
            while content < bytes.count && isBlank(bytes[content]) { content += 1 }
            let atEdge = asNeedle && (offset == 0 || offset == bytes.count)
            if atEdge ? offset == bytes.count : endsLine(contentAt: content, in: bytes) {
                symbols.append(endMarker)
            }
            if atEdge ? offset == 0 : afterLineStart { symbols.append(startMarker) }
            guard offset < bytes.count else { break }
            let byte = bytes[offset]
            symbols.append(UInt16(byte))
            if !isBlank(byte) { afterLineStart = byte == ASCII.newline || byte == semicolon }
        }
        return symbols
    }

    /// Whether the markers inside `needle` depend on its bytes alone: it does not start or end with a blank, nor end
    /// with a `/`.
    private static func isSelfContained(_ needle: [UInt8]) -> Bool {
        guard let first = needle.first, let last = needle.last else { return false }
        return !isBlank(first) && !isBlank(last) && last != ASCII.slash
    }

    private static func isBlank(_ byte: UInt8) -> Bool { byte == ASCII.space || byte == ASCII.tab }

    private static func startsLine(at index: Int, in bytes: [UInt8]) -> Bool {
        var position = index - 1
        while position >= 0 && isBlank(bytes[position]) { position -= 1 }
        return position < 0 || bytes[position] == ASCII.newline || bytes[position] == semicolon
    }

    private static func endsLine(at index: Int, in bytes: [UInt8]) -> Bool {
        var position = index
        while position < bytes.count && isBlank(bytes[position]) { position += 1 }
        return endsLine(contentAt: position, in: bytes)
    }

    /// Whether a line may end before the blanks that end at `position`: at the end, a line break, `;` or a comment.
    private static func endsLine(contentAt position: Int, in bytes: [UInt8]) -> Bool {
        guard position < bytes.count else { return true }
        let next = bytes[position]
        return next == ASCII.newline || next == ASCII.carriageReturn || next == semicolon
            || (next == ASCII.slash && position + 1 < bytes.count
                && (bytes[position + 1] == ASCII.slash || bytes[position + 1] == ASCII.star))
    }
}
