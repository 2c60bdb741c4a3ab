/// One-line explanations of policies, for doc comments and `scaffold list`.
enum PolicyDescriptions {
    static func summary(_ policy: Policy?, shape: ForwardingShape) -> String {
        switch shape {
        case .void: return "Calls every leaf, in order."
        case .completion(_, nil):
            return "Calls every leaf, in order, each with its own handler; the system's handler runs once, after "
                + "every leaf called back or the deadline passed."
        case .valueAndListCompletion:
            return "Calls every leaf, in order; true if any leaf takes the activity. The restoration handler runs "
                + "once, with every leaf's objects, after the leaves that took it called back."
        case .async:
            return "Awaits every leaf, in order" + (policy.map { "; \(combining($0))." } ?? ".")
        case .completion:
            return "Calls every leaf, in order, each with its own handler; the system's handler runs once, after every "
                + "leaf called back or the deadline passed, with the answers combined: "
                + (policy.map { combining($0) } ?? "") + "."
        case .value:
            guard let policy else { return "Calls every leaf, in order." }
            if policy == .first { return "Calls the leaves in order until one answers true or non-nil." }
            return "Calls every leaf, in order; \(combining(policy))."
        }
    }

    /// The summary of a completion-handler method whose leaves implement its async form.
    static func asyncSpellingSummary(_ policy: Policy?) -> String {
        "Awaits every leaf's async form, in order" + (policy.map { "; \(combining($0))" } ?? "")
            + "; the system's handler runs once, with that answer, or when the deadline passed."
    }

    /// What the policy makes of the answers.
    static func combining(_ policy: Policy) -> String {
        switch policy {
        case .all: return "true only if every leaf answers true (policy `all`)"
        case .any: return "true if any leaf answers true (policy `any`)"
        case .first: return "the first leaf's true or non-nil answer (policy `first`)"
        case .firstNonNil: return "the first non-nil answer (policy `firstNonNil`)"
        case .union: return "the union of the answers (policy `union`)"
        case .intersection: return "the intersection of the leaves that have an opinion (policy `intersection`)"
        case .fetchResult: return "newData over failed over noData (policy `fetchResult`)"
        }
    }
}
