/// What the generated tests do with a generic requirement (`func transform<T: Codable & Sendable>(_ value: T) -> T?`):
/// a spy leaf keeps its answer as `Any?` (its type names the method's own `T`, which a stored property cannot), and
/// the tests call the method with a standard type in place of each type parameter whose constraints it meets.
enum GenericSamples {
    /// The type parameters of `<T: Codable & Sendable, U>`, with their constraints: `[("T", ["Codable",
    /// "Sendable"]), ("U", [])]`.
    static func parameters(of clause: String?) -> [(name: String, constraints: [String])] {
        guard let clause, clause.hasPrefix("<"), clause.hasSuffix(">") else { return [] }
        var pieces: [String] = []
        var depth = 0
        var current = ""
        for character in clause.dropFirst().dropLast() {
            if character == "<" || character == "(" || character == "[" { depth += 1 }
            if character == ">" || character == ")" || character == "]" { depth -= 1 }
            if character == "," && depth == 0 {
                pieces.append(current)
                current = ""
            } else {
                current.append(character)
            }
        }
        pieces.append(current)
        return pieces.map { piece in
            let parts = piece.split(separator: ":", maxSplits: 1).map { String($0).trimmingSpaces() }
            let constraints = parts.count > 1
                ? parts[1].split(separator: "&").map { String($0).trimmingSpaces() } : []
            return (parts.first ?? "", constraints)
        }
    }

    /// A standard type for each type parameter (`String`, else `Int`: the first whose conformances cover the
    /// parameter's constraints); nil when one has none, or a `where` clause constrains the parameters.
    static func concreteTypes(clause: String?, whereClause: String?) -> [String: String]? {
        let parameters = parameters(of: clause)
        guard !parameters.isEmpty, whereClause == nil else { return nil }
        var types: [String: String] = [:]
        for (name, constraints) in parameters {
            let plain = constraints.map { $0.hasPrefix("Swift.") ? String($0.dropFirst(6)) : $0 }
            guard let type = conformances.first(where: { plain.allSatisfy($0.protocols.contains) })?.type else {
                return nil
            }
            types[name] = type
        }
        return types
    }

    /// `text` with every identifier that is a key of `substitutions` replaced by its value.
    static func substitute(_ text: String, _ substitutions: [String: String]) -> String {
        var result = ""
        var word = ""
        for character in text + " " {
            if character.isLetter || character.isNumber || character == "_" {
                word.append(character)
                continue
            }
            result += substitutions[word] ?? word
            word = ""
            result.append(character)
        }
        return String(result.dropLast())
    }

    /// Whether `text` mentions one of `names` as an identifier.
    static func mentions(_ text: String, _ names: [String]) -> Bool {
        let marked = Dictionary(names.map { ($0, "\u{1}") }, uniquingKeysWith: { first, _ in first })
        return substitute(text, marked).contains("\u{1}")
    }

    private static let common: Set<String> = [
        "Sendable", "Codable", "Encodable", "Decodable", "Hashable", "Equatable", "Comparable",
        "CustomStringConvertible", "CustomDebugStringConvertible", "LosslessStringConvertible",
    ]

    private static let conformances: [(type: String, protocols: Set<String>)] = [
        ("String", common.union(["StringProtocol", "ExpressibleByStringLiteral", "TextOutputStreamable"])),
        ("Int", common.union(["Numeric", "BinaryInteger", "FixedWidthInteger", "SignedInteger", "SignedNumeric",
                              "AdditiveArithmetic", "Strideable", "ExpressibleByIntegerLiteral"])),
    ]
}
