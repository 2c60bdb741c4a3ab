/// The responsibility keys `scaffold adopt` and peel-offs write beside `methods`: the `#if` conditions of listed
/// methods, member lookup through the composite, and the leaves a leaf is built with.
extension ManifestDecoding {
    mutating func readLeafWiring(_ keys: KeyedPairs, into responsibility: inout Responsibility,
                                 written: [String]) {
        let isComponent = responsibility.pattern.value == .component
        if let pair = keys["conditions"] {
            responsibility.conditions = conditionMap(pair.value, responsibility: responsibility, written: written)
        }
        if let pair = keys["memberLookup"], let flag = flag(pair.value, key: "memberLookup") {
            if flag.value && !isComponent {
                diagnostics.error("only a component can have `memberLookup`", at: pair.key.location)
            }
            responsibility.hasMemberLookup = flag.value
        }
        if let pair = keys["uses"] {
            if !isComponent {
                diagnostics.error("only a component can have `uses`", at: pair.key.location)
            }
            let message = "`uses` must be a list of responsibility names"
            for item in list(pair.value, message: message) ?? [] {
                if let name = typeName(item, key: "uses", what: "responsibility name") {
                    responsibility.uses.append(name)
                }
            }
        }
    }

    /// At most one leaf of a composite has `memberLookup` (two would make `appDelegate.x` ambiguous); `uses` names
    /// components of the same composite listed before it, which the composite builds first.
    mutating func checkLeafWiring(_ responsibilities: [Responsibility]) {
        let lookups = responsibilities.filter(\.hasMemberLookup)
        if lookups.count > 1 {
            diagnostics.error("a composite has at most one responsibility with `memberLookup`",
                              at: lookups[1].location,
                              notes: [.note("'\(lookups[0].name.value)' has it", at: lookups[0].location)])
        }
        for (position, responsibility) in responsibilities.enumerated() {
            for used in responsibility.uses {
                guard let index = responsibilities.firstIndex(where: { $0.name.value == used.value }) else {
                    diagnostics.error("'\(responsibility.name.value)' uses '\(used.value)', which is no responsibility "
                        + "of this composite" + Suggestions.didYouMean(used.value,
                                                                       in: responsibilities.map(\.name.value)),
                                      at: used.location)
                    continue
                }
                if responsibilities[index].pattern.value != .component {
                    diagnostics.error("'\(used.value)' is a \(responsibilities[index].pattern.value.rawValue); "
                        + "`uses` names components", at: used.location)
                } else if index >= position {
                    diagnostics.error("'\(responsibility.name.value)' uses '\(used.value)', which must be listed "
                        + "before it: the composite builds its leaves in manifest order", at: used.location)
                }
            }
        }
    }

    /// `conditions`: listed method → a Swift compilation condition (`canImport(FirebaseMessaging)`, `DEBUG`).
    private mutating func conditionMap(_ node: YAMLNode, responsibility: Responsibility, written: [String])
        -> [(method: Located<String>, condition: Located<String>)] {
        if node.isNull { return [] }
        guard let pairs = node.pairs else {
            diagnostics.error("`conditions` must be a mapping from a method name to a compilation condition such as "
                + "'canImport(FirebaseMessaging)'", at: node.location)
            return []
        }
        var conditions: [(method: Located<String>, condition: Located<String>)] = []
        for pair in pairs {
            guard let method = pair.key.scalar else { continue }
            guard responsibility.methods.contains(where: { $0.value == method }) else {
                if written.contains(method) { continue }
                diagnostics.error("condition for '\(method)', which '\(responsibility.name.value)' does not list in "
                    + "`methods`" + Suggestions.didYouMean(method, in: responsibility.methods.map(\.value)),
                                  at: pair.key.location)
                continue
            }
            guard let condition = string(pair.value, key: "conditions") else { continue }
            if let problem = Self.conditionProblem(condition.value) {
                diagnostics.error("'\(condition.value)' is not a compilation condition: \(problem)",
                                  at: condition.location)
                continue
            }
            conditions.append((Located(method, at: pair.key.location), condition))
        }
        return conditions
    }

    /// Why `text` cannot follow `#if` on one line (unbalanced parentheses, a line break, a comment), or nil.
    static func conditionProblem(_ text: String) -> String? {
        var depth = 0
        for character in text {
            switch character {
            case "(": depth += 1
            case ")":
                depth -= 1
                if depth < 0 { return "a ')' closes nothing" }
            case "\n", "\r": return "it spans lines"
            case "/", "#", "\"", "'": return "it contains '\(character)'"
            default: continue
            }
        }
        return depth == 0 ? nil : "a '(' is not closed"
    }
}
