/// The composite's methods as the templates see them (`methods`, `unlisted`, `leaf.methods`), held as values until
/// the method model replaces `MethodContext`: the one place that builds them and patches them for the composite.
/// (Lead: when `MethodModel` lands, this file becomes its builder and `TemplateValue` here becomes `MethodModel`.)
struct CompositeMethods {
    /// One per `plan.methods`, in its order.
    let forwarded: [TemplateValue]
    /// One per `plan.unlisted`, in its order: the requirements no leaf lists, answering `ownAnswer`.
    let unlisted: [TemplateValue]
    private let selectors: [String]
    private let bySelector: [String: TemplateValue]

    /// - Parameter swift: writes the declarations and calls (through their templates).
    init(_ plan: ForwardingPlan, swift: SwiftSignature) throws {
        let idents = MethodContext.uniqueIdentifiers(plan.methods.map(\.requirement))
        let launchSelector = LaunchModel.startsLaunch(plan)
            ? LaunchRequirement.find(in: plan.protocolSpec)?.selector : nil
        let adopted = plan.components.first(where: \.isAdopted)?.propertyName
        forwarded = try zip(plan.methods, idents).map { method, ident in
            let context = try MethodContext.make(method, swift: swift, isMainActor: plan.isMainActor, ident: ident,
                                                 launchSelector: launchSelector)
            return Self.handedToAdoptedLeaf(context, method, adopted: adopted)
        }
        unlisted = try plan.unlisted.map { method in
            let context = try MethodContext.make(method, swift: swift, isMainActor: plan.isMainActor)
            guard method.shape != .void, case .object(var fields) = context else { return context }
            fields["defaultAnswer"] = method.ownAnswer.map { .string($0) } ?? .null
            return .object(fields)
        }
        selectors = plan.methods.map(\.requirement.selector)
        var bySelector: [String: TemplateValue] = [:]
        for (selector, method) in zip(selectors, forwarded) { bySelector[selector] = method }
        self.bySelector = bySelector
    }

    /// A method only the adopted leaf lists is handed straight to it (`direct`: the leaf's property): the system's
    /// own completion handler, the leaf's own answer, as before the adoption. When the leaf implements the async
    /// form (`… async` in scaffold.yml), so does the composite, which awaits it, as the original did (Swift calls
    /// the system's completion handler with its answer).
    private static func handedToAdoptedLeaf(_ context: TemplateValue, _ method: ForwardedMethod, adopted: String?)
        -> TemplateValue
    {
        guard case .object(var fields) = context else { return context }
        let direct = adopted.flatMap { method.leafProperties == [$0] ? $0 : nil }
        fields["direct"] = direct.map { .string($0) } ?? .null
        if direct != nil && method.isSpelledAsync, let signature = fields["componentSignature"],
           let call = fields["asyncCall"] {
            fields["signature"] = signature
            fields["call"] = call
            fields["isAsync"] = true
            fields["throws"] = .bool(method.componentRequirement.throwsClause != nil)
        }
        return .object(fields)
    }

    /// The forwarded methods whose selector `include` accepts, in order.
    func forwarded(where include: (String) -> Bool) -> [TemplateValue] {
        zip(selectors, forwarded).compactMap { include($0) ? $1 : nil }
    }

    /// The forwarded methods with these selectors, in the order given (those the composite does not forward are
    /// left out).
    func forwarded(_ wanted: [String]) -> [TemplateValue] {
        wanted.compactMap { bySelector[$0] }
    }
}
