/// The bytes the lexer cares about.
enum ASCII {
    static let tab: UInt8 = 0x09, newline: UInt8 = 0x0A, carriageReturn: UInt8 = 0x0D, space: UInt8 = 0x20
    static let quote: UInt8 = 0x22, hash: UInt8 = 0x23, openParen: UInt8 = 0x28, closeParen: UInt8 = 0x29
    static let star: UInt8 = 0x2A, plus: UInt8 = 0x2B, minus: UInt8 = 0x2D, dot: UInt8 = 0x2E, slash: UInt8 = 0x2F
    static let greater: UInt8 = 0x3E, backslash: UInt8 = 0x5C, backtick: UInt8 = 0x60

    /// Spaces, tabs, carriage returns, vertical tabs and form feeds: whitespace that does not end a line.
    static func isHorizontalSpace(_ byte: UInt8) -> Bool {
        byte == space || byte == tab || byte == carriageReturn || byte == 0x0B || byte == 0x0C
    }

    static func isDigit(_ byte: UInt8) -> Bool { byte >= 0x30 && byte <= 0x39 }

    static func isIdentifierStart(_ byte: UInt8) -> Bool {
        (byte | 0x20 >= 0x61 && byte | 0x20 <= 0x7A) || byte == 0x5F || byte == 0x24 || byte >= 0x80
    }

    static func isIdentifierContinue(_ byte: UInt8) -> Bool { isIdentifierStart(byte) || isDigit(byte) }
}
