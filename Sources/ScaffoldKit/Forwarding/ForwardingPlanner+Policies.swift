/// How the planner picks the policy that combines a method's answers: the manifest's, the requirement's doc
/// comment's, else the default for the value's type.
extension ForwardingPlanner {
    static func resolvePolicy(_ context: MethodInPlanning, valueType: SwiftType) throws
        -> (Policy, PolicySource)
    {
        if let override = context.override { return (override.value, .manifest) }
        if let annotated = context.requirement.annotations["policy"] {
            guard let policy = Policy(rawValue: annotated) else {
                throw Diagnostic.error("unknown policy '\(annotated)' in the doc comment of '"
                    + "\(context.requirement.selector)'" + Suggestions.didYouMean(annotated,
                        in: Policy.allCases.map(\.rawValue)), at: context.requirement.location)
            }
            return (policy, .annotation)
        }
        if let policy = PolicyRules.defaultPolicy(for: valueType, optionSets: context.optionSets) {
            return (policy, .shape)
        }
        throw Diagnostic.error(
            "'\(context.requirement.selector)' returns '\(valueType)', which scaffold cannot combine without a policy; "
                + "add 'policies: {\(context.requirement.selector): POLICY}' to the responsibility or "
                + "'- scaffold.policy: POLICY' to the requirement's doc comment",
            at: context.firstListing)
    }

    /// Manifest policy overrides by method; two responsibilities naming different policies is an error.
    static func policyOverrides(_ composite: CompositeSpec, diagnostics: inout Diagnostics)
        -> [String: Located<Policy>]
    {
        var result: [String: Located<Policy>] = [:]
        for responsibility in composite.responsibilities {
            for (method, policy) in responsibility.policies {
                if let earlier = result[method.value], earlier.value != policy.value {
                    diagnostics.error(
                        "'\(method.value)' gets policy '\(policy.value.rawValue)' here but '\(earlier.value.rawValue)' "
                            + "elsewhere; one composite combines a method one way",
                        at: policy.location, notes: [.note("policy '\(earlier.value.rawValue)' set here",
                                                           at: earlier.location)])
                } else if result[method.value] == nil {
                    result[method.value] = policy
                }
            }
        }
        return result
    }

    /// The default policy of a requirement as `scaffold protocols` shows it: `all`, `once`, `-`.
    /// `method`'s default policy in `spec` as `scaffold protocols NAME` shows it, or why it has none.
    public static func defaultPolicy(of method: MethodRequirement, in spec: ProtocolSpec) -> String {
        switch MethodShape.shape(of: method) {
        case .success(let shape): return describe(method, shape: shape, optionSets: spec.optionSetTypes)
        case .failure: return "(cannot be forwarded)"
        }
    }

    static func describe(_ method: MethodRequirement, shape: ForwardingShape, optionSets: [String] = []) -> String {
        let context = MethodInPlanning(requirement: method, override: nil, firstListing: method.location,
                                       optionSets: optionSets)
        guard let valueType = combinedValueType(of: shape, requirement: method) else {
            if case .completion = shape { return "once" }
            return "-"
        }
        guard let (policy, _) = try? resolvePolicy(context, valueType: valueType) else { return "(needs a policy)" }
        return policy.rawValue
    }
}
