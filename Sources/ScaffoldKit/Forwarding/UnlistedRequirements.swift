/// The requirements of a Swift protocol that no leaf lists. Only `optional` requirements (of an `@objc` protocol) may
/// go unimplemented, so the composite answers each of the others itself, as a leaf with no opinion would: nothing
/// for a void method, the policy's neutral answer (`false` for `any`, `nil`, `[]`, `.noData`), else the
/// requirement's `- scaffold.fallback:` (issue 22, item 20). One it cannot answer is an error at the requirement.
enum UnlistedRequirements {
    /// The composite's own answers, in protocol order, and an error for each requirement it cannot answer.
    /// - Parameters:
    ///   - listed: by position, whether some leaf lists the method's Swift name (`SelectorIndex.selectors`).
    ///   - overrides: the manifest's policies, by Swift name.
    static func methods(of spec: ProtocolSpec, selectors: [String], listed: [Bool],
                        overrides: [String: Located<Policy>], diagnostics: inout Diagnostics) -> [ForwardedMethod] {
        selectors.indices.compactMap { position in
            let requirement = spec.methods[position]
            guard !listed[position], !requirement.isOptional,
                  !spec.defaultImplementations.contains(requirement.selector) else { return nil }
            return diagnostics.capture {
                try answer(requirement, protocolName: spec.name, override: overrides[selectors[position]]?.value,
                           optionSets: spec.optionSetTypes)
            }
        }
    }

    private static func answer(_ requirement: MethodRequirement, protocolName: String, override: Policy?,
                               optionSets: [String]) throws -> ForwardedMethod {
        let start = "'\(requirement.selector)' is a requirement of '\(protocolName)' that no responsibility lists"
        if requirement.isStatic {
            throw Diagnostic.error(start + ", and a static one, which the composite cannot answer; make it optional, "
                + "give it a default in an extension of '\(protocolName)' in its file, or remove it",
                at: requirement.location)
        }
        let shape: ForwardingShape
        switch MethodShape.shape(of: requirement) {
        case .success(let value): shape = value
        case .failure(let diagnostic):
            throw Diagnostic.error(start + ", so the composite answers it itself; but " + diagnostic.message,
                                   at: requirement.location)
        }
        let imports = CatalogAnnotations.splitList(requirement.annotations["imports"])
        let answer = { (policy: Policy?, outcome: PolicyRules.Outcome?, fallback: String?) in
            ForwardedMethod(requirement: requirement, shape: shape, policy: policy, policySource: .none,
                            componentValueType: outcome?.componentType, neutralValue: outcome?.neutral,
                            fallback: fallback, leafProperties: [], deferredLeafProperties: [], imports: imports,
                            isSpelledAsync: false)
        }
        guard let valueType = ForwardingPlanner.combinedValueType(of: shape, requirement: requirement) else {
            return answer(nil, nil, nil)
        }
        let annotated = requirement.annotations["policy"].flatMap(Policy.init(rawValue:))
        var combined: (policy: Policy, outcome: PolicyRules.Outcome)?
        if let policy = override ?? annotated ?? PolicyRules.defaultPolicy(for: valueType, optionSets: optionSets),
           case .success(let outcome) = PolicyRules.outcome(of: policy, for: valueType) {
            if !outcome.needsFallback { return answer(policy, outcome, nil) }
            combined = (policy, outcome)
        }
        guard let fallback = requirement.annotations["fallback"] else {
            throw Diagnostic.error(start + ", so the composite answers it itself; but '\(valueType)' has no neutral "
                + "answer: list it under a responsibility, or give it '- scaffold.fallback: EXPRESSION' in its doc "
                + "comment (what the composite answers)", at: requirement.location)
        }
        return answer(combined?.policy, combined?.outcome, fallback)
    }
}

extension ForwardedMethod {
    /// What the composite answers for a requirement no leaf lists: its fallback, else the neutral answer.
    var ownAnswer: String? {
        fallback ?? neutralValue
    }
}
