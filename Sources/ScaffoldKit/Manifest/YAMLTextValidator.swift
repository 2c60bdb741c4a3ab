/// Checks, before parsing, that the input is well-formed UTF-8 without control characters YAML forbids.
enum YAMLTextValidator {
    static func validate(_ bytes: [UInt8], from start: Int, path: String) throws(DiagnosticError) {
        var line = 1
        var column = 1
        var index = start
        let count = bytes.count
        func fail(_ message: String) -> DiagnosticError {
            DiagnosticError(.error(message, at: SourceLocation(file: path, line: line, column: column)))
        }
        while index < count {
            let byte = bytes[index]
            if byte < 0x80 {
                switch byte {
                case 0x0A:
                    line += 1
                    column = 1
                    index += 1
                    continue
                case 0x0D:
                    if index + 1 < count, bytes[index + 1] == 0x0A { index += 1; continue }
                    throw fail("a carriage return must be followed by a line feed (use LF or CRLF line endings)")
                case 0x09, 0x20...0x7E:
                    break
                default:
                    throw fail("control character U+\(hex(UInt32(byte))) is not allowed")
                }
                index += 1
            } else {
                let length = try sequenceLength(bytes, at: index, fail: fail)
                index += length
            }
            column += 1
        }
    }

    /// The length of the well-formed UTF-8 sequence at `index`, or an error.
    private static func sequenceLength(_ bytes: [UInt8], at index: Int,
                                       fail: (String) -> DiagnosticError) throws(DiagnosticError) -> Int {
        let lead = bytes[index]
        let length: Int
        var scalar: UInt32
        switch lead {
        case 0xC2...0xDF: length = 2; scalar = UInt32(lead & 0x1F)
        case 0xE0...0xEF: length = 3; scalar = UInt32(lead & 0x0F)
        case 0xF0...0xF4: length = 4; scalar = UInt32(lead & 0x07)
        default: throw fail("invalid UTF-8 byte 0x\(hex(UInt32(lead), width: 2))")
        }
        guard index + length <= bytes.count else { throw fail("invalid UTF-8: the file ends inside a character") }
        for offset in 1..<length {
            let next = bytes[index + offset]
            guard next & 0xC0 == 0x80 else { throw fail("invalid UTF-8 byte 0x\(hex(UInt32(lead), width: 2))") }
            scalar = scalar << 6 | UInt32(next & 0x3F)
        }
        let minimum: UInt32 = length == 2 ? 0x80 : length == 3 ? 0x800 : 0x10000
        if scalar < minimum || scalar > 0x10FFFF || (0xD800...0xDFFF).contains(scalar) {
            throw fail("invalid UTF-8 byte 0x\(hex(UInt32(lead), width: 2))")
        }
        if scalar == 0xFEFF { throw fail("a byte order mark is only allowed at the start of the file") }
        if (0x80...0x9F).contains(scalar) && scalar != 0x85 {
            throw fail("control character U+\(hex(scalar)) is not allowed")
        }
        return length
    }

    static func hex(_ value: UInt32, width: Int = 4) -> String {
        let digits = String(value, radix: 16, uppercase: true)
        return String(repeating: "0", count: max(0, width - digits.count)) + digits
    }
}
