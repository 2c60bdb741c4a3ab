/// The bytes the lexer cares about.
enum ASCII {
    static let tab: UInt8 = 0x09, newline: UInt8 = 0x0A, carriageReturn: UInt8 = 0x0D, space: UInt8 = 0x20
    static let quote: UInt8 = 0x22, hash: UInt8 = 0x23, openParen: UInt8 = 0x28, closeParen: UInt8 = 0x29
    static let star: UInt8 = 0x2A, plus: UInt8 = 0x2B, minus: UInt8 = 0x2D, dot: UInt8 = 0x2E, slash: UInt8 = 0x2F
    static let greater: UInt8 = 0x3E, backslash: UInt8 = 0x5C, backtick: UInt8 = 0x60
    static let openBracket: UInt8 = 0x5B, closeBracket: UInt8 = 0x5D, openBrace: UInt8 = 0x7B, closeBrace: UInt8 = 0x7D

    /// Spaces, tabs, carriage returns, vertical tabs and form feeds: whitespace that does not end a line.
    static func isHorizontalSpace(_ byte: UInt8) -> Bool {
        byte == space || byte == tab || byte == carriageReturn || byte == 0x0B || byte == 0x0C
    }

    static func isDigit(_ byte: UInt8) -> Bool { byte >= 0x30 && byte <= 0x39 }

    static func isIdentifierStart(_ byte: UInt8) -> Bool {
        (byte | 0x20 >= 0x61 && byte | 0x20 <= 0x7A) || byte == 0x5F || byte == 0x24 || byte >= 0x80
    }

    /// `isIdentifierStart` or a digit, looked up in a bit set of the bytes below 0x80 (the lexer asks this for
    /// every byte of every name): bit `b % 64` of the mask for `b / 64`.
    static func isIdentifierContinue(_ byte: UInt8) -> Bool {
        let bit: UInt64 = 1 << UInt64(byte & 63)
        switch byte >> 6 {
        case 0: return identifierBytesBelow64 & bit != 0
        case 1: return identifierBytesBelow128 & bit != 0
        default: return true
        }
    }

    /// `$` (0x24) and the digits (0x30–0x39).
    private static let identifierBytesBelow64: UInt64 = 1 << 0x24 | 0x3FF << 0x30
    /// `A`–`Z` (0x41–0x5A), `_` (0x5F) and `a`–`z` (0x61–0x7A), less 64.
    private static let identifierBytesBelow128: UInt64 = 0x3FF_FFFF << 0x01 | 1 << 0x1F | 0x3FF_FFFF << 0x21
}
