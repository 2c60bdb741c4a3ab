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
    init?(_ plan: ForwardingPlan) {
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
        leaves = plan.listeners.map { Encoded(LeafModel($0, composite: name)) }
        launchLeaves = zip(plan.listeners, leaves).filter { !$0.0.isDeferred }.map(\.1)
        launchEvents = LifecycleEvent.observed(by: plan.listeners.filter { !$0.isDeferred })
            .map(LifecycleEventModel.init)
        self.expectedCalls = expectedCalls
    }

    static let path = "listeners"
    static let summary = "The lifecycle listeners (mediator pattern); null without listeners."
    static let fields: TemplateFields<Self> = [
        TemplateField("protocol", "the protocol every listener adopts (`AppDelegateListener`)") { $0.`protocol` },
        TemplateField("mediator", "the NotificationCenter mediator (`AppDelegateMediator`)") { $0.mediator },
        TemplateField("events", "the events some listener hears, in the order the mediator observes them") {
            $0.events
        },
        TemplateField("unobservedEvents", "the other events") { $0.unobservedEvents },
        TemplateField("leaves", "the listeners, in manifest order (`after:` respected)") { $0.leaves },
        TemplateField("launchLeaves", "the listeners subscribed from launch: `leaves` without the deferred ones "
            + "(`phase: deferred`), which the composite subscribes when the app first becomes active") {
            $0.launchLeaves
        },
        TemplateField("launchEvents", "the events the composite's own mediator observes: those of `launchLeaves`") {
            $0.launchEvents
        },
        TemplateField("expectedCalls", "what the mediator's test expects the listeners to hear, in order "
            + "(`property.method`)") { $0.expectedCalls },
    ]
}
