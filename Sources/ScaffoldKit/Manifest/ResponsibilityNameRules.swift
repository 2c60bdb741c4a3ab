/// What a responsibility's name must look like: it starts a Swift type name (`Analytics` → `AnalyticsComponent`).
enum ResponsibilityNameRules {
    /// Why `name` cannot start the type name of a leaf, with a suggestion, or nil when it can. A valid
    /// identifier that does not start with an uppercase letter (`analytics2`) is refused too: it would make
    /// `analytics2Component`, and its property name would collide with the type's.
    static func problem(with name: String, pattern: Pattern) -> String? {
        if let problem = SwiftNameRules.problem(with: name) {
            return "it is not a valid Swift name: \(problem)" + suggestion(for: name)
        }
        guard let first = name.unicodeScalars.first, ("A"..."Z").contains(first) else {
            return "it must be UpperCamelCase, since it starts the type name "
                + "'\(GeneratedNames.leaf(name, pattern: pattern))'" + suggestion(for: name)
        }
        return nil
    }

    /// A warning for a name that repeats its pattern's suffix (`LoggingComponent` makes
    /// `LoggingComponentComponent`), or nil.
    static func repeatedSuffix(_ name: String, pattern: Pattern) -> String? {
        let suffix = SwiftNaming.upperFirst(pattern.rawValue)
        guard name.hasSuffix(suffix), name.count > suffix.count else { return nil }
        return "responsibility '\(name)' makes the type '\(GeneratedNames.leaf(name, pattern: pattern))'; "
            + "did you mean '\(name.dropLast(suffix.count))'? (scaffold adds '\(suffix)' itself)"
    }

    /// `; did you mean 'Analytics2'?` for `analytics2` or `push-notifications`; empty when nothing fits.
    private static func suggestion(for name: String) -> String {
        var words: [String] = [""]
        for scalar in name.unicodeScalars {
            if SwiftNameRules.isIdentifierScalar(scalar) && scalar != "_" {
                words[words.count - 1].unicodeScalars.append(scalar)
            } else {
                words.append("")
            }
        }
        var candidate = words.map(SwiftNaming.upperFirst).joined()
        while let first = candidate.unicodeScalars.first, SwiftNameRules.isDigit(first) { candidate.removeFirst() }
        guard !candidate.isEmpty, candidate != name, problem(with: candidate, pattern: .component) == nil
        else { return "" }
        return "; did you mean '\(candidate)'?"
    }
}
