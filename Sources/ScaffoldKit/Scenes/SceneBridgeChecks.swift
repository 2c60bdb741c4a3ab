/// What an app delegate's leaves list, checked against the scene life cycle: with `scenes:`, the scene
/// configuration belongs to the composite; without it, each deprecated UI life-cycle method gets advice.
enum SceneBridgeChecks {
    /// Errors: a leaf listing `application(_:configurationForConnecting:options:)` while `scenes:` is set.
    static func problems(in plan: ForwardingPlan) -> [Diagnostic] {
        guard let scenes = plan.composite.scenes else { return [] }
        return listings(in: plan).compactMap { selector, method, leaf in
            guard selector == SceneBridgeMethods.configuration else { return nil }
            return .error("'\(leaf)' lists '\(method.value)', but with `scenes: \(scenes.value)` "
                + "\(plan.composite.name.value) "
                + "answers it itself: every scene must be configured with \(scenes.value), the scene delegate that "
                + "delivers the scene life cycle to the leaves; remove it here (or remove `scenes:` and write your "
                + "own scene delegate)", at: method.location,
                notes: [.note("`scenes:` is set here", at: scenes.location)])
        }
    }

    /// Warnings: each deprecated (iOS 26) UI life-cycle method a leaf of an app delegate without `scenes:` lists.
    static func advice(for plan: ForwardingPlan) -> [Diagnostic] {
        guard plan.composite.scenes == nil, plan.isCatalogProtocol,
              plan.protocolSpec.name == SceneBridgeMethods.appProtocol else { return [] }
        return listings(in: plan).compactMap { selector, method, leaf in
            guard let bridged = SceneBridgeMethods.bridged(selector),
                  plan.protocolSpec.method(named: selector)?.isDeprecated == true else { return nil }
            return .warning("'\(leaf)' lists '\(method.value)', deprecated in iOS 26: under the scene life cycle "
                + "(mandatory after iOS 26, TN3187) UIKit calls '\(bridged.scene)' instead; add `scenes: "
                + "SceneDelegate` to '\(plan.composite.name.value)' and scaffold generates the scene delegate that "
                + "delivers it to this leaf", at: method.location)
        }
    }

    /// Every method the responsibilities list that the protocol has: its selector, the listed name, the leaf.
    private static func listings(in plan: ForwardingPlan) -> [(String, Located<String>, String)] {
        let index = SelectorIndex(plan.protocolSpec)
        return plan.composite.responsibilities.flatMap { responsibility in
            responsibility.methods.compactMap { method in
                index.first(method.value).map { (index.selectors[$0], method, responsibility.name.value) }
            }
        }
    }
}
