extension LaunchCostModel {
    /// nil when the composite uses no key of launch cost (or is an Objective-C one, which the planner refuses).
    /// - Parameter swift: writes the activation and launch methods' declarations and test calls.
    init?(_ plan: ForwardingPlan, swift: SwiftSignature, hasSceneBridge: Bool) {
        guard plan.measuresLaunch, plan.composite.style.value == .swift else { return nil }
        let name = plan.composite.name.value
        let index = plan.selectorIndex
        let spec = plan.protocolSpec
        let launch = LaunchRequirement.find(in: spec, index: index)
        let forwardedLaunch = plan.methods.first { $0.requirement.selector == launch?.selector }
        let activation = index.first(LaunchDeferral.activationSelector).map { spec.methods[$0] }
        let activationListed = plan.methods.contains { $0.requirement.selector == LaunchDeferral.activationSelector }
        let defers = plan.defersLaunchWork
        probe = name + "LaunchProbe"
        report = name + "LaunchReport"
        measuredLeaf = name + "MeasuredLeaf"
        interval = name + "SignpostInterval"
        relay = name + "SignpostRelay"
        signposts = plan.signposts
        self.defers = defers
        deferredCommands = plan.commands.filter(\.isDeferred).map { Encoded(LeafModel($0, composite: name)) }
        deferredListeners = plan.listeners.filter(\.isDeferred).map { Encoded(LeafModel($0, composite: name)) }
        let ownsActivation = defers && !hasSceneBridge && !activationListed && activation != nil
        self.ownsActivation = ownsActivation
        activationAttributes = activation.map { swift.carriedAttributes(of: $0) } ?? []
        activationSignature = activation.map { swift.declaration(of: $0) }
        // With `scenes:` the composite does not implement it: UIKit no longer calls it.
        activationTestCall = activation.flatMap { method in
            hasSceneBridge || !(ownsActivation || activationListed) ? nil
                : swift.call(of: method, arguments: SampleValues.arguments(of: method))
        }
        launchComponentSignature = forwardedLaunch.map { method in
            swift.declaration(of: method.requirement,
                              returning: method.componentValueType.map { .replaced(by: $0) } ?? .void)
        }
        launchTestCall = launch.map { swift.call(of: $0, arguments: SampleValues.arguments(of: $0)) }
        launchReturnsBool = launch?.returnsValue ?? false
        let deferred = forwardedLaunch?.deferredLeafProperties ?? []
        launchLeaves = (forwardedLaunch?.leafProperties ?? []).filter { !deferred.contains($0) }
        deferredLeaves = deferred
        let launchEvent = LifecycleEvent.named(LaunchDeferral.launchEvent)
        deferredOrder = plan.commands.filter(\.isDeferred).map(\.propertyName) + deferred
            + plan.listeners.filter { $0.isDeferred && LifecycleEvent.events(of: $0).contains { $0 == launchEvent } }
                .map(\.propertyName)
    }
}

extension MethodLaunchCostModel {
    /// What every method's launch cost reads of the plan, found once for all of its methods.
    struct Plan {
        let launchSelector: String?
        let signposts: Bool
        let defersLaunchWork: Bool

        /// nil when the composite has no launch cost.
        init?(_ plan: ForwardingPlan) {
            guard plan.measuresLaunch, plan.composite.style.value == .swift else { return nil }
            launchSelector = LaunchRequirement.find(in: plan.protocolSpec, index: plan.selectorIndex)?.selector
            signposts = plan.signposts
            defersLaunchWork = plan.defersLaunchWork
        }
    }

    init(_ method: ForwardedMethod, plan: Plan) {
        let selector = method.requirement.selector
        recordsLaunch = selector == plan.launchSelector || selector == LaunchDeferral.earlierLaunchSelector
        measured = plan.signposts || recordsLaunch
        finishesLaunch = selector == plan.launchSelector
        activates = plan.defersLaunchWork && selector == LaunchDeferral.activationSelector
        deferredLeaves = method.deferredLeafProperties
    }
}
