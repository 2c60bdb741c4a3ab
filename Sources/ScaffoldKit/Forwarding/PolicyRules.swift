/// What each policy needs of a value type, the neutral answer it implies, and whether a fallback is needed.
enum PolicyRules {
    struct Outcome {
        /// What a leaf returns: the protocol's type, or its optional when that type has no neutral value.
        var componentType: SwiftType
        var neutral: String
        /// True when the combined answer can be "no opinion" but the protocol's type is not optional.
        var needsFallback: Bool
    }

    /// The policy a value type gets when neither the manifest nor the protocol names one.
    /// - Parameter optionSets: the types the protocol's file declares as `OptionSet`s.
    static func defaultPolicy(for type: SwiftType, optionSets: [String] = []) -> Policy? {
        if isBool(type) { return .any }
        if type.isOptional { return .firstNonNil }
        if isFetchResult(type) { return .fetchResult }
        if looksLikeOptionSet(type) || optionSets.contains(type.unattributed.nominalName ?? "") { return .union }
        return nil
    }

    /// The outcome of combining `type` with `policy`, or why they do not fit.
    static func outcome(of policy: Policy, for type: SwiftType) -> Result<Outcome, Mismatch> {
        let plain = type.unattributed
        switch policy {
        case .all, .any:
            guard isBool(plain) else { return .failure(needs(policy, "Bool answers", plain)) }
            return .success(Outcome(componentType: plain, neutral: policy == .all ? "true" : "false",
                                    needsFallback: false))
        case .first:
            if isBool(plain) { return .success(Outcome(componentType: plain, neutral: "false", needsFallback: false)) }
            return .success(optionalOutcome(plain))
        case .firstNonNil:
            guard !isBool(plain) else { return .failure(needs(policy, "optional answers", plain)) }
            return .success(optionalOutcome(plain))
        case .union:
            guard !isBool(plain), !plain.isOptional else { return .failure(needs(policy, "option sets", plain)) }
            return .success(Outcome(componentType: plain, neutral: "[]", needsFallback: false))
        case .intersection:
            guard !isBool(plain) else { return .failure(needs(policy, "option sets", plain)) }
            return .success(optionalOutcome(plain))
        case .fetchResult:
            guard isFetchResult(plain) else { return .failure(needs(policy, "background fetch results", plain)) }
            return .success(Outcome(componentType: plain, neutral: ".noData", needsFallback: false))
        }
    }

    private static func optionalOutcome(_ type: SwiftType) -> Outcome {
        Outcome(componentType: type.optional, neutral: "nil", needsFallback: !type.isOptional)
    }

    /// Why a policy does not fit a type.
    struct Mismatch: Error {
        var reason: String
    }

    private static func needs(_ policy: Policy, _ what: String, _ type: SwiftType) -> Mismatch {
        Mismatch(reason: "policy '\(policy.rawValue)' combines \(what)")
    }

    static func isBool(_ type: SwiftType) -> Bool { type.unattributed.nominalName == "Bool" }

    static func isFetchResult(_ type: SwiftType) -> Bool {
        type.unattributed.nominalName?.hasSuffix("BackgroundFetchResult") ?? false
    }

    /// Apple's option sets end in `Options` or `Mask` (`UNNotificationPresentationOptions`,
    /// `UIInterfaceOrientationMask`); a user type is declared as one with an annotation or a manifest policy.
    static func looksLikeOptionSet(_ type: SwiftType) -> Bool {
        guard let name = type.unattributed.nominalName?.split(separator: ".").last else { return false }
        return name.hasSuffix("Options") || name.hasSuffix("Mask")
    }
}
