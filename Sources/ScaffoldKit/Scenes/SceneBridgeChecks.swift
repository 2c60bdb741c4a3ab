/// What an app delegate's leaves list, checked against the scene life cycle: with `scenes:`, the scene
/// configuration belongs to the composite; without it, each deprecated UI life-cycle method gets advice.
enum SceneBridgeChecks {
    /// Errors: a leaf listing `application(_:configurationForConnecting:options:)` while `scenes:` is set.
    static func problems(in plan: ForwardingPlan) -> [Diagnostic] {
        guard let scenes = plan.composite.scenes else { return [] }
        return plan.listings.compactMap { listing in
            guard listing.selector == SceneBridgeMethods.configuration else { return nil }
            let (method, leaf) = (listing.method, listing.responsibility)
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
        guard plan.composite.scenes == nil, plan.isCatalogProtocol, plan.protocolSpec.role == .appDelegate
        else { return [] }
        return plan.listings.compactMap { listing in
            let (method, leaf) = (listing.method, listing.responsibility)
            let position = plan.selectorIndex.first(listing.selector)
            guard let bridged = SceneBridgeMethods.bridged(listing.selector),
                  let position, plan.protocolSpec.methods[position].isDeprecated else { return nil }
            return .warning("'\(leaf)' lists '\(method.value)', deprecated in iOS 26: under the scene life cycle "
                + "(mandatory after iOS 26, TN3187) UIKit calls '\(bridged.scene)' instead; add `scenes: "
                + "SceneDelegate` to '\(plan.composite.name.value)' and scaffold generates the scene delegate that "
                + "delivers it to this leaf", at: method.location)
        }
    }
}
