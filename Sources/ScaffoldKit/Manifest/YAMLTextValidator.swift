/// Checks, before parsing, that the input is well-formed UTF-8 without control characters YAML forbids.
enum YAMLTextValidator {
    /// Why a byte sequence is refused (located by `validate`, which alone knows the line).
    private struct Problem: Error {
        let message: String
    }

    /// Returns whether every byte is ASCII (then a column is a byte count). One pass; the hot path is one
    /// comparison per printable byte, and a column is counted only for a mistake.
    @discardableResult
    static func validate(_ bytes: [UInt8], from start: Int, path: String) throws(DiagnosticError) -> Bool {
        var line = 1
        var lineStart = start
        var index = start
        var isASCII = true
        let count = bytes.count
        while index < count {
            let byte = bytes[index]
            if (byte >= 0x20 && byte < 0x7F) || byte == 0x09 {
                index += 1
                continue
            }
            let message: String
            switch byte {
            case 0x0A:
                line += 1
                index += 1
                lineStart = index
                continue
            case 0x0D:
                if index + 1 < count, bytes[index + 1] == 0x0A {
                    index += 1
                    continue
                }
                message = "a carriage return must be followed by a line feed (use LF or CRLF line endings)"
            case 0x80...:
                do {
                    index += try sequenceLength(bytes, at: index)
                    isASCII = false
                    continue
                } catch {
                    message = error.message
                }
            default:
                message = "control character U+\(hex(UInt32(byte))) is not allowed"
            }
            // The column counts scalars: every byte before here on the line is valid UTF-8.
            let column = 1 + bytes[lineStart..<index].reduce(0) { $0 + ($1 & 0xC0 != 0x80 ? 1 : 0) }
            throw DiagnosticError(.error(message, at: SourceLocation(file: path, line: line, column: column)))
        }
        return isASCII
    }

    /// The length of the well-formed UTF-8 sequence at `index`, or why it is not one.
    private static func sequenceLength(_ bytes: [UInt8], at index: Int) throws(Problem) -> Int {
        let lead = bytes[index]
        let length: Int
        var scalar: UInt32
        switch lead {
        case 0xC2...0xDF: length = 2; scalar = UInt32(lead & 0x1F)
        case 0xE0...0xEF: length = 3; scalar = UInt32(lead & 0x0F)
        case 0xF0...0xF4: length = 4; scalar = UInt32(lead & 0x07)
        default: throw invalid(lead)
        }
        guard index + length <= bytes.count else {
            throw Problem(message: "invalid UTF-8: the file ends inside a character")
        }
        for offset in 1..<length {
            let next = bytes[index + offset]
            guard next & 0xC0 == 0x80 else { throw invalid(lead) }
            scalar = scalar << 6 | UInt32(next & 0x3F)
        }
        let minimum: UInt32 = length == 2 ? 0x80 : length == 3 ? 0x800 : 0x10000
        if scalar < minimum || scalar > 0x10FFFF || (0xD800...0xDFFF).contains(scalar) { throw invalid(lead) }
        if scalar == 0xFEFF { throw Problem(message: "a byte order mark is only allowed at the start of the file") }
        if (0x80...0x9F).contains(scalar) && scalar != 0x85 {
            throw Problem(message: "control character U+\(hex(scalar)) is not allowed")
        }
        return length
    }

    private static func invalid(_ lead: UInt8) -> Problem {
        Problem(message: "invalid UTF-8 byte 0x\(hex(UInt32(lead), width: 2))")
    }

    static func hex(_ value: UInt32, width: Int = 4) -> String {
        let digits = String(value, radix: 16, uppercase: true)
        return String(repeating: "0", count: max(0, width - digits.count)) + digits
    }
}
