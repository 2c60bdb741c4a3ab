/// The launch commands of a composite (command pattern), as the templates see them: `commands`.
struct CommandsContext {
    /// A value the launch commands are created with: a launch-method parameter, or the composite's window.
    struct Field {
        var name: String
        var type: SwiftType
        /// What the composite passes: `application`, `window`.
        var source: String
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

    /// `AppDelegateLaunch(application: application, launchOptions: launchOptions, makeKeyWindow: { … })`.
    var createLaunch: String {
        launchType + "(" + fields.map { "\($0.maker ?? $0.name): \($0.source)" }.joined(separator: ", ") + ")"
    }

    /// Whether the composite makes a key window for the commands when UIKit set none (a `UIWindow?` `window`).
    var makesKeyWindow: Bool { fields.contains { $0.maker != nil } }

    var returnsBool: Bool { launch.returnType.map { !$0.isVoid } ?? false }

    /// - Parameter swift: writes the launch method's declarations and test call (through their templates).
    func value(_ swift: SwiftSignature) throws -> TemplateValue {
        let sample = launchType + "(" + fields.map { field in
            "\(field.name): " + (field.maker == nil ? SampleValues.argument(of: field.type) ?? "nil" : "nil")
        }.joined(separator: ", ") + ")"
        var testArguments: [Int: String] = [:]
        for (index, parameter) in launch.parameters.enumerated() {
            testArguments[index] = SampleValues.argument(of: parameter.type) ?? "nil"
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
                 "maker": field.maker.map { .string($0) } ?? .null]
            }),
            "makesKeyWindow": .bool(makesKeyWindow),
            "initializers": makesKeyWindow ? initializers : .null,
            "sampleLaunch": .string(sample),
            "leaves": .list(leaves.map { leaf in
                ["name": .string(leaf.name), "typeName": .string(leaf.typeName), "property": .string(leaf.propertyName),
                 "factoryMethod": .string(GeneratedNames.factoryMethod(leaf: leaf.typeName))]
            }),
            "typeNames": .string(ListenersContext.swiftArray(leaves.map(\.typeName))),
            "propertyNames": .string(ListenersContext.swiftArray(leaves.map(\.propertyName))),
            "launchSelector": .string(launch.selector),
            "launchComponentSignature": componentSignature.map { .string($0) } ?? .null,
            "createLaunch": .string(createLaunch),
            // Without a component listing it, the composite implements the launch method itself.
            "launchIsForwarded": .bool(forwarded != nil),
            "launchAttributes": .list(SwiftSignature.carriedAttributes(of: launch).map { .string($0) }),
            "launchSignature": .string(try swift.declaration(of: launch)),
            "launchReturnsBool": .bool(returnsBool),
            "launchTestCall": .string((returnsBool ? "_ = " : "") + "composite."
                + (try swift.call(of: launch, arguments: testArguments))),
            "launchListeners": .list(launchListeners.map { .string($0) }),
            "launchOrder": .string(ListenersContext.swiftArray(leaves.map(\.propertyName)
                + (forwarded?.leafProperties ?? []) + launchListeners)),
            "hasKeyWindow": .bool(fields.contains { $0.name == "keyWindow" }),
        ]
    }

    /// The two initializers of a launch whose key window is made on demand: with the maker, and, for tests of a
    /// command, with a window of one's own (`keyWindow: nil` makes one).
    private var initializers: TemplateValue {
        func parameter(_ field: Field, maker: Bool) -> String {
            guard let name = field.maker else { return "\(field.name): \(field.type)" }
            let optional = field.type.isOptional ? "\(field.type)" : "\(field.type)?"
            return maker ? "\(name): @escaping @MainActor () -> \(field.type)" : "\(field.name): \(optional)"
        }
        return [
            "makerParameters": .string(fields.map { parameter($0, maker: true) }.joined(separator: ", ")),
            "assignments": .list(fields.map { .string("self.\($0.maker ?? $0.name) = \($0.maker ?? $0.name)") }),
            "windowParameters": .string(fields.map { parameter($0, maker: false) }.joined(separator: ", ")),
            "windowArguments": .string(fields.map { field in
                field.maker.map { "\($0): { window }" } ?? "\(field.name): \(field.name)"
            }.joined(separator: ", ")),
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
                                source: "{ self.keyWindowForLaunch() }",
                                doc: "The app's key window, never nil: the composite's `window` (UIKit sets it from a "
                                    + "main storyboard),\n    /// else a new one, made when a command first asks, which "
                                    + "becomes `window` and is made key and visible\n    /// once the commands ran.",
                                maker: "makeKeyWindow"))
        } else {
            fields.append(Field(name: "keyWindow", type: window.type, source: window.name,
                                doc: "The composite's `window` as launch began (nil until someone sets one)."))
        }
        return fields
    }
}
