/// The leaf factory of a composite (`AppDelegateLeafFactory`, and the user's `AppDelegateLeaves`), as the templates
/// see it: one `make…` per leaf (components, listeners, then commands, which get the launch), and a default for each
/// leaf the user's file does not build.
enum LeafFactoryContext {
    /// nil when the composite has no leaf.
    static func make(_ plan: ForwardingPlan) -> [String: TemplateValue]? {
        let launchType = GeneratedNames.launch(composite: plan.composite.name.value)
        let entries = builtLeaves(plan).map { leaf -> (LeafPlan, TemplateValue) in
            let method = GeneratedNames.factoryMethod(leaf: leaf.typeName)
            // The templates write `func makeX(launch: Launch) -> X` and `X(launch: launch)` from these.
            let entry: TemplateValue = [
                "name": .string(leaf.name),
                "typeName": .string(leaf.typeName),
                "factoryMethod": .string(method),
                // A launch command is made with the launch.
                "takesLaunch": .bool(leaf.pattern == .command),
                "launchType": .string(launchType),
                // The leaves it is built with (`uses:`), handed in by the composite.
                "uses": CompositeContext.usesContext(leaf),
            ]
            return (leaf, entry)
        }
        guard let example = entries.first?.1 else { return nil }
        let defaults = entries.filter { leaf, _ in
            !plan.userBuiltLeaves.contains(GeneratedNames.factoryMethod(leaf: leaf.typeName))
        }
        return [
            "factoryLeaves": .list(entries.map(\.1)),
            "defaultLeaves": .list(defaults.map(\.1)),
            "example": example,
        ]
    }

    /// The leaves the factory builds: all but a generated one (the scene bridge's).
    static func builtLeaves(_ plan: ForwardingPlan) -> [LeafPlan] {
        plan.components.filter { !Generator.isSceneBridge($0, of: plan) } + plan.listeners + plan.commands
    }
}
