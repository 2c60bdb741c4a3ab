/// One token of an expression; `offset` is the byte offset of its first character in the template.
struct TemplateExpressionToken: Equatable {
    enum Kind: Equatable {
        case identifier(String)
        case string(String)
        case integer(Int)
        /// `.`, `|`, `(`, `)`, `,`, `=`, `==`, `!=`.
        case symbol(String)
        case end
    }

    var kind: Kind
    var offset: Int

    /// How error messages name the token: `'foo'`, `end of tag`.
    var displayText: String {
        switch kind {
        case .identifier(let name): return "'\(name)'"
        case .string: return "string literal"
        case .integer(let number): return "'\(number)'"
        case .symbol(let symbol): return "'\(symbol)'"
        case .end: return "end of tag"
        }
    }
}

/// Cuts the bytes of one tag's contents into expression tokens.
struct TemplateExpressionLexer {
    let map: TemplateSourceMap

    /// The tokens of `start..<end`, ending with `.end`; throws a located error for a bad character or string.
    func tokenize(_ start: Int, _ end: Int) throws(Diagnostic) -> [TemplateExpressionToken] {
        let bytes = map.bytes
        var tokens: [TemplateExpressionToken] = []
        // Most tags hold a few tokens: room for them at once, rather than growing the array token by token.
        tokens.reserveCapacity(8)
        var index = start
        while index < end {
            let byte = bytes[index]
            if byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t") || byte == UInt8(ascii: "\n")
                || byte == UInt8(ascii: "\r")
            {
                index += 1
            } else if Self.isIdentifierStart(byte) {
                let first = index
                while index < end && (Self.isIdentifierStart(bytes[index]) || Self.isDigit(bytes[index])) { index += 1 }
                tokens.append(.init(kind: .identifier(map.text(first..<index)), offset: first))
            } else if Self.isDigit(byte) {
                tokens.append(try integer(&index, end))
            } else if byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "'") {
                tokens.append(try string(&index, end))
            } else if let symbol = symbol(at: index, end) {
                tokens.append(.init(kind: .symbol(symbol), offset: index))
                index += symbol.utf8.count
            } else {
                let character = map.text(index..<min(end, index + Self.scalarLength(byte)))
                throw .error("unexpected character '\(character)'", at: map.location(index))
            }
        }
        tokens.append(.init(kind: .end, offset: end))
        return tokens
    }

    private func integer(_ index: inout Int, _ end: Int) throws(Diagnostic) -> TemplateExpressionToken {
        let first = index
        var value = 0
        var overflow = false
        while index < end && Self.isDigit(map.bytes[index]) {
            let (times, o1) = value.multipliedReportingOverflow(by: 10)
            let (sum, o2) = times.addingReportingOverflow(Int(map.bytes[index] - UInt8(ascii: "0")))
            overflow = overflow || o1 || o2
            value = sum
            index += 1
        }
        if overflow { throw .error("integer literal is too large", at: map.location(first)) }
        return .init(kind: .integer(value), offset: first)
    }

    /// A quoted string with `\\`, `\"`, `\'` and `\n` escapes.
    private func string(_ index: inout Int, _ end: Int) throws(Diagnostic) -> TemplateExpressionToken {
        let first = index
        let quote = map.bytes[index]
        var value: [UInt8] = []
        index += 1
        while index < end && map.bytes[index] != quote {
            var byte = map.bytes[index]
            if byte == UInt8(ascii: "\\") {
                guard index + 1 < end else { break }
                switch map.bytes[index + 1] {
                case UInt8(ascii: "\\"), UInt8(ascii: "\""), UInt8(ascii: "'"): byte = map.bytes[index + 1]
                case UInt8(ascii: "n"): byte = UInt8(ascii: "\n")
                default:
                    let escape = map.text(index..<min(end, index + 1 + Self.scalarLength(map.bytes[index + 1])))
                    throw .error("unknown escape '\(escape)' in string literal", at: map.location(index))
                }
                index += 1
            }
            value.append(byte)
            index += 1
        }
        guard index < end else { throw .error("unterminated string literal", at: map.location(first)) }
        index += 1
        return .init(kind: .string(String(decoding: value, as: UTF8.self)), offset: first)
    }

    private func symbol(at index: Int, _ end: Int) -> String? {
        let byte = map.bytes[index]
        let next = index + 1 < end ? map.bytes[index + 1] : 0
        switch byte {
        case UInt8(ascii: "="): return next == UInt8(ascii: "=") ? "==" : "="
        case UInt8(ascii: "!"): return next == UInt8(ascii: "=") ? "!=" : nil
        case UInt8(ascii: "."): return "."
        case UInt8(ascii: "|"): return "|"
        case UInt8(ascii: "("): return "("
        case UInt8(ascii: ")"): return ")"
        case UInt8(ascii: ","): return ","
        default: return nil
        }
    }

    private static func isIdentifierStart(_ byte: UInt8) -> Bool {
        (byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z"))
            || (byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z"))
            || byte == UInt8(ascii: "_")
    }

    private static func isDigit(_ byte: UInt8) -> Bool {
        byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")
    }

    /// Bytes in the UTF-8 sequence that `byte` starts.
    private static func scalarLength(_ byte: UInt8) -> Int {
        if byte < 0xC0 { return 1 }
        if byte < 0xE0 { return 2 }
        return byte < 0xF0 ? 3 : 4
    }
}
