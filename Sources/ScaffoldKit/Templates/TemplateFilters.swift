/// The filters every template library has; `TemplateLibrary(templates:filters:)` adds to (or replaces) them.
enum TemplateFilters {
    public static let builtIn: [String: TemplateFilter] = [
        "join": filter("join", arguments: 1) { input in
            let separator = try input.stringArgument(0)
            var pieces: [String] = []
            for (index, item) in try input.list().enumerated() {
                guard let text = item.outputText else {
                    throw input.error("filter 'join' cannot join item \(index + 1), which is \(item.kindDescription)")
                }
                pieces.append(text)
            }
            return .string(pieces.joined(separator: separator))
        },
        "length": filter("length", arguments: 0) { input in
            switch input.value {
            case .string(let text): return .int(text.count)
            case .list(let items): return .int(items.count)
            case .object(let fields): return .int(fields.count)
            default: throw input.inputError("a string, list or object")
            }
        },
        "uppercase": filter("uppercase", arguments: 0) { .string(try $0.string().uppercased()) },
        "lowercase": filter("lowercase", arguments: 0) { .string(try $0.string().lowercased()) },
        "upperFirst": filter("upperFirst", arguments: 0) { input in
            let text = try input.string()
            guard let first = text.first else { return .string(text) }
            return .string(first.uppercased() + text.dropFirst())
        },
        "lowerFirst": filter("lowerFirst", arguments: 0) { input in
            let text = try input.string()
            guard let first = text.first else { return .string(text) }
            return .string(first.lowercased() + text.dropFirst())
        },
        "indent": filter("indent", arguments: 1) { input in
            let width = try input.intArgument(0)
            guard width >= 0 else { throw input.argumentError(0, "a non-negative integer") }
            return .string(indent(try input.string(), by: width))
        },
        "default": filter("default", arguments: 1) { input in
            input.value == .null ? input.arguments[0] : input.value
        },
        "swiftString": filter("swiftString", arguments: 0) { .string(swiftStringEscaped(try $0.string())) },
        "first": filter("first", arguments: 0) { input in
            if case .string(let text) = input.value { return text.first.map { .string(String($0)) } ?? .null }
            guard case .list(let items) = input.value else { throw input.inputError("a list or string") }
            return items.first ?? .null
        },
        "last": filter("last", arguments: 0) { input in
            if case .string(let text) = input.value { return text.last.map { .string(String($0)) } ?? .null }
            guard case .list(let items) = input.value else { throw input.inputError("a list or string") }
            return items.last ?? .null
        },
        "reversed": filter("reversed", arguments: 0) { input in
            if case .string(let text) = input.value { return .string(String(text.reversed())) }
            guard case .list(let items) = input.value else { throw input.inputError("a list or string") }
            return .list(items.reversed())
        },
        "trimmed": filter("trimmed", arguments: 0) { input in
            let text = try input.string()
            guard let first = text.firstIndex(where: { !$0.isWhitespace }),
                let last = text.lastIndex(where: { !$0.isWhitespace })
            else { return .string("") }
            return .string(String(text[first...last]))
        },
    ]

    /// Prefixes every non-empty line but the first with `width` spaces.
    static func indent(_ text: String, by width: Int) -> String {
        let padding = String(repeating: " ", count: width)
        var result = ""
        result.reserveCapacity(text.utf8.count)
        var atLineStart = false
        for character in text {
            if atLineStart && character != "\n" && character != "\r\n" { result += padding }
            result.append(character)
            atLineStart = character == "\n" || character == "\r\n"
        }
        return result
    }

    /// `text` escaped to sit between the quotes of a Swift string literal.
    static func swiftStringEscaped(_ text: String) -> String {
        var result = ""
        result.reserveCapacity(text.utf8.count)
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\\": result += "\\\\"
            case "\"": result += "\\\""
            case "\n": result += "\\n"
            case "\r": result += "\\r"
            case "\t": result += "\\t"
            case "\0": result += "\\0"
            default:
                if scalar.value < 0x20 || scalar.value == 0x7F {
                    result += "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
                } else {
                    result.unicodeScalars.append(scalar)
                }
            }
        }
        return result
    }
}
