/// The models of every method a composite forwards, from its plan.
extension MethodModel {
    /// `methods`: the forwarded methods, in the plan's order, each with an identifier unique in the composite;
    /// `unlisted`: the requirements no leaf lists, which the composite answers itself (`ownAnswer`). A method only
    /// the adopted leaf lists is handed straight to it (`direct`); an Objective-C composite's have the bridge's
    /// spelling (`ObjCMethodSpelling`).
    /// - Parameter launchSelector: the launch method's selector when the composite does launch work of its own
    ///   (`LaunchModel`).
    static func models(for plan: ForwardingPlan, swift: SwiftSignature, launchSelector: String?)
        -> (methods: [MethodModel], unlisted: [MethodModel])
    {
        models(for: plan, swift: swift, launchSelector: launchSelector) { $0 }
    }

    /// `models(for:swift:launchSelector:)`, each handed to `convert` as soon as it is built and kept as what that
    /// answers (`CompositeMethods` keeps each method's template value, not its model).
    static func models<Converted>(for plan: ForwardingPlan, swift: SwiftSignature, launchSelector: String?,
                                  _ convert: (MethodModel) -> Converted)
        -> (methods: [Converted], unlisted: [Converted])
    {
        let idents = MethodNaming.uniqueIdentifiers(plan.methods.map(\.requirement))
        let adopted = plan.components.first(where: \.isAdopted)?.propertyName
        // The bridge has no composite instance to hold a deadline: the manifest's value is written in.
        let objcDeadline = plan.composite.style.value == .objc
            ? CompositeModel.deadlineLiteral(plan.composite.completionDeadline.value) : nil
        let launchCost = MethodLaunchCostModel.Plan(plan)
        var parameters = MethodParameters.Shared()
        var methods: [Converted] = []
        methods.reserveCapacity(plan.methods.count)
        for (method, ident) in zip(plan.methods, idents) {
            var model = MethodModel(method, swift: swift, isMainActor: plan.isMainActor, ident: ident,
                                    launchSelector: launchSelector,
                                    directLeaf: adopted.flatMap { method.leafProperties == [$0] ? $0 : nil },
                                    objcDeadline: objcDeadline,
                                    parameters: parameters.parameters(method.requirement.parameters))
            model.launchCost = launchCost.map { MethodLaunchCostModel(method, plan: $0) }
            if !method.deferredLeafProperties.isEmpty { model.leavingDeferredLeavesOut() }
            methods.append(convert(model))
        }
        var unlisted: [Converted] = []
        unlisted.reserveCapacity(plan.unlisted.count)
        for method in plan.unlisted {
            unlisted.append(convert(MethodModel(method, swift: swift, isMainActor: plan.isMainActor,
                                                answersItself: true, objcDeadline: objcDeadline,
                                                parameters: parameters.parameters(method.requirement.parameters))))
        }
        return (methods, unlisted)
    }

    /// The forwarder calls the leaves that do not defer the method (`phase: deferred`); its tests expect those. With
    /// none left, the forwarding tests do not exercise it: the launch-cost tests check the deferred calls.
    private mutating func leavingDeferredLeavesOut() {
        let deferred = launchCost?.deferredLeaves ?? []
        leaves = leaves.filter { !deferred.contains($0) }
        firstLeaf = leaves.first
        lastLeaf = leaves.last
        direct = direct.flatMap { leaves == [$0] ? $0 : nil }
    }
}
