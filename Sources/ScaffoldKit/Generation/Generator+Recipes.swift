/// The files of the command and listener recipes: rendered beside the composite when the manifest uses them.
extension Generator {
    /// Renders a template to a path: `(template, path, ownership, extra context)`.
    typealias Render = (String, String, Ownership, [String: TemplateValue]) -> Void

    static func renderRecipes(_ plan: ForwardingPlan, context: [String: TemplateValue], render: Render) {
        let name = plan.composite.name.value
        let paths = plan.composite.paths
        let generated = paths.generated.value
        let tests = paths.tests.value
        if context["commands"] != .null {
            render("CommandProtocol.swift.template",
                   join(generated, GeneratedNames.commandProtocol(composite: name) + ".swift"), .generated, [:])
            render("CommandsBuilder.swift.template",
                   join(generated, GeneratedNames.commandsBuilder(composite: name) + ".swift"), .generated, [:])
            render("LaunchTests.swift.template", join(tests, "\(name)LaunchTests.swift"), .generated, [:])
            renderLeaves(plan.commands, "CommandLeaf", paths: paths, render: render)
        }
        if context["listeners"] != .null {
            render("ListenerProtocol.swift.template",
                   join(generated, GeneratedNames.listenerProtocol(composite: name) + ".swift"), .generated, [:])
            let mediator = GeneratedNames.mediator(composite: name)
            render("Mediator.swift.template", join(generated, mediator + ".swift"), .generated, [:])
            render("MediatorTests.swift.template", join(tests, mediator + "Tests.swift"), .generated, [:])
            renderLeaves(plan.listeners, "ListenerLeaf", paths: paths, render: render)
        }
    }

    /// One user-owned leaf file and test stub per command or listener.
    private static func renderLeaves(_ leaves: [LeafPlan], _ template: String, paths: OutputPaths, render: Render) {
        for leaf in leaves {
            var leafContext: [String: TemplateValue] = [
                "name": .string(leaf.name), "typeName": .string(leaf.typeName), "property": .string(leaf.propertyName),
            ]
            if leaf.pattern == .listener {
                leafContext["events"] = .list(LifecycleEvent.events(of: leaf).map(ListenersContext.eventContext))
            }
            render(template + ".swift.template", join(paths.components.value, leaf.typeName + ".swift"), .user,
                   ["leaf": .object(leafContext)])
            render(template + "Tests.swift.template", join(paths.tests.value, leaf.typeName + "Tests.swift"), .user,
                   ["leaf": .object(leafContext)])
        }
    }
}
