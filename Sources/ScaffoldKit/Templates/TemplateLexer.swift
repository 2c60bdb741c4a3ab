/// Cuts a template's UTF-8 bytes into text and tags, then applies the whitespace rules.
struct TemplateLexer {
    let map: TemplateSourceMap

    /// The tokens (comments removed, whitespace rules applied) and any unclosed-tag errors.
    func tokenize() -> (tokens: [TemplateToken], diagnostics: [Diagnostic]) {
        let bytes = map.bytes
        var tokens: [TemplateToken] = []
        var diagnostics: [Diagnostic] = []
        var textStart = 0
        var index = 0
        while index + 1 < bytes.count {
            guard bytes[index] == UInt8(ascii: "{"), let kind = Self.tagKind(bytes[index + 1]) else {
                index += 1
                continue
            }
            if textStart < index { tokens.append(.text(TemplateTextSpan(start: textStart, end: index))) }
            guard let tag = scanTag(kind, at: index) else {
                diagnostics.append(.error(Self.unclosedMessage(kind), at: map.location(index)))
                textStart = bytes.count
                break
            }
            tokens.append(.tag(tag))
            index = tag.end
            textStart = index
        }
        if textStart < bytes.count { tokens.append(.text(TemplateTextSpan(start: textStart, end: bytes.count))) }
        return (TemplateWhitespace.apply(to: tokens, bytes: bytes), diagnostics)
    }

    private static func tagKind(_ byte: UInt8) -> TemplateTagKind? {
        switch byte {
        case UInt8(ascii: "{"): return .output
        case UInt8(ascii: "%"): return .block
        case UInt8(ascii: "#"): return .comment
        default: return nil
        }
    }

    private static func unclosedMessage(_ kind: TemplateTagKind) -> String {
        switch kind {
        case .output: return "unclosed '{{' tag; expected '}}'"
        case .block: return "unclosed '{%' tag; expected '%}'"
        case .comment: return "unclosed comment; expected '#}'"
        }
    }

    /// The tag opening at `start`, or nil when its closing delimiter never comes.
    private func scanTag(_ kind: TemplateTagKind, at start: Int) -> TemplateTag? {
        let bytes = map.bytes
        var contentStart = start + 2
        let trimsBefore = contentStart < bytes.count && bytes[contentStart] == UInt8(ascii: "-")
        if trimsBefore { contentStart += 1 }
        let closer: UInt8
        switch kind {
        case .output: closer = UInt8(ascii: "}")
        case .block: closer = UInt8(ascii: "%")
        case .comment: closer = UInt8(ascii: "#")
        }
        // Quotes may hide a closer (`{{ "}}" }}`); an unbalanced quote falls back to the plain search.
        let quoteAware = kind != .comment
        guard
            let end = findCloser(closer, from: contentStart, quoteAware: quoteAware)
                ?? (quoteAware ? findCloser(closer, from: contentStart, quoteAware: false) : nil)
        else { return nil }
        let trimsAfter = end > contentStart && bytes[end - 1] == UInt8(ascii: "-")
        return TemplateTag(
            kind: kind, start: start, contentStart: contentStart, contentEnd: trimsAfter ? end - 1 : end,
            trimsBefore: trimsBefore, trimsAfter: trimsAfter, end: end + 2)
    }

    /// Offset of the `closer` byte of the first `closer` + `}` pair at or after `from`.
    private func findCloser(_ closer: UInt8, from: Int, quoteAware: Bool) -> Int? {
        let bytes = map.bytes
        var index = from
        while index + 1 < bytes.count {
            let byte = bytes[index]
            if quoteAware && (byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "'")) {
                index += 1
                while index < bytes.count && bytes[index] != byte {
                    index += bytes[index] == UInt8(ascii: "\\") ? 2 : 1
                }
                index += 1
                continue
            }
            if byte == closer && bytes[index + 1] == UInt8(ascii: "}") { return index }
            index += 1
        }
        return nil
    }
}
