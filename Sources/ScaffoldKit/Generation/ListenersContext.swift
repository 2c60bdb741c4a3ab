/// The template context of a composite's lifecycle listeners (mediator pattern): `listeners` in every template.
enum ListenersContext {
    /// nil when the composite has no listener.
    static func make(_ plan: ForwardingPlan) -> TemplateValue {
        guard !plan.listeners.isEmpty else { return .null }
        let name = plan.composite.name.value
        let observed = LifecycleEvent.observed(by: plan.listeners)
        let unobserved = LifecycleEvent.all.filter { !observed.contains($0) }
        var expectedCalls: [String] = []
        for event in observed {
            for leaf in plan.listeners where LifecycleEvent.events(of: leaf).contains(event) {
                expectedCalls.append("\(leaf.propertyName).\(event.listenerMethod)")
            }
        }
        return [
            "protocol": .string(GeneratedNames.listenerProtocol(composite: name)),
            "mediator": .string(GeneratedNames.mediator(composite: name)),
            "events": .list(observed.map(eventContext)),
            "unobservedEvents": .list(unobserved.map(eventContext)),
            "leaves": .list(plan.listeners.map { leaf in
                [
                    "name": .string(leaf.name),
                    "typeName": .string(leaf.typeName),
                    "property": .string(leaf.propertyName),
                    "factoryMethod": .string(GeneratedNames.factoryMethod(leaf: leaf.typeName)),
                    "events": .list(LifecycleEvent.events(of: leaf).map(eventContext)),
                ]
            }),
            // What the mediator's test expects the listeners to hear, in order: `property.method`.
            "expectedCalls": .list(expectedCalls.map { .string($0) }),
        ]
    }

    static func eventContext(_ event: LifecycleEvent) -> TemplateValue {
        [
            "name": .string(event.name),
            "notification": .string("UIApplication.\(event.notification)"),
            "method": .string(event.listenerMethod),
        ]
    }
}
