/// A value of an old-style (ASCII) property list, the format of an Xcode `project.pbxproj`.
enum PropertyListValue: Equatable, Sendable {
    case string(String)
    case array([PropertyListValue])
    case dictionary([String: PropertyListValue])

    var string: String? {
        if case .string(let text) = self { return text }
        return nil
    }

    var array: [PropertyListValue] {
        if case .array(let values) = self { return values }
        return []
    }

    var dictionary: [String: PropertyListValue] {
        if case .dictionary(let values) = self { return values }
        return [:]
    }
}

/// Reads an old-style property list: `{ key = value; }`, `( a, b, )`, quoted and bare strings, `/* */` and `//`
/// comments, `<hex data>` (kept as text). Tolerant of what it does not need; nil for text it cannot read.
struct PropertyListText {
    private let bytes: [UInt8]
    private var index = 0

    static func parse(_ bytes: [UInt8]) -> PropertyListValue? {
        var reader = PropertyListText(bytes: bytes)
        return reader.value()
    }

    private init(bytes: [UInt8]) {
        self.bytes = bytes
    }

    private mutating func value() -> PropertyListValue? {
        skipSpaceAndComments()
        guard index < bytes.count else { return nil }
        switch bytes[index] {
        case UInt8(ascii: "{"):
            index += 1
            var values: [String: PropertyListValue] = [:]
            while true {
                skipSpaceAndComments()
                guard index < bytes.count else { return nil }
                if bytes[index] == UInt8(ascii: "}") {
                    index += 1
                    return .dictionary(values)
                }
                guard let key = value()?.string, expect("="), let element = value(), expect(";") else { return nil }
                values[key] = element
            }
        case UInt8(ascii: "("):
            index += 1
            var values: [PropertyListValue] = []
            while true {
                skipSpaceAndComments()
                guard index < bytes.count else { return nil }
                if bytes[index] == UInt8(ascii: ")") {
                    index += 1
                    return .array(values)
                }
                guard let element = value() else { return nil }
                values.append(element)
                skipSpaceAndComments()
                if index < bytes.count, bytes[index] == UInt8(ascii: ",") { index += 1 }
            }
        case UInt8(ascii: "\""):
            return quoted()
        case UInt8(ascii: "<"):
            let start = index
            while index < bytes.count, bytes[index] != UInt8(ascii: ">") { index += 1 }
            index += 1
            return index <= bytes.count ? .string(String(decoding: bytes[start..<index], as: UTF8.self)) : nil
        default:
            let start = index
            while index < bytes.count, Self.isBare(bytes[index]) { index += 1 }
            return index > start ? .string(String(decoding: bytes[start..<index], as: UTF8.self)) : nil
        }
    }

    /// `"…"` with `\"`, `\\`, `\n`, `\t` escapes.
    private mutating func quoted() -> PropertyListValue? {
        index += 1
        var text: [UInt8] = []
        while index < bytes.count {
            let byte = bytes[index]
            index += 1
            if byte == UInt8(ascii: "\"") { return .string(String(decoding: text, as: UTF8.self)) }
            if byte == UInt8(ascii: "\\"), index < bytes.count {
                let escaped = bytes[index]
                index += 1
                switch escaped {
                case UInt8(ascii: "n"): text.append(UInt8(ascii: "\n"))
                case UInt8(ascii: "t"): text.append(UInt8(ascii: "\t"))
                default: text.append(escaped)
                }
            } else {
                text.append(byte)
            }
        }
        return nil
    }

    private mutating func expect(_ character: Unicode.Scalar) -> Bool {
        skipSpaceAndComments()
        guard index < bytes.count, bytes[index] == UInt8(ascii: character) else { return false }
        index += 1
        return true
    }

    private mutating func skipSpaceAndComments() {
        while index < bytes.count {
            let byte = bytes[index]
            if byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\n") || byte == UInt8(ascii: "\t")
                || byte == UInt8(ascii: "\r") {
                index += 1
            } else if byte == UInt8(ascii: "/"), index + 1 < bytes.count, bytes[index + 1] == UInt8(ascii: "*") {
                index += 2
                while index + 1 < bytes.count, !(bytes[index] == UInt8(ascii: "*")
                    && bytes[index + 1] == UInt8(ascii: "/")) { index += 1 }
                index = min(index + 2, bytes.count)
            } else if byte == UInt8(ascii: "/"), index + 1 < bytes.count, bytes[index + 1] == UInt8(ascii: "/") {
                while index < bytes.count, bytes[index] != UInt8(ascii: "\n") { index += 1 }
            } else {
                return
            }
        }
    }

    /// The bytes of an unquoted string: letters, digits and `_$/:.-`.
    private static func isBare(_ byte: UInt8) -> Bool {
        ASCIIText.isIdentifierByte(byte) || byte == UInt8(ascii: "$") || byte == UInt8(ascii: "/")
            || byte == UInt8(ascii: ":") || byte == UInt8(ascii: ".") || byte == UInt8(ascii: "-")
            || byte >= 0x80
    }
}
