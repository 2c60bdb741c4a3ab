extension SwiftLexer {
    /// Moves past a string literal starting at `index` (the first `"`, after any `#`s of a raw string):
    /// single-line, multi-line `"""` and raw `#"…"#`, with escapes and nested interpolations.
    mutating func skipStringLiteral(hashes: Int) throws {
        let start = index - hashes
        stringDepth += 1
        defer { stringDepth -= 1 }
        guard stringDepth <= Self.maximumStringDepth else {
            throw error("string literal is nested too deeply: more than \(Self.maximumStringDepth) strings inside "
                        + "interpolations inside one another", at: start)
        }
        let isMultiline = byte(at: index + 1) == ASCII.quote && byte(at: index + 2) == ASCII.quote
        let kind = hashes > 0 ? "raw string literal" : (isMultiline ? "multi-line string literal" : "string literal")
        index += isMultiline ? 3 : 1
        while true {
            guard index < bytes.count else { throw error("unterminated \(kind)", at: start) }
            let current = bytes[index]
            if current == ASCII.newline {
                guard isMultiline else { throw error("unterminated \(kind)", at: start) }
                noteNewline(endingAt: index)
                index += 1
            } else if current == ASCII.backslash {
                guard hashesFollow(index + 1, hashes) else {
                    index += 1
                    continue
                }
                let escaped = index + 1 + hashes
                if byte(at: escaped) == ASCII.openParen {
                    index = escaped + 1
                    try skipInterpolation()
                } else {
                    if byte(at: escaped) == ASCII.newline { noteNewline(endingAt: escaped) }
                    index = escaped + 1
                }
            } else if current == ASCII.quote {
                if isMultiline {
                    if byte(at: index + 1) == ASCII.quote && byte(at: index + 2) == ASCII.quote
                        && hashesFollow(index + 3, hashes) {
                        index += 3 + hashes
                        return
                    }
                    index += 1
                } else if hashesFollow(index + 1, hashes) {
                    index += 1 + hashes
                    return
                } else {
                    index += 1
                }
            } else {
                index += 1
            }
        }
    }

    private func hashesFollow(_ offset: Int, _ count: Int) -> Bool {
        var offset = offset
        for _ in 0..<count {
            guard byte(at: offset) == ASCII.hash else { return false }
            offset += 1
        }
        return true
    }

    /// Moves past `\( … )` (the index is just after the `(`), including strings nested inside it.
    private mutating func skipInterpolation() throws {
        let start = index - 2
        var depth = 1
        while depth > 0 {
            guard index < bytes.count else { throw error("unterminated string interpolation", at: start) }
            switch bytes[index] {
            case ASCII.openParen:
                depth += 1
                index += 1
            case ASCII.closeParen:
                depth -= 1
                index += 1
            case ASCII.quote:
                try skipStringLiteral(hashes: 0)
            case ASCII.hash:
                var hashes = 0
                while byte(at: index + hashes) == ASCII.hash { hashes += 1 }
                if byte(at: index + hashes) == ASCII.quote {
                    index += hashes
                    try skipStringLiteral(hashes: hashes)
                } else {
                    index += hashes
                }
            case ASCII.newline:
                noteNewline(endingAt: index)
                index += 1
            default:
                index += 1
            }
        }
    }

    /// `#if`-family directives, raw strings (`#"…"#`) and a plain `#` (for `#available`, `#selector`, …).
    mutating func lexHash() throws {
        let start = index
        var hashes = 0
        while byte(at: index + hashes) == ASCII.hash { hashes += 1 }
        if byte(at: index + hashes) == ASCII.quote {
            index += hashes
            try skipStringLiteral(hashes: hashes)
            emit(.string, start, index)
            return
        }
        // A run of `#`s not opening a raw string: punctuation but for the last, which may start a directive (the
        // tokens of lexing one `#` at a time, without counting the run again for each).
        while hashes > 1 {
            emit(.punctuation, index, index + 1)
            index += 1
            hashes -= 1
        }
        var nameEnd = index + 1
        while ASCII.isIdentifierContinue(byte(at: nameEnd)) && nameEnd < source.bytes.count { nameEnd += 1 }
        let name = index + 1..<nameEnd
        guard source.spells(name, "if") || source.spells(name, "elseif") || source.spells(name, "else")
                || source.spells(name, "endif") else {
            emit(.punctuation, index, index + 1)
            index += 1
            return
        }
        var conditionEnd = nameEnd
        while conditionEnd < source.bytes.count && source.bytes[conditionEnd] != ASCII.newline
                && !(source.bytes[conditionEnd] == ASCII.slash
                     && (byte(at: conditionEnd + 1) == ASCII.slash || byte(at: conditionEnd + 1) == ASCII.star)) {
            conditionEnd += 1
        }
        emit(.directive, start, nameEnd, condition: nameEnd..<conditionEnd)
        index = conditionEnd
    }

    /// The offset of the first line feed from `start`, or the end of the bytes (`ByteSearch.firstIndex`: comment
    /// lines, which every file has many of, end there).
    func lineEnd(from start: Int) -> Int {
        source.bytes.withUnsafeBufferPointer { ByteSearch.firstIndex(of: ASCII.newline, in: $0, from: start) }
    }
}
