/// The template context of one composite: its names, leaves, methods and imports.
enum CompositeContext {
    /// - Parameter swift: writes the declarations and calls (through their templates).
    static func make(_ plan: ForwardingPlan, swift: SwiftSignature) throws -> [String: TemplateValue] {
        let composite = plan.composite
        let name = composite.name.value
        let commands = CommandsContext(plan)
        let launch = try LaunchContext.make(plan, swift: swift)
        let launchSelector = launch == nil ? nil : LaunchRequirement.find(in: plan.protocolSpec)?.selector
        // A leaf scaffold writes itself (the scene bridge's) is built directly, not by the user's factory.
        let isGenerated = { (leaf: LeafPlan) in Generator.isSceneBridge(leaf, of: plan) }
        let models = try MethodModel.models(for: plan, swift: swift, launchSelector: launchSelector)
        let methods = try models.methods.map { try TemplateValueEncoder.value(of: $0) }
        var methodsBySelector: [String: TemplateValue] = [:]
        for (method, context) in zip(plan.methods, methods) { methodsBySelector[method.requirement.selector] = context }
        return [
            "marker": .string(GeneratedFile.marker),
            "composite": [
                "name": .string(name),
                "protocol": .string(plan.protocolSpec.name),
                "componentProtocol": .string(GeneratedNames.componentProtocol(composite: name)),
                "completionJoin": .string(GeneratedNames.completionJoin(composite: name)),
                "superclass": plan.superclass.map { .string($0) } ?? .null,
                "deadline": .string(deadlineLiteral(composite.completionDeadline.value)),
                "module": .string(composite.module.value),
                "leaves": .string(GeneratedNames.leaves(composite: name)),
                "leafFactory": .string(GeneratedNames.leafFactory(composite: name)),
                // The test initializer builds the leaves it is not given.
                "spyInitBuildsLeaves": .bool(plan.components.contains { !$0.isAdopted && !isGenerated($0) }
                    || !plan.listeners.isEmpty || !plan.commands.isEmpty),
                "hasLeafFactory": .bool(LeafFactoryContext.builtLeaves(plan).count > 0),
                "entryPoint": .bool(composite.isEntryPoint),
                // An adopted class was main-actor isolated only as UIKit's classes are (not enforced in Swift 5):
                // `@preconcurrency` keeps its nonisolated call sites compiling as they did.
                "adopts": .bool(plan.components.contains(where: \.isAdopted)),
                "hopsToMainActor": .bool(!plan.isMainActor && plan.methods.contains { $0.hopsToMainActor }),
                "awaitsMainActor": .bool(!plan.isMainActor && plan.methods.contains { $0.shape.isAsync }),
                "handsOver": .bool(!plan.isMainActor && plan.methods.contains { $0.handsOver }),
            ],
            "imports": .list(plan.imports.map { .string($0) }),
            "supportImports": .list(plan.imports.map { .string($0) }),
            "leaves": .list(plan.components.map { leaf in
                var context = leafContext(leaf, methods: leaf.selectors.compactMap { methodsBySelector[$0] },
                                          componentProtocol: GeneratedNames.componentProtocol(composite: name))
                if case .object(var fields) = context {
                    fields["generated"] = .bool(isGenerated(leaf))
                    context = .object(fields)
                }
                return context
            }),
            "methods": .list(methods),
            "unlisted": .list(try models.unlisted.map { try TemplateValueEncoder.value(of: $0) }),
            "properties": .list(plan.properties.map { HeldProperties.value(of: $0, isMainActor: plan.isMainActor) }),
            "isMainActor": .bool(plan.isMainActor),
            "notificationDelegate": plan.notificationDelegate.map { .string($0) } ?? .null,
            // The command and listener recipes (null without them).
            "commands": try commands?.value(swift) ?? .null,
            "launch": launch ?? .null,
            "listeners": ListenersContext.make(plan),
            // `memberLookup: true`: the leaf `appDelegate.x` reaches by key path (null without).
            "memberLookup": plan.components.first(where: \.hasMemberLookup).map { leaf in
                ["property": .string(leaf.propertyName), "typeName": .string(leaf.typeName)]
            } ?? .null,
            // The scene life cycle bridge, on an app composite with `scenes:` (null without; see SceneBridgeContext).
            "sceneBridge": .null,
        ]
    }

    static func leafContext(_ leaf: LeafPlan, methods: [TemplateValue], componentProtocol: String = "")
        -> TemplateValue
    {
        [
            "storedType": .string(leaf.isAdopted ? leaf.typeName : "any " + componentProtocol),
            "name": .string(leaf.name),
            "typeName": .string(leaf.typeName),
            "property": .string(leaf.propertyName),
            "factoryMethod": .string(GeneratedNames.factoryMethod(leaf: leaf.typeName)),
            "adopted": .bool(leaf.isAdopted),
            "methods": .list(methods),
            "uses": usesContext(leaf),
        ]
    }

    /// The leaves `leaf` is built with (`uses:`): each one's property (also the factory method's label) and type.
    static func usesContext(_ leaf: LeafPlan) -> TemplateValue {
        .list(leaf.uses.map { ["property": .string($0.propertyName), "typeName": .string($0.typeName)] })
    }

    /// `25` for whole seconds, else the shortest decimal spelling.
    static func deadlineLiteral(_ seconds: Double) -> String {
        if seconds == seconds.rounded(), abs(seconds) < 1e15 { return String(Int(seconds)) }
        return String(seconds)
    }
}
