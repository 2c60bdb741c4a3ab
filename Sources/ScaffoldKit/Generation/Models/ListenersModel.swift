/// A composite's lifecycle listeners (mediator pattern), as the templates see them: `listeners`.
struct ListenersModel: TemplateModel {
    let `protocol`: String
    let mediator: String
    let events: [LifecycleEventModel]
    let unobservedEvents: [LifecycleEventModel]
    let leaves: [LeafModel]
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
        leaves = plan.listeners.map { LeafModel($0, composite: name) }
        self.expectedCalls = expectedCalls
    }

    static let path = "listeners"
    static let summary = "The lifecycle listeners (mediator pattern); null without listeners."
    static let fields = [
        TemplateField("protocol", "the protocol every listener adopts (`AppDelegateListener`)"),
        TemplateField("mediator", "the NotificationCenter mediator (`AppDelegateMediator`)"),
        TemplateField("events", "the events some listener hears, in the order the mediator observes them"),
        TemplateField("unobservedEvents", "the other events"),
        TemplateField("leaves", "the listeners, in manifest order"),
        TemplateField("expectedCalls", "what the mediator's test expects the listeners to hear, in order "
            + "(`property.method`)"),
    ]
}

/// A property of the protocol, which the composite holds itself (a leaf never sees it): `properties[]`, written by
/// `HeldProperty.swift.template` (`var window: UIWindow?`).
struct HeldPropertyModel: TemplateModel {
    let attributes: [String]
    let isNonisolated: Bool
    let isStatic: Bool
    let name: String
    let type: String
    let initialValue: String?

    /// Nonisolated when the protocol is not `@MainActor` (its requirements are nonisolated; the composite is used
    /// from the main actor).
    init(_ property: PropertyRequirement, isMainActor: Bool) {
        let initial = HeldProperties.initialValue(of: property)
        attributes = property.attributes.filter { $0.name == "available" }.map { "\($0)" }
        isNonisolated = !isMainActor
        isStatic = property.isStatic
        name = property.name
        type = property.type.description
        initialValue = initial == "nil" ? nil : initial
    }

    static let path = "properties[]"
    static let summary = "A property of the protocol the composite holds itself (`window`)."
    static let fields = [
        TemplateField("attributes", "its `@available` attributes"),
        TemplateField("isNonisolated", "the protocol is not `@MainActor`: the property is `nonisolated`"),
        TemplateField("isStatic", "a static property"),
        TemplateField("name", "its name"),
        TemplateField("type", "its Swift type"),
        TemplateField("initialValue", "what it starts with (`- scaffold.initial:`; null for `nil`)"),
    ]
}
