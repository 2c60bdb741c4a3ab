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

    /// `identifier(label:label:)` with `_` allowed as a label, or `identifier()`.
    static func isMethodName(_ text: String) -> Bool {
        let scalars = Array(text.unicodeScalars)
        guard let open = scalars.firstIndex(of: "("), scalars.last == ")" else { return false }
        let base = String(String.UnicodeScalarView(scalars[..<open]))
        guard problem(with: base) == nil || base == "init" else { return false }
        let labels = scalars[(open + 1)..<(scalars.count - 1)]
        var label: [Unicode.Scalar] = []
        for scalar in labels {
            if scalar == ":" {
                // `label:`, or `label name:` for an overloaded requirement (`handle(_ backgroundTasks:)`).
                let parts = String(String.UnicodeScalarView(label))
                    .split(separator: " ", omittingEmptySubsequences: false)
                guard parts.count <= 2, parts.allSatisfy(isLabel) else { return false }
                if parts.count == 2 && parts[1] == "_" { return false }
                label = []
            } else {
                label.append(scalar)
            }
        }
        return label.isEmpty
    }

    private static func isLabel(_ text: Substring) -> Bool {
        text == "_" || !text.isEmpty && (problem(with: String(text)) == nil || keywords.contains(String(text)))
    }

    static func isDigit(_ scalar: Unicode.Scalar) -> Bool { ("0"..."9").contains(scalar) }

    static func isIdentifierScalar(_ scalar: Unicode.Scalar) -> Bool {
        ("a"..."z").contains(scalar) || ("A"..."Z").contains(scalar) || isDigit(scalar) || scalar == "_"
    }
}
