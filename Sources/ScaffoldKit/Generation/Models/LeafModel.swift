/// A leaf (a component, a launch command or a lifecycle listener), as every template sees it: in `leaves`,
/// `commands.leaves`, `listeners.leaves`, `factoryLeaves`, and as `leaf` in the leaf's own files.
struct LeafModel: TemplateModel {
    let name: String
    let typeName: String
    let property: String
    let factoryMethod: String
    let storedType: String
    let adopted: Bool
    let generated: Bool
    let takesLaunch: Bool
    let launchType: String
    let uses: [LeafReference]
    let events: [LifecycleEventModel]?
    let methods: [TemplateValue]

    /// - Parameter composite: the composite's name; `methods`: the methods the leaf lists, as the templates see
    ///   them; `generated`: scaffold writes the leaf itself (the scene bridge's).
    init(_ leaf: LeafPlan, composite: String, methods: [TemplateValue] = [], generated: Bool = false) {
        self.init(leaf, names: CompositeNames(composite), methods: methods, generated: generated)
    }

    /// The names every leaf of a composite shares, written once for all of them.
    struct CompositeNames {
        /// What the composite stores a component as: `any AppDelegateComponent`.
        let storedComponent: String
        let launchType: String

        init(_ composite: String) {
            storedComponent = "any " + GeneratedNames.componentProtocol(composite: composite)
            launchType = GeneratedNames.launch(composite: composite)
        }
    }

    init(_ leaf: LeafPlan, names: CompositeNames, methods: [TemplateValue] = [], generated: Bool = false) {
        name = leaf.name
        typeName = leaf.typeName
        property = leaf.propertyName
        factoryMethod = GeneratedNames.factoryMethod(leaf: leaf.typeName)
        storedType = leaf.pattern == .component && !leaf.isAdopted ? names.storedComponent : leaf.typeName
        adopted = leaf.isAdopted
        self.generated = generated
        takesLaunch = leaf.pattern == .command
        launchType = names.launchType
        uses = leaf.uses.map { LeafReference(property: $0.propertyName, typeName: $0.typeName) }
        events = leaf.pattern == .listener ? LifecycleEvent.events(of: leaf).map(LifecycleEventModel.init) : nil
        self.methods = methods
    }

    static let path = "leaf"
    static let summary = "A leaf: in `leaves`, `commands.leaves`, `listeners.leaves`, `factoryLeaves`, "
        + "`defaultLeaves` and `example`, and as `leaf` in its own files."
    static let fields: TemplateFields<Self> = [
        TemplateField("name", "the responsibility's name in scaffold.yml (`PushNotifications`)") { $0.name },
        TemplateField("typeName", "its type (`PushNotificationsComponent`)") { $0.typeName },
        TemplateField("property", "the composite's stored property holding it (`pushNotifications`)") { $0.property },
        TemplateField("factoryMethod", "the leaf factory's method building it (`makePushNotificationsComponent`)") {
            $0.factoryMethod
        },
        TemplateField("storedType", "the type the composite stores it as: `any AppDelegateComponent` for a "
            + "component, the leaf's own type for an adopted one, a command or a listener") { $0.storedType },
        TemplateField("adopted", "`adopted: true`: it holds an adopted class's code (`scaffold adopt`)") { $0.adopted },
        TemplateField("generated", "scaffold writes it (the scene bridge's leaf): built as `Type()`, not by the "
            + "factory") { $0.generated },
        TemplateField("takesLaunch", "a launch command: made with the launch values (`launchType`)") { $0.takesLaunch },
        TemplateField("launchType", "what launch commands are made with (`AppDelegateLaunch`)") { $0.launchType },
        TemplateField("uses", "the leaves it is built with (`uses:`), each `property` and `typeName`") { $0.uses },
        TemplateField("events", "a listener's events, each `name`, `notification`, `method` (null for others)") {
            $0.events
        },
        TemplateField("methods", "the methods it lists, as `methods` holds them (empty for commands and listeners)") {
            $0.methods
        },
    ]
}

/// Another leaf a leaf is built with (`uses:`), or the leaf `memberLookup: true` reaches.
struct LeafReference: TemplateModel {
    let property: String
    let typeName: String

    static let path = "leaf.uses[]"
    static let summary = "A leaf another one is built with (`uses:`); also `memberLookup`."
    static let fields: TemplateFields<Self> = [
        TemplateField("property", "the composite's property holding it, also the factory method's argument label") {
            $0.property
        },
        TemplateField("typeName", "its type") { $0.typeName },
    ]
}

/// A `UIApplication` notification a listener hears.
struct LifecycleEventModel: TemplateModel {
    let name: String
    let notification: String
    let method: String

    init(_ event: LifecycleEvent) {
        name = event.name
        notification = "UIApplication." + event.notification
        method = event.listenerMethod
    }

    static let path = "listeners.events[]"
    static let summary = "A lifecycle event a listener hears (also `leaf.events`, `listeners.unobservedEvents`)."
    static let fields: TemplateFields<Self> = [
        TemplateField("name", "its name in scaffold.yml (`didEnterBackground`)") { $0.name },
        TemplateField("notification", "the notification (`UIApplication.didEnterBackgroundNotification`)") {
            $0.notification
        },
        TemplateField("method", "the listener method the mediator calls (`onAppDidEnterBackground`)") { $0.method },
    ]
}
