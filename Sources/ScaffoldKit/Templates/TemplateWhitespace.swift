/// The whitespace rules, applied to the lexer's tokens:
///
/// - standalone lines: a line holding only `{% %}` / `{# #}` tags and spaces or tabs disappears entirely,
///   its indentation and its line break (Jinja's trim_blocks + lstrip_blocks, Mustache's standalone rule);
/// - trim markers: `{{-`, `{%-`, `{#-` remove all whitespace before the tag, `-}}`, `-%}`, `-#}` all after it.
///
/// Comments are dropped afterwards, and so is text left empty.
enum TemplateWhitespace {
    static func apply(to tokens: [TemplateToken], bytes: [UInt8]) -> [TemplateToken] {
        var result = tokens
        applyStandaloneLines(tokens, to: &result, bytes: bytes)
        applyTrimMarkers(to: &result, bytes: bytes)
        return result.filter { token in
            switch token {
            case .text(let span): return !span.isEmpty
            case .tag(let tag): return tag.kind != .comment
            }
        }
    }

    /// Finds each run of block/comment tags alone on its line in `tokens` and cuts the line out of `result`.
    private static func applyStandaloneLines(
        _ tokens: [TemplateToken], to result: inout [TemplateToken], bytes: [UInt8]
    ) {
        var first = 0
        while first < tokens.count {
            guard tokens[first].isBlockOrComment else {
                first += 1
                continue
            }
            let last = lastTagOfRun(startingAt: first, in: tokens, bytes: bytes)
            defer { first = last + 1 }
            guard let before = cutBefore(first, tokens, bytes), let after = cutAfter(last, tokens, bytes) else {
                continue
            }
            if let (index, end) = before, case .text(var span) = result[index] {
                span.end = min(span.end, end)
                result[index] = .text(span)
            }
            if let (index, start) = after, case .text(var span) = result[index] {
                span.start = max(span.start, start)
                result[index] = .text(span)
            }
        }
    }

    /// The last block/comment tag of the run starting at `first`, crossing only spaces and tabs.
    private static func lastTagOfRun(startingAt first: Int, in tokens: [TemplateToken], bytes: [UInt8]) -> Int {
        var last = first
        var next = first + 1
        while next < tokens.count {
            if tokens[next].isBlockOrComment {
                last = next
                next += 1
            } else if case .text(let span) = tokens[next], isBlank(bytes, span.start, span.end),
                next + 1 < tokens.count, tokens[next + 1].isBlockOrComment
            {
                last = next + 1
                next += 2
            } else {
                break
            }
        }
        return last
    }

    /// nil when the run does not start its line; otherwise the text to shorten (index, new end), if any.
    private static func cutBefore(_ first: Int, _ tokens: [TemplateToken], _ bytes: [UInt8]) -> (Int, Int)?? {
        if first == 0 { return .some(nil) }
        guard case .text(let span) = tokens[first - 1] else { return nil }
        var lineStart = span.end
        while lineStart > span.start && bytes[lineStart - 1] != UInt8(ascii: "\n") { lineStart -= 1 }
        let startsLine = lineStart > span.start || first - 1 == 0
        guard startsLine, isBlank(bytes, lineStart, span.end) else { return nil }
        return .some((first - 1, lineStart))
    }

    /// nil when the run does not end its line; otherwise the text to shorten (index, new start), if any.
    private static func cutAfter(_ last: Int, _ tokens: [TemplateToken], _ bytes: [UInt8]) -> (Int, Int)?? {
        if last == tokens.count - 1 { return .some(nil) }
        guard case .text(let span) = tokens[last + 1] else { return nil }
        var lineEnd = span.start
        while lineEnd < span.end && bytes[lineEnd] != UInt8(ascii: "\n") { lineEnd += 1 }
        let endsLine = lineEnd < span.end || last + 1 == tokens.count - 1
        guard endsLine, isBlank(bytes, span.start, lineEnd) else { return nil }
        return .some((last + 1, min(lineEnd + 1, span.end)))
    }

    private static func applyTrimMarkers(to result: inout [TemplateToken], bytes: [UInt8]) {
        for index in result.indices {
            guard case .tag(let tag) = result[index] else { continue }
            if tag.trimsBefore, index > 0, case .text(var span) = result[index - 1] {
                while span.end > span.start && isWhitespace(bytes[span.end - 1]) { span.end -= 1 }
                result[index - 1] = .text(span)
            }
            if tag.trimsAfter, index + 1 < result.count, case .text(var span) = result[index + 1] {
                while span.start < span.end && isWhitespace(bytes[span.start]) { span.start += 1 }
                result[index + 1] = .text(span)
            }
        }
    }

    /// Only spaces, tabs and carriage returns in `start..<end`.
    private static func isBlank(_ bytes: [UInt8], _ start: Int, _ end: Int) -> Bool {
        var index = start
        while index < end {
            let byte = bytes[index]
            if byte != UInt8(ascii: " ") && byte != UInt8(ascii: "\t") && byte != UInt8(ascii: "\r") { return false }
            index += 1
        }
        return true
    }

    private static func isWhitespace(_ byte: UInt8) -> Bool {
        byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t") || byte == UInt8(ascii: "\n")
            || byte == UInt8(ascii: "\r")
    }
}
