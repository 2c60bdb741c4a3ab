/// The composite's methods as the templates see them (`methods`, `unlisted`, `leaf.methods`): each method's model
/// (`MethodModel.models`), encoded once however many files and leaves list it.
struct CompositeMethods {
    /// One per `plan.methods`, in its order.
    let forwarded: [Encoded<MethodModel>]
    /// One per `plan.unlisted`, in its order: the requirements no leaf lists, answering `ownAnswer`.
    let unlisted: [Encoded<MethodModel>]
    private let selectors: [String]
    private let bySelector: [String: Encoded<MethodModel>]

    /// - Parameter swift: writes the declarations and calls (through their templates).
    init(_ plan: ForwardingPlan, swift: SwiftSignature) {
        let launchSelector = LaunchModel.startsLaunch(plan)
            ? LaunchRequirement.find(in: plan.protocolSpec, index: plan.selectorIndex)?.selector : nil
        let models = MethodModel.models(for: plan, swift: swift, launchSelector: launchSelector)
        forwarded = models.methods.map(Encoded.init)
        unlisted = models.unlisted.map(Encoded.init)
        selectors = plan.methods.map(\.requirement.selector)
        var bySelector: [String: Encoded<MethodModel>] = [:]
        for (selector, method) in zip(selectors, forwarded) { bySelector[selector] = method }
        self.bySelector = bySelector
    }

    /// The forwarded methods whose selector `include` accepts, in order.
    func forwarded(where include: (String) -> Bool) -> [Encoded<MethodModel>] {
        zip(selectors, forwarded).compactMap { include($0) ? $1 : nil }
    }

    /// The forwarded methods with these selectors, in the order given (those the composite does not forward are
    /// left out).
    func forwarded(_ wanted: [String]) -> [Encoded<MethodModel>] {
        wanted.compactMap { bySelector[$0] }
    }
}
