/// The composite's methods as the templates see them (`methods`, `unlisted`, `leaf.methods`): each method's model
/// (`MethodModel.models`) converted once, however many files and leaves list it; the value is kept, not the model
/// (a copy of the value is one reference, and no code reads a method's model after this).
struct CompositeMethods {
    /// One per `plan.methods`, in its order.
    let forwarded: [TemplateValue]
    /// One per `plan.unlisted`, in its order: the requirements no leaf lists, answering `ownAnswer`.
    let unlisted: [TemplateValue]
    private let selectors: [String]
    /// Where each selector's method is in `forwarded`.
    private let positions: [String: Int]

    /// - Parameter swift: writes the declarations and calls (through their templates).
    init(_ plan: ForwardingPlan, swift: SwiftSignature) {
        let launchSelector = LaunchModel.startsLaunch(plan)
            ? LaunchRequirement.find(in: plan.protocolSpec, index: plan.selectorIndex)?.selector : nil
        (forwarded, unlisted) = MethodModel.models(for: plan, swift: swift, launchSelector: launchSelector) {
            $0.templateValue
        }
        selectors = plan.methods.map(\.requirement.selector)
        var positions = [String: Int](minimumCapacity: selectors.count)
        for (position, selector) in selectors.enumerated() { positions[selector] = position }
        self.positions = positions
    }

    /// The forwarded methods whose selector `include` accepts, in order.
    func forwarded(where include: (String) -> Bool) -> [TemplateValue] {
        zip(selectors, forwarded).compactMap { include($0) ? $1 : nil }
    }

    /// The forwarded methods with these selectors, in the order given (those the composite does not forward are
    /// left out).
    func forwarded(_ wanted: [String]) -> [TemplateValue] {
        var found: [TemplateValue] = []
        found.reserveCapacity(wanted.count)
        for selector in wanted {
            if let position = positions[selector] { found.append(forwarded[position]) }
        }
        return found
    }
}
