/// What every file of a composite sees: the composite, its leaves, methods, imports and recipes. Built once from
/// the plan; each file's template sees it with the file's own fields (`FileModel`).
struct CompositeFilesModel: TemplateModel {
    let marker: String
    let composite: CompositeModel
    let imports: [String]
    let leaves: [Encoded<LeafModel>]
    var methods: [TemplateValue]
    let unlisted: [TemplateValue]
    let properties: [HeldPropertyModel]
    let notificationDelegate: String?
    let commands: CommandsModel?
    let launch: LaunchModel?
    let listeners: ListenersModel?
    let launchCost: LaunchCostModel?
    let memberLookup: LeafReference?
    var sceneBridge: SceneBridgeModel?
    let factoryLeaves: [Encoded<LeafModel>]
    let defaultLeaves: [Encoded<LeafModel>]
    let example: Encoded<LeafModel>?
    let objc: ObjCModel?

    static let path = "(every file)"
    static let summary = "What every template of a composite sees at the top level."
    static let fields: TemplateFields<Self> = [
        TemplateField("marker", "the first line of every generated file") { $0.marker },
        TemplateField("composite", "the composite") { $0.composite },
        TemplateField("imports", "the modules the generated sources import, sorted") { $0.imports },
        TemplateField("leaves", "the component leaves, in manifest order, each with the `methods` it lists") {
            $0.leaves
        },
        TemplateField("methods", "the methods the composite forwards, in the protocol's order (with `scenes:`, "
            + "its own file and tests see them without those the bridge delivers)") { $0.methods },
        TemplateField("unlisted", "the requirements of a Swift protocol no leaf lists: the composite answers them "
            + "itself (`defaultAnswer`)") { $0.unlisted },
        TemplateField("properties", "the protocol's properties, which the composite holds") { $0.properties },
        TemplateField("notificationDelegate", "the notification centre's delegate composite this app delegate "
            + "installs at launch (null without)") { $0.notificationDelegate },
        TemplateField("commands", "the launch commands (null without)") { $0.commands },
        TemplateField("launch", "the launch method, when the composite does work at launch (null otherwise)") {
            $0.launch
        },
        TemplateField("listeners", "the lifecycle listeners (null without)") { $0.listeners },
        TemplateField("launchCost", "signposts, the debug launch report and deferred launch work (null without "
            + "`signposts:`, `after:`, `phase:`)") { $0.launchCost },
        TemplateField("memberLookup", "the leaf `memberLookup: true` reaches by key path, `property` and "
            + "`typeName` (null without)") { $0.memberLookup },
        TemplateField("sceneBridge", "the scene bridge, in the app composite's own file and tests with `scenes:` "
            + "(null elsewhere)") { $0.sceneBridge },
        TemplateField("factoryLeaves", "the leaves the leaf factory builds: the components scaffold does not write, "
            + "the listeners, the commands") { $0.factoryLeaves },
        TemplateField("defaultLeaves", "those the user's `AppDelegateLeaves` does not build: they get a default") {
            $0.defaultLeaves
        },
        TemplateField("example", "the first of `factoryLeaves` (null without leaves)") { $0.example },
        TemplateField("objc", "the Objective-C bridge of a `style: objc` composite (null for a Swift one)") { $0.objc },
    ]
}

extension CompositeFilesModel {
    /// - Parameter methods: the composite's methods, as `CompositeMethods` builds them.
    /// - Parameter swift: writes the launch method's declarations and calls (through their templates).
    init(_ plan: ForwardingPlan, methods: CompositeMethods, swift: SwiftSignature) {
        let names = LeafModel.CompositeNames(plan.composite.name.value)
        let components = plan.components.map { leaf in
            Encoded(LeafModel(leaf, names: names, methods: methods.forwarded(leaf.selectors),
                              generated: Generator.isSceneBridge(leaf, of: plan)))
        }
        let commands = CommandsModel(plan, swift: swift)
        let listeners = ListenersModel(plan)
        let factoryLeaves = components.filter { !$0.model.generated } + (listeners?.leaves ?? [])
            + (commands?.leaves ?? [])
        marker = GeneratedFile.marker
        composite = CompositeModel(plan)
        imports = plan.imports
        leaves = components
        self.methods = methods.forwarded
        unlisted = methods.unlisted
        properties = plan.properties.map { HeldPropertyModel($0, isMainActor: plan.isMainActor) }
        notificationDelegate = plan.notificationDelegate
        self.commands = commands
        launch = LaunchModel(plan, swift: swift)
        self.listeners = listeners
        launchCost = LaunchCostModel(plan, swift: swift, hasSceneBridge: plan.composite.scenes != nil)
        memberLookup = plan.components.first(where: \.hasMemberLookup).map {
            LeafReference(property: $0.propertyName, typeName: $0.typeName)
        }
        sceneBridge = nil
        self.factoryLeaves = factoryLeaves
        defaultLeaves = factoryLeaves.filter { !plan.userBuiltLeaves.contains($0.model.factoryMethod) }
        example = factoryLeaves.first
        objc = plan.composite.style.value == .objc ? ObjCModel(plan) : nil
    }

    /// What the app composite's own file and its tests see with `scenes:`: the methods without those the bridge
    /// calls the leaves for (the bridged ones, which UIKit no longer calls; the scene configuration, which the
    /// bridge answers), and the bridge.
    init(_ model: CompositeFilesModel, bridge: SceneBridgeModel, methods: CompositeMethods) {
        self = model
        self.methods = methods.forwarded { !SceneBridgeMethods.isCalledByBridge($0) }
        sceneBridge = bridge
    }
}
