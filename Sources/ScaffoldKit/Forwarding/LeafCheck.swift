/// The audit of one leaf file's functions against the requirements (see `LeafAudit`).
struct LeafCheck {
    let leaf: LeafPlan
    let requirements: LeafRequirements
    let facts: LeafFileFacts
    /// Where the leaf's responsibility is declared in the manifest.
    let entry: SourceLocation?
    private let listed: Set<String>
    /// Method-name prefixes of the other protocols the leaf adopts (`LeafFileFacts.methodPrefixes`).
    private let otherPrefixes: [String]
    /// The listed requirements a function of the file implements exactly: another function of the same name
    /// there is a helper (the SDK's spelling an adapter of a peel-off calls), not a requirement missed.
    var implemented: Set<String> = []

    /// - Parameter adopted: what the leaf's declaration and extensions in its file list after `:`.
    init(leaf: LeafPlan, requirements: LeafRequirements, facts: LeafFileFacts,
         adopted: [String], entry: SourceLocation?) {
        self.leaf = leaf
        self.requirements = requirements
        self.facts = facts
        self.entry = entry
        listed = Set(leaf.selectors)
        otherPrefixes = adopted.filter { !requirements.compositeProtocols.contains($0) }
            .flatMap(LeafFileFacts.methodPrefixes)
    }

    /// The finding about `function`, or nil when there is nothing to report.
    func finding(_ function: MethodRequirement) -> Diagnostic? {
        guard !facts.isIgnored(line: function.location.line) else { return nil }
        let named = requirements.byName[function.swiftName] ?? []
        // The composite calls an adopted leaf (`scaffold adopt`) directly, with the protocol's own signature, and
        // the leaf holds the original class's helpers: a method named after a listed requirement is called.
        if leaf.isAdopted && named.contains(where: { listed.contains($0.selector) }) { return nil }
        if let selector = named.first(where: { implements(function, $0) })?.selector {
            // An adopted leaf may implement a requirement scaffold.yml cannot list (its name also means another's
            // async form): the composite implements it through the leaf's member forwarders.
            guard !listed.contains(selector),
                  !(leaf.isAdopted && requirements.selectorIndex.isUnlistable(selector)),
                  !belongsToAnotherProtocol(function) else { return nil }
            return .warning(
                "'\(leaf.typeName)' implements '\(selector)' but scaffold.yml does not list it for "
                    + "'\(leaf.name)', so it is never called; add it to the responsibility's methods",
                at: function.location,
                notes: entry.map { [.note("'\(leaf.name)' is declared here", at: $0)] } ?? [])
        }
        if let required = named.first(where: { listed.contains($0.selector) && $0.isForwarded }),
           !implemented.contains(required.selector), let problem = WitnessMatch.problem(function, required.witness) {
            return .error(
                "'\(function.swiftName)' in '\(leaf.typeName)' does not implement the requirement of "
                    + "'\(componentProtocol)' it is named after, so the composite never calls it: \(problem)",
                at: function.location, notes: [note(required)])
        }
        guard !belongsToAnotherProtocol(function), !leaf.isAdopted,
              !named.contains(where: { implemented.contains($0.selector) }) else { return nil }
        return nearMiss(function)
    }

    private var componentProtocol: String { requirements.componentProtocol }

    /// The listed requirements `functions` implement exactly.
    func exactlyImplemented(by functions: [MethodRequirement]) -> Set<String> {
        var found: Set<String> = []
        for function in functions {
            for candidate in requirements.byName[function.swiftName] ?? []
            where listed.contains(candidate.selector) && candidate.isForwarded
                && WitnessMatch.problem(function, candidate.witness) == nil {
                found.insert(candidate.selector)
            }
        }
        return found
    }

    /// A requirement of the component protocol must be matched exactly; one no leaf lists (not in the component
    /// protocol) is implemented by a method with its parameters, whatever it returns.
    private func implements(_ function: MethodRequirement, _ candidate: LeafRequirements.Candidate) -> Bool {
        candidate.isForwarded ? WitnessMatch.problem(function, candidate.witness) == nil
            : WitnessMatch.parameterDifference(function, candidate.witness) == nil
                && function.isAsync == candidate.witness.isAsync
    }

    private func belongsToAnotherProtocol(_ function: MethodRequirement) -> Bool {
        otherPrefixes.contains { function.name.hasPrefix($0) }
    }

    /// The warning for a function near some requirement, with the nearest ones in order of closeness; nil when
    /// none is near (a helper).
    private func nearMiss(_ function: MethodRequirement) -> Diagnostic? {
        let ranked = LeafSuggestions.ranked(function, among: requirements.all)
        guard let (nearest, difference) = ranked.first else { return nil }
        var message = "'\(function.swiftName)' in '\(leaf.typeName)' matches no requirement of '\(componentProtocol)' "
            + "and is never called; nearest requirement: '\(nearest.witness.selector)' (\(difference))"
        let others = ranked.dropFirst().prefix(2).map { "'\($0.0.witness.selector)'" }
        if !others.isEmpty { message += "; then " + others.joined(separator: ", ") }
        return .warning(message, at: function.location, notes: [note(nearest)])
    }

    private func note(_ candidate: LeafRequirements.Candidate) -> Diagnostic {
        .note("'\(candidate.witness.selector)' is declared here", at: candidate.declaration)
    }
}
