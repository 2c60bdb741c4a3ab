/// What makes a name from the manifest usable in generated Swift.
enum SwiftNameRules {
    static let keywords: Set<String> = [
        "associatedtype", "class", "deinit", "enum", "extension", "fileprivate", "func", "import", "init",
        "inout", "internal", "let", "open", "operator", "private", "precedencegroup", "protocol", "public",
        "rethrows", "static", "struct", "subscript", "typealias", "var", "break", "case", "catch", "continue",
        "default", "defer", "do", "else", "fallthrough", "for", "guard", "if", "in", "repeat", "return", "throw",
        "switch", "where", "while", "Any", "as", "await", "false", "is", "nil", "self", "Self", "super", "throws",
        "true", "try", "_", "Type", "Protocol", "some", "any",
    ]

    /// Words that may not name a method: `keywords` without the contextual ones, which Swift accepts as a method's
    /// base name (`open(url:)`, `get()`, `some()`; `async`, `mutating` and `set` are not in `keywords` at all).
    static let methodNameKeywords = keywords.subtracting(["open", "await", "Type", "Protocol", "some", "any"])

    /// Why `name` is not a Swift identifier (`[A-Za-z_][A-Za-z0-9_]*`, not a keyword), or nil when it is.
    static func problem(with name: String) -> String? {
        guard let first = name.unicodeScalars.first else { return "it is empty" }
        if isDigit(first) { return "it starts with a digit" }
        for scalar in name.unicodeScalars where !isIdentifierScalar(scalar) {
            switch scalar {
            case " ": return "it contains a space"
            case "\t", "\n", "\r": return "it contains white space"
            default: return "it contains '\(scalar)'"
            }
        }
        if keywords.contains(name) { return "it is a Swift keyword" }
        return nil
    }

    /// The suffix naming a method's `async` form: `application(_:didReceiveRemoteNotification:) async`.
    static let asyncSuffix = " async"

    /// `identifier(label:label:)` with `_` allowed as a label, or `identifier()`, optionally followed by ` async`
    /// (the requirement's `async` form, where the name alone means another requirement).
    /// Every scalar of a method name is ASCII, so this reads bytes (N × K names per manifest).
    static func isMethodName(_ text: String) -> Bool {
        var bytes = Array(text.utf8)
        if text.hasSuffix(asyncSuffix) { bytes.removeLast(asyncSuffix.utf8.count) }
        guard bytes.allSatisfy({ $0 < 0x80 }), let open = bytes.firstIndex(of: UInt8(ascii: "(")),
              bytes.last == UInt8(ascii: ")") else { return false }
        let base = bytes[..<open]
        let isBaseValid = ASCIIText.isIdentifierShaped(base)
            && !methodNameKeywords.contains(String(decoding: base, as: UTF8.self))
        guard isBaseValid || base.elementsEqual("init".utf8) else { return false }
        var labelStart = open + 1
        for index in (open + 1)..<(bytes.count - 1) where bytes[index] == UInt8(ascii: ":") {
            // Keywords are fine as labels (`for:`, `in:`), and so is `_`; an overloaded requirement adds its
            // parameter name after a space (`handle(_ backgroundTasks:)`), which may not be `_`.
            let segment = bytes[labelStart..<index]
            if let space = segment.firstIndex(of: UInt8(ascii: " ")) {
                let name = bytes[(space + 1)..<index]
                guard ASCIIText.isIdentifierShaped(bytes[labelStart..<space]), ASCIIText.isIdentifierShaped(name),
                      !name.elementsEqual("_".utf8) else { return false }
            } else {
                guard ASCIIText.isIdentifierShaped(segment) else { return false }
            }
            labelStart = index + 1
        }
        return labelStart == bytes.count - 1
    }

    static func isDigit(_ scalar: Unicode.Scalar) -> Bool { ("0"..."9").contains(scalar) }

    static func isIdentifierScalar(_ scalar: Unicode.Scalar) -> Bool {
        ("a"..."z").contains(scalar) || ("A"..."Z").contains(scalar) || isDigit(scalar) || scalar == "_"
    }
}
