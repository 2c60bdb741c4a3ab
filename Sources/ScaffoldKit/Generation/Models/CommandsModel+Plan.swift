extension CommandsModel {
    /// nil when the composite has no command (or no launch method, which the planner reports).
    /// - Parameter swift: writes the launch method's declarations and test call (through their templates).
    init?(_ plan: ForwardingPlan, swift: SwiftSignature) {
        guard !plan.commands.isEmpty,
              let launch = LaunchRequirement.find(in: plan.protocolSpec, index: plan.selectorIndex) else { return nil }
        let name = plan.composite.name.value
        let forwarded = plan.methods.first { $0.requirement.selector == launch.selector }
        let launchEvent = LifecycleEvent.named("didFinishLaunching")
        let listeners = plan.listeners.filter { leaf in
            !leaf.isDeferred && LifecycleEvent.events(of: leaf).contains { $0 == launchEvent }
        }.map(\.propertyName)
        let fields = LaunchFieldModel.fields(of: launch, plan: plan)
        self.protocol = GeneratedNames.commandProtocol(composite: name)
        builder = GeneratedNames.commandsBuilder(composite: name)
        launchType = GeneratedNames.launch(composite: name)
        self.fields = fields
        makesKeyWindow = fields.contains { $0.maker != nil }
        leaves = plan.commands.map { Encoded(LeafModel($0, composite: name)) }
        launchLeaves = zip(plan.commands, leaves).filter { !$0.0.isDeferred }.map(\.1)
        launchSelector = launch.selector
        launchComponentSignature = forwarded.map { method in
            swift.declaration(of: launch, returning: method.componentValueType.map { .replaced(by: $0) } ?? .void)
        }
        launchAttributes = swift.carriedAttributes(of: launch)
        launchSignature = swift.declaration(of: launch)
        launchReturnsBool = launch.returnsValue
        launchTestCall = swift.call(of: launch, arguments: SampleValues.arguments(of: launch))
        launchListeners = listeners
        let deferred = forwarded?.deferredLeafProperties ?? []
        launchOrder = plan.commands.filter { !$0.isDeferred }.map(\.propertyName)
            + (forwarded?.leafProperties ?? []).filter { !deferred.contains($0) } + listeners
        hasKeyWindow = fields.contains { $0.name == "keyWindow" }
    }
}

extension LaunchFieldModel {
    /// The launch method's parameters (`application`, `launchOptions`), then the key window if the protocol has one.
    static func fields(of launch: MethodRequirement, plan: ForwardingPlan) -> [LaunchFieldModel] {
        var fields = launch.parameters.map { parameter in
            LaunchFieldModel(name: parameter.name, type: parameter.type.unattributed, source: parameter.name,
                             doc: "The `\(parameter.name)` argument of `\(launch.selector)`.")
        }
        guard let window = plan.properties.first(where: { $0.name == "window" }),
              !fields.contains(where: { $0.name == "keyWindow" }) else { return fields }
        if window.type.description == "UIWindow?" {
            // Typed `UIWindow?`, as it was before it was made on demand, so commands written then still compile.
            fields.append(LaunchFieldModel(
                name: "keyWindow", type: .optional(.named("UIWindow")), source: nil,
                doc: "The app's key window, never nil: the composite's `window` (UIKit sets it from a main "
                    + "storyboard),\n    /// else a new one, made when a command first asks, which becomes `window` "
                    + "and is made key and visible\n    /// once the commands ran.",
                maker: "makeKeyWindow"))
        } else {
            fields.append(LaunchFieldModel(name: "keyWindow", type: window.type, source: window.name,
                                           doc: "The composite's `window` as launch began (nil until someone sets "
                                               + "one)."))
        }
        return fields
    }

    /// - Parameter maker: the field is made when a command first reads it, by this closure (nil: a plain value,
    ///   `source`).
    init(name: String, type: SwiftType, source: String?, doc: String, maker: String? = nil) {
        self.name = name
        self.type = type.description
        self.doc = doc
        isOptional = type.isOptional
        self.maker = maker
        self.source = source
        // What a command's test passes (nil: `nil`, as for a field made on demand).
        sample = maker == nil ? SampleValues.argument(of: type) : nil
    }
}

extension LaunchModel {
    /// nil when the composite does nothing at launch of its own, or its protocol has no launch method.
    init?(_ plan: ForwardingPlan, swift: SwiftSignature) {
        guard Self.startsLaunch(plan),
              let launch = LaunchRequirement.find(in: plan.protocolSpec, index: plan.selectorIndex) else { return nil }
        selector = launch.selector
        isForwarded = plan.methods.contains { $0.requirement.selector == launch.selector }
        attributes = swift.carriedAttributes(of: launch)
        signature = swift.declaration(of: launch)
        returnsBool = launch.returnsValue
    }

    /// Whether the composite does work of its own when launch begins: runs launch commands, or installs the
    /// notification centre's delegate.
    static func startsLaunch(_ plan: ForwardingPlan) -> Bool {
        !plan.commands.isEmpty || plan.notificationDelegate != nil || plan.defersLaunchWork
    }
}
