/// What an app delegate's leaves list, checked against the scene life cycle: without `scenes:`, each deprecated UI
/// life-cycle method gets advice. (With it, a leaf may list `application(_:configurationForConnecting:options:)`:
/// the bridge asks it for the scene roles other than the app's windows, `SceneBridgeApp.swift.template`.)
enum SceneBridgeChecks {
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
                + "(mandatory after iOS 26, TN3187) UIKit calls '\(bridged.scene)' instead; `scaffold migrate` sets "
                + "`scenes: SceneDelegate` on '\(plan.composite.name.value)' and the scene manifest in Info.plist, and "
                + "the scene delegate scaffold generates delivers it to this leaf", at: method.location)
        }
    }
}
