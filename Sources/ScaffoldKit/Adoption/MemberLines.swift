/// The whole lines a member stands on, with the doc comment lines right above it: what moves when it moves.
enum MemberLines {
    static func range(of member: AdoptedMember, in bytes: [UInt8]) -> Range<Int> {
        var start = member.range.lowerBound
        while start > 0 && bytes[start - 1] != ASCII.newline { start -= 1 }
        var end = member.range.upperBound
        while end < bytes.count && bytes[end] != ASCII.newline { end += 1 }
        if end < bytes.count { end += 1 }
        while let previous = lineBefore(start, in: bytes), isDocComment(bytes[previous..<start]) { start = previous }
        return start..<end
    }

    /// The range to delete: the member's lines, and one blank line around it when it stood between two.
    static func removal(of member: AdoptedMember, in bytes: [UInt8]) -> Range<Int> {
        let lines = range(of: member, in: bytes)
        if let previous = lineBefore(lines.lowerBound, in: bytes), isBlank(bytes[previous..<lines.lowerBound]),
           lines.upperBound < bytes.count, isBlank(bytes[lines.upperBound..<lineEnd(lines.upperBound, in: bytes)]) {
            return previous..<lines.upperBound
        }
        return lines
    }

    private static func lineBefore(_ start: Int, in bytes: [UInt8]) -> Int? {
        guard start > 0 else { return nil }
        var previous = start - 1
        while previous > 0 && bytes[previous - 1] != ASCII.newline { previous -= 1 }
        return previous
    }

    private static func lineEnd(_ start: Int, in bytes: [UInt8]) -> Int {
        var end = start
        while end < bytes.count && bytes[end] != ASCII.newline { end += 1 }
        return min(end + 1, bytes.count)
    }

    private static func isDocComment(_ line: ArraySlice<UInt8>) -> Bool {
        String(decoding: line, as: UTF8.self).trimmingSpaces().hasPrefix("///")
    }

    private static func isBlank(_ line: ArraySlice<UInt8>) -> Bool {
        line.allSatisfy { $0 == ASCII.space || $0 == ASCII.tab || $0 == ASCII.newline || $0 == ASCII.carriageReturn }
    }
}
