/// A composite's lifecycle listeners (mediator pattern), as the templates see them: `listeners`.
struct ListenersModel: TemplateModel {
    let `protocol`: String
    let mediator: String
    let events: [LifecycleEventModel]
    let unobservedEvents: [LifecycleEventModel]
    let leaves: [Encoded<LeafModel>]
    let launchLeaves: [Encoded<LeafModel>]
    let launchEvents: [LifecycleEventModel]
    let expectedCalls: [String]

    /// nil when the composite has no listener.
    init?(_ plan: ForwardingPlan) throws {
        guard !plan.listeners.isEmpty else { return nil }
        let name = plan.composite.name.value
        let observed = LifecycleEvent.observed(by: plan.listeners)
        var expectedCalls: [String] = []
        for event in observed {
            for leaf in plan.listeners where LifecycleEvent.events(of: leaf).contains(event) {
                expectedCalls.append("\(leaf.propertyName).\(event.listenerMethod)")
            }
        }
        self.protocol = GeneratedNames.listenerProtocol(composite: name)
        mediator = GeneratedNames.mediator(composite: name)
        events = observed.map(LifecycleEventModel.init)
        unobservedEvents = LifecycleEvent.all.filter { !observed.contains($0) }.map(LifecycleEventModel.init)
        leaves = try plan.listeners.map { try Encoded(LeafModel($0, composite: name)) }
        launchLeaves = zip(plan.listeners, leaves).filter { !$0.0.isDeferred }.map(\.1)
        launchEvents = LifecycleEvent.observed(by: plan.listeners.filter { !$0.isDeferred })
            .map(LifecycleEventModel.init)
        self.expectedCalls = expectedCalls
    }

    static let path = "listeners"
    static let summary = "The lifecycle listeners (mediator pattern); null without listeners."
    static let fields = [
        TemplateField("protocol", "the protocol every listener adopts (`AppDelegateListener`)"),
        TemplateField("mediator", "the NotificationCenter mediator (`AppDelegateMediator`)"),
        TemplateField("events", "the events some listener hears, in the order the mediator observes them"),
        TemplateField("unobservedEvents", "the other events"),
        TemplateField("leaves", "the listeners, in manifest order (`after:` respected)"),
        TemplateField("launchLeaves", "the listeners subscribed from launch: `leaves` without the deferred ones "
            + "(`phase: deferred`), which the composite subscribes when the app first becomes active"),
        TemplateField("launchEvents", "the events the composite's own mediator observes: those of `launchLeaves`"),
        TemplateField("expectedCalls", "what the mediator's test expects the listeners to hear, in order "
            + "(`property.method`)"),
    ]
}
