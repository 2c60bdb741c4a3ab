extension ManifestDecoding {
    /// One entry of `responsibilities`, or nil when it cannot be read at all.
    mutating func responsibility(_ node: YAMLNode) -> Responsibility? {
        let start = node.dash ?? node.location
        guard let pairs = node.pairs else {
            diagnostics.error("a responsibility must be a mapping such as '- name: Analytics'", at: node.location)
            return nil
        }
        let keys = checkKeys(pairs, allowed: ManifestKeys.responsibility)
        guard let nameNode = keys["name"] else {
            diagnostics.error("this responsibility has no `name`", at: node.location)
            return nil
        }
        guard let name = typeName(nameNode.value, key: "name", what: "responsibility name") else { return nil }
        let pattern = keys["pattern"].flatMap { choice($0.value, key: "pattern", as: Pattern.self) }
            ?? Located(.component, at: node.location)
        if let problem = ResponsibilityNameRules.problem(with: name.value, pattern: pattern.value) {
            diagnostics.error("responsibility name '\(name.value)' cannot be used: \(problem)", at: name.location)
            return nil
        }
        if pattern.value == .command {
            for key in ["methods", "policies"] {
                if let pair = keys[key] {
                    diagnostics.error("a command has no `\(key)`: it runs once at launch; "
                        + "use 'pattern: component' to receive delegate methods", at: pair.key.location)
                }
            }
        }
        if pattern.value != .listener, let pair = keys["events"] {
            diagnostics.error("`events` is only for listeners ('pattern: listener')", at: pair.key.location)
        }
        let methods = keys["methods"].map { methodNames($0.value) } ?? []
        // A policy for a listed method whose name is already reported as invalid is not a second mistake.
        let written = keys["policies"] == nil && keys["conditions"] == nil ? []
            : keys["methods"]?.value.items?.compactMap(\.scalar) ?? []
        let policies = keys["policies"].map { policyMap($0.value, methods: methods, written: written,
                                                          methodsKey: keys["methods"]?.key, name: name) } ?? []
        let events = keys["events"].map { eventNames($0.value) } ?? []
        var responsibility = Responsibility(name: name, pattern: pattern, methods: methods, policies: policies,
                                            events: events, location: start)
        if let pair = keys["adopted"], let flag = flag(pair.value, key: "adopted") {
            if flag.value && pattern.value != .component {
                diagnostics.error("only a component can be `adopted`", at: pair.key.location)
            }
            responsibility.isAdopted = flag.value
        }
        readLeafWiring(keys, into: &responsibility, written: written)
        readLaunchOrder(keys, into: &responsibility)
        return responsibility
    }

    private mutating func methodNames(_ node: YAMLNode) -> [Located<String>] {
        let message = "`methods` must be a list of method names"
        guard let items = list(node, message: message) else { return [] }
        var methods: [Located<String>] = []
        methods.reserveCapacity(items.count)
        var listed = FirstOccurrences()
        for item in items {
            guard let text = item.scalar, !item.isNull else {
                diagnostics.error(message, at: item.location)
                continue
            }
            guard SwiftNameRules.isMethodName(text) else {
                diagnostics.error("'\(text)' is not a Swift method name such as "
                    + "'application(_:didFinishLaunchingWithOptions:)'", at: item.location)
                continue
            }
            if let earlier = listed.insert(text, at: item.location) {
                diagnostics.error("method '\(text)' is listed twice", at: item.location,
                                  notes: [.note("'\(text)' is first listed here", at: earlier)])
                continue
            }
            methods.append(Located(text, at: item.location))
        }
        return methods
    }

    private mutating func policyMap(_ node: YAMLNode, methods: [Located<String>], written: [String],
                                    methodsKey: YAMLNode?, name: Located<String>)
        -> [(method: Located<String>, policy: Located<Policy>)] {
        if node.isNull { return [] }
        guard let pairs = node.pairs else {
            diagnostics.error("`policies` must be a mapping from a method name to a policy", at: node.location)
            return []
        }
        var policies: [(method: Located<String>, policy: Located<Policy>)] = []
        for pair in pairs {
            guard let method = pair.key.scalar else { continue }
            let policy = choice(pair.value, key: "policy", as: Policy.self)
            guard methods.contains(where: { $0.value == method }) else {
                if written.contains(method) { continue }
                let listed = methods.map(\.value)
                let note: Diagnostic = methodsKey.map {
                    .note("'\(name.value)' lists its methods here", at: $0.location)
                } ?? .note("'\(name.value)' lists no methods", at: name.location)
                diagnostics.error("policy for '\(method)', which '\(name.value)' does not list in `methods`"
                    + Suggestions.didYouMean(method, in: listed), at: pair.key.location, notes: [note])
                continue
            }
            if let policy { policies.append((Located(method, at: pair.key.location), policy)) }
        }
        return policies
    }

    private mutating func eventNames(_ node: YAMLNode) -> [Located<String>] {
        let message = "`events` must be a list of event names"
        guard let items = list(node, message: message) else { return [] }
        var events: [Located<String>] = []
        for item in items {
            guard let text = item.scalar, !item.isNull else {
                diagnostics.error(message, at: item.location)
                continue
            }
            if let problem = SwiftNameRules.problem(with: text) {
                diagnostics.error("event '\(text)' is not a valid name: \(problem)", at: item.location)
                continue
            }
            events.append(Located(text, at: item.location))
        }
        return events
    }
}
