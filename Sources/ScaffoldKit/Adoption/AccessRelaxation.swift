/// The one edit a peel-off makes to code that stays: a member the moved code shares with it loses `private` (or
/// `fileprivate`, `private(set)`), so the new leaf's accessor can reach it; the edit is reported.
enum AccessRelaxation {
    static let relaxed: Set<String> = ["private", "fileprivate", "private(set)", "fileprivate(set)"]
    /// Where a member's modifiers end.
    private static let declarationWords: Set<String> = [
        "func", "var", "let", "init", "deinit", "subscript", "typealias", "struct", "enum", "actor", "protocol",
    ]

    /// The byte ranges of `member`'s restricting modifiers in `bytes` (its file), each with the spaces after it.
    static func edits(for member: AdoptedMember, in bytes: [UInt8]) -> [Range<Int>] {
        guard member.modifiers.contains(where: relaxed.contains) else { return [] }
        let text = Array(bytes[member.range])
        guard let (tokens, source) = try? SwiftLexer.tokenize(text, path: "") else { return [] }
        var ranges: [Range<Int>] = []
        var index = 0
        while index < tokens.count, tokens[index].kind != .endOfFile {
            let word = source.text(tokens[index].start..<tokens[index].end)
            if tokens[index].kind == .identifier && declarationWords.contains(word) { break }
            guard tokens[index].kind == .identifier, word == "private" || word == "fileprivate" else {
                index += 1
                continue
            }
            let start = tokens[index].start
            var end = tokens[index].end
            if index + 3 < tokens.count, source.text(tokens[index + 1].start..<tokens[index + 1].end) == "(",
               !tokens[index + 1].spaceBefore {
                end = tokens[index + 3].end
                index += 3
            }
            while end < text.count && (text[end] == ASCII.space || text[end] == ASCII.tab) { end += 1 }
            ranges.append(member.range.lowerBound + start..<member.range.lowerBound + end)
            index += 1
        }
        return ranges
    }
}
