/// The launch commands of a composite (command pattern), as the templates see them: `commands`.
struct CommandsContext {
    /// A value the launch commands are created with: a launch-method parameter, or the composite's window.
    struct Field {
        var name: String
        var type: SwiftType
        /// What the composite passes: a launch-method parameter (`application`) or its `window`; nil when the
        /// field is made on demand (`maker`: the composite passes its `keyWindowForLaunch`).
        var source: String?
        var doc: String
        /// `makeKeyWindow`: the field is made when a command first reads it, by this closure (nil: a plain value).
        var maker: String? = nil
    }

    let protocolName: String
    let builder: String
    let launchType: String
    let launch: MethodRequirement
    /// The launch method as the composite forwards it to components, if any component lists it.
    let forwarded: ForwardedMethod?
    let fields: [Field]
    let leaves: [LeafPlan]
    /// Listeners hearing `didFinishLaunching`: told after the launch method returned.
    let launchListeners: [String]

    /// nil when the composite has no command (or no launch method, which the planner reports).
    init?(_ plan: ForwardingPlan) {
        guard !plan.commands.isEmpty, let launch = LaunchRequirement.find(in: plan.protocolSpec) else { return nil }
        let name = plan.composite.name.value
        protocolName = GeneratedNames.commandProtocol(composite: name)
        builder = GeneratedNames.commandsBuilder(composite: name)
        launchType = GeneratedNames.launch(composite: name)
        self.launch = launch
        forwarded = plan.methods.first { $0.requirement.selector == launch.selector }
        fields = Self.fields(of: launch, plan: plan)
        leaves = plan.commands
        let launchEvent = LifecycleEvent.named("didFinishLaunching")
        launchListeners = plan.listeners.filter { leaf in
            LifecycleEvent.events(of: leaf).contains { $0 == launchEvent }
        }.map(\.propertyName)
    }

    /// Whether the composite makes a key window for the commands when UIKit set none (a `UIWindow?` `window`).
    var makesKeyWindow: Bool { fields.contains { $0.maker != nil } }

    var returnsBool: Bool { launch.returnsValue }

    /// - Parameter swift: writes the launch method's declarations and test call (through their templates).
    func value(_ swift: SwiftSignature) throws -> TemplateValue {
        var testArguments: [Int: TemplateValue] = [:]
        for (index, parameter) in launch.parameters.enumerated() {
            testArguments[index] = .string(SampleValues.argument(of: parameter.type) ?? "nil")
        }
        let componentSignature = try forwarded.map { method in
            try swift.declaration(of: launch, returning: method.componentValueType.map { .replaced(by: $0) } ?? .void)
        }
        return [
            "protocol": .string(protocolName),
            "builder": .string(builder),
            "launchType": .string(launchType),
            "fields": .list(fields.map { field in
                ["name": .string(field.name), "type": .string(field.type.description), "doc": .string(field.doc),
                 "isOptional": .bool(field.type.isOptional), "maker": field.maker.map { .string($0) } ?? .null,
                 "source": field.source.map { .string($0) } ?? .null,
                 // What a command's test passes (null: `nil`, as for a field made on demand).
                 "sample": field.maker == nil ? SampleValues.argument(of: field.type).map { .string($0) } ?? .null
                     : .null]
            }),
            "makesKeyWindow": .bool(makesKeyWindow),
            "leaves": .list(leaves.map { leaf in
                ["name": .string(leaf.name), "typeName": .string(leaf.typeName), "property": .string(leaf.propertyName),
                 "factoryMethod": .string(GeneratedNames.factoryMethod(leaf: leaf.typeName))]
            }),
            "launchSelector": .string(launch.selector),
            "launchComponentSignature": componentSignature ?? .null,
            // Without a component listing it, the composite implements the launch method itself.
            "launchIsForwarded": .bool(forwarded != nil),
            "launchAttributes": .list(try swift.carriedAttributes(of: launch)),
            "launchSignature": try swift.declaration(of: launch),
            "launchReturnsBool": .bool(returnsBool),
            "launchTestCall": try swift.call(of: launch, arguments: testArguments),
            "launchListeners": .list(launchListeners.map { .string($0) }),
            // Who hears of the launch, in order: the commands, the components listing the method, the listeners.
            "launchOrder": .list((leaves.map(\.propertyName) + (forwarded?.leafProperties ?? []) + launchListeners)
                .map { .string($0) }),
            "hasKeyWindow": .bool(fields.contains { $0.name == "keyWindow" }),
        ]
    }

    /// The launch method's parameters (`application`, `launchOptions`), then the key window if the protocol has one.
    static func fields(of launch: MethodRequirement, plan: ForwardingPlan) -> [Field] {
        var fields = launch.parameters.map { parameter in
            Field(name: parameter.name, type: parameter.type.unattributed, source: parameter.name,
                  doc: "The `\(parameter.name)` argument of `\(launch.selector)`.")
        }
        guard let window = plan.properties.first(where: { $0.name == "window" }),
              !fields.contains(where: { $0.name == "keyWindow" }) else { return fields }
        if window.type.description == "UIWindow?" {
            // Typed `UIWindow?`, as it was before it was made on demand, so commands written then still compile.
            fields.append(Field(name: "keyWindow", type: .optional(.named("UIWindow")),
                                source: nil,
                                doc: "The app's key window, never nil: the composite's `window` (UIKit sets it from a "
                                    + "main storyboard),\n    /// else a new one, made when a command first asks, "
                                    + "which becomes `window` and is made key and visible\n    /// once the commands "
                                    + "ran.",
                                maker: "makeKeyWindow"))
        } else {
            fields.append(Field(name: "keyWindow", type: window.type, source: window.name,
                                doc: "The composite's `window` as launch began (nil until someone sets one)."))
        }
        return fields
    }
}
