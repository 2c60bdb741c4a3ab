/// Reading keys and scalar values, with a diagnostic for each mistake.
extension ManifestDecoding {
    typealias Pair = (key: YAMLNode, value: YAMLNode)

    /// The pairs of a mapping with an allowed key; unknown keys are reported with a suggestion.
    mutating func checkKeys(_ pairs: [Pair], allowed: [String],
                            misplaced: (String) -> String? = { _ in nil }) -> KeyedPairs {
        var keys = KeyedPairs()
        for pair in pairs {
            guard let key = pair.key.scalar else { continue }
            if allowed.contains(key) {
                keys.append(pair, key: key)
            } else if let message = misplaced(key) {
                diagnostics.error(message, at: pair.key.location)
            } else {
                diagnostics.error("unknown key '\(key)'" + Suggestions.didYouMean(key, in: allowed),
                                  at: pair.key.location)
            }
        }
        return keys
    }

    /// A non-empty scalar, or nil after reporting why not.
    mutating func string(_ node: YAMLNode, key: String) -> Located<String>? {
        guard let text = node.scalar else {
            diagnostics.error("`\(key)` must be a single value, not \(node.kindDescription)", at: node.location)
            return nil
        }
        if node.isNull || text.isEmpty {
            diagnostics.error("`\(key)` needs a value", at: node.location)
            return nil
        }
        return Located(text, at: node.location)
    }

    /// `true` or `false`.
    mutating func flag(_ node: YAMLNode, key: String) -> Located<Bool>? {
        guard let text = string(node, key: key) else { return nil }
        guard case .scalar(_, .plain) = node.value, text.value == "true" || text.value == "false" else {
            diagnostics.error("`\(key)` must be true or false", at: node.location)
            return nil
        }
        return Located(text.value == "true", at: node.location)
    }

    /// A Swift type or module name.
    mutating func typeName(_ node: YAMLNode, key: String, what: String) -> Located<String>? {
        guard let name = string(node, key: key) else { return nil }
        if let problem = SwiftNameRules.problem(with: name.value) {
            diagnostics.error("\(what) '\(name.value)' is not a valid Swift name: \(problem)", at: node.location)
            return nil
        }
        return name
    }

    /// A positive number of seconds, written as a plain number.
    mutating func seconds(_ node: YAMLNode, key: String) -> Located<Double>? {
        guard let text = string(node, key: key) else { return nil }
        let isNumeral = !text.value.isEmpty && text.value.unicodeScalars.allSatisfy {
            SwiftNameRules.isDigit($0) || $0 == "."
        }
        if case .scalar(_, let style) = node.value, style.isQuoted, isNumeral {
            diagnostics.error("`\(key)` must be a number, not text; write \(text.value) without quotes",
                              at: node.location)
            return nil
        }
        guard case .scalar(_, .plain) = node.value, isNumeral, let value = Double(text.value), value > 0 else {
            diagnostics.error("`\(key)` must be a positive number of seconds, such as 25", at: node.location)
            return nil
        }
        return Located(value, at: node.location)
    }

    /// One of the raw values of an enumeration, with a suggestion for a near miss.
    mutating func choice<Choice: RawRepresentable & CaseIterable>(_ node: YAMLNode, key: String,
                                                                   as type: Choice.Type) -> Located<Choice>?
        where Choice.RawValue == String {
        guard let text = string(node, key: key) else { return nil }
        if let value = Choice(rawValue: text.value) { return Located(value, at: node.location) }
        let names = Choice.allCases.map(\.rawValue)
        let list = names.map { "'\($0)'" }.joined(separator: ", ")
        diagnostics.error("unknown \(key) '\(text.value)' (expected one of \(list))"
            + Suggestions.didYouMean(text.value, in: names), at: node.location)
        return nil
    }

    /// A path relative to the project that stays inside it.
    mutating func relativePath(_ node: YAMLNode, key: String) -> Located<String>? {
        guard let text = string(node, key: key) else { return nil }
        let value = text.value
        if value.hasPrefix("/") || value.hasPrefix("~") || value.hasPrefix("\\")
            || (value.count >= 2 && value.dropFirst().first == ":") {
            diagnostics.error("`\(key)` must be relative to the manifest's folder, not absolute", at: node.location)
            return nil
        }
        var depth = 0
        for component in value.split(separator: "/", omittingEmptySubsequences: true) {
            if component == ".." { depth -= 1 } else if component != "." { depth += 1 }
            if depth < 0 {
                diagnostics.error("`\(key)` must stay inside the project, but '\(value)' leaves it",
                                  at: node.location)
                return nil
            }
        }
        return text
    }

    /// Items of a list; a missing list (`key:` with nothing) is empty.
    mutating func list(_ node: YAMLNode, message: String) -> [YAMLNode]? {
        if node.isNull { return [] }
        guard let items = node.items else {
            diagnostics.error(message, at: node.location)
            return nil
        }
        return items
    }
}
