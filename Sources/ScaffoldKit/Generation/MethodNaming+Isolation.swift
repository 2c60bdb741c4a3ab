/// What a method's model needs from how it is declared rather than from its policy: isolation hops for protocols
/// that are not `@MainActor` (`MethodModel.hop`), variadic parameters, and throwing.
extension MethodNaming {
    /// What the doc comments of a throwing requirement's forwarders say.
    static let throwingNote = "Throwing: stops at the first error a leaf throws and rethrows it; later leaves are "
        + "not called."

    /// The parameters a forwarder of a protocol that is not `@MainActor` hands over to the main actor, in a
    /// `Handover` (one, or a tuple of them), since the SDK's are not `Sendable` (`UNNotification`); nil when it has
    /// none.
    /// An `inout` parameter is not carried (a copy would lose the leaves' changes): it is used in place.
    static func handover(of requirement: MethodRequirement) -> [String]? {
        let names = requirement.parameters.filter { !$0.isInout }.map(\.name)
        return names.isEmpty ? nil : names
    }

    /// One identifier per requirement, in order: `identifier(for:)`, with the parameter names added where two
    /// requirements would share one (`applicationDidUpdate(_:)` and `application(_:didUpdate:)`), then a number.
    static func uniqueIdentifiers(_ requirements: [MethodRequirement]) -> [String] {
        let plain = requirements.map(identifier(for:))
        // Nearly always no two share one: then each is its plain identifier.
        var seen = Set<String>(minimumCapacity: plain.count)
        if plain.allSatisfy({ seen.insert($0).inserted }) { return plain }
        var counts: [String: Int] = [:]
        for ident in plain { counts[ident, default: 0] += 1 }
        var used: Set<String> = []
        return zip(requirements, plain).map { requirement, ident in
            var result = ident
            if counts[ident, default: 0] > 1 {
                result = requirement.name + requirement.parameters.map {
                    SwiftNaming.upperFirst($0.label ?? $0.name)
                }.joined()
            }
            var number = 2
            let base = result
            while used.contains(result) {
                result = base + String(number)
                number += 1
            }
            used.insert(result)
            return result
        }
    }
}

extension ForwardedMethod {
    /// Whether the forwarder of a protocol that is not `@MainActor` hands arguments over to the main actor.
    var handsOver: Bool {
        MethodNaming.handover(of: requirement) != nil
    }

    /// Whether the forwarder of a protocol that is not `@MainActor` runs the leaves through `onMainActor`, which
    /// may run them later: not when they throw or change an `inout` argument, since the caller needs that at once.
    var hopsToMainActor: Bool {
        guard requirement.throwsClause == nil, !requirement.parameters.contains(where: \.isInout) else { return false }
        switch shape {
        case .void, .completion: return true
        default: return false
        }
    }
}

extension ForwardingShape {
    var isAsync: Bool {
        if case .async = self { return true }
        return false
    }
}
