/// The requirements a leaf method that implements none was probably meant to implement, closest first.
enum LeafSuggestions {
    /// Same base name and number of parameters with few differences first (fewest first), then names within
    /// typo distance (nearest first); each requirement once, with what differs.
    static func ranked(_ function: MethodRequirement, among candidates: [LeafRequirements.Candidate])
        -> [(LeafRequirements.Candidate, String)]
    {
        var scored: [(rank: (Int, Int), order: Int, candidate: LeafRequirements.Candidate, difference: String)] = []
        var seen: Set<String> = []
        for (order, candidate) in candidates.enumerated() {
            let witness = candidate.witness
            guard witness.name == function.name, witness.parameters.count == function.parameters.count else { continue }
            let count = WitnessMatch.differenceCount(function, witness)
            let difference = WitnessMatch.parameterDifference(function, witness)
                ?? WitnessMatch.problem(function, witness)
            guard let difference, count < max(2, function.parameters.count),
                  labelsAreNear(function, witness) else { continue }
            if seen.insert(witness.selector).inserted { scored.append(((0, count), order, candidate, difference)) }
        }
        let target = Array(function.swiftName.lowercased().unicodeScalars)
        let names = candidates.map(\.witness.swiftName)
        for name in Suggestions.nearest(to: function.swiftName, in: names, limit: 3) {
            let named = candidates.enumerated().first { $0.element.witness.swiftName == name }
            guard let (order, candidate) = named, seen.insert(candidate.witness.selector).inserted else { continue }
            let distance = Suggestions.editDistance(target, Array(name.lowercased().unicodeScalars))
            scored.append(((1, distance), order, candidate,
                           "the name differs: '\(function.swiftName)' is not '\(name)'"))
        }
        scored.sort { ($0.rank.0, $0.rank.1, $0.order) < ($1.rank.0, $1.rank.1, $1.order) }
        return scored.map { ($0.candidate, $0.difference) }
    }

    /// Whether every label that differs is a typo away (`didFailToRegisterForRemoteNotificationsWith` for
    /// `…WithError`), not another method's (`performActionFor`).
    private static func labelsAreNear(_ function: MethodRequirement, _ requirement: MethodRequirement) -> Bool {
        zip(function.parameters, requirement.parameters).allSatisfy { leaf, required in
            guard let written = leaf.label, let wanted = required.label, written != wanted else {
                return leaf.label == required.label || leaf.label == nil || required.label == nil
            }
            return Suggestions.nearest(to: written, in: [wanted]) != nil
        }
    }
}
