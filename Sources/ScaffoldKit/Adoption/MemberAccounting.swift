/// The check `scaffold adopt` makes before writing: every member of the original class and of its extensions
/// occurs in the result exactly as often as it did before (once, unless the same text was written twice), as whole
/// lines at any indentation.
enum MemberAccounting {
    /// A located error per member whose text is missing from `after` or repeated in it.
    static func unplaced(_ members: [(member: AdoptedMember, text: String)], before: [[UInt8]], after: [[UInt8]])
        -> [Diagnostic]
    {
        members.compactMap { member, text in
            let needle = Array(text.utf8)
            let expected = before.reduce(0) { $0 + occurrences(of: needle, in: $1) }
            let found = after.reduce(0) { $0 + occurrences(of: needle, in: $1) }
            guard found != expected else { return nil }
            let what = found == 0 ? "is missing from" : "occurs \(found) times instead of \(expected) in"
            return .error("'\(member.displayName)' of the original class \(what) the adopted files; nothing was "
                + "written", at: member.location)
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

    private static func startsLine(at index: Int, in bytes: [UInt8]) -> Bool {
        var position = index - 1
        while position >= 0 && (bytes[position] == ASCII.space || bytes[position] == ASCII.tab) { position -= 1 }
        return position < 0 || bytes[position] == ASCII.newline || bytes[position] == 0x3B
    }

    private static func endsLine(at index: Int, in bytes: [UInt8]) -> Bool {
        var position = index
        while position < bytes.count && (bytes[position] == ASCII.space || bytes[position] == ASCII.tab) {
            position += 1
        }
        guard position < bytes.count else { return true }
        let next = bytes[position]
        return next == ASCII.newline || next == ASCII.carriageReturn || next == 0x3B
            || (next == ASCII.slash && position + 1 < bytes.count
                && (bytes[position + 1] == ASCII.slash || bytes[position + 1] == ASCII.star))
    }
}
