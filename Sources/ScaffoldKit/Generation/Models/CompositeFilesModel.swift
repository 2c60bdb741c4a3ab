/// What every file of a composite sees: the composite, its leaves, methods, imports and recipes. Built once from
/// the plan; each file's template sees it with the file's own fields (`FileModel`).
struct CompositeFilesModel: TemplateModel {
    let marker: String
    let composite: CompositeModel
    let imports: [String]
    let leaves: [Encoded<LeafModel>]
    var methods: [Encoded<MethodModel>]
    let unlisted: [Encoded<MethodModel>]
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
    static let fields = [
        TemplateField("marker", "the first line of every generated file"),
        TemplateField("composite", "the composite"),
        TemplateField("imports", "the modules the generated sources import, sorted"),
        TemplateField("leaves", "the component leaves, in manifest order, each with the `methods` it lists"),
        TemplateField("methods", "the methods the composite forwards, in the protocol's order (with `scenes:`, "
            + "its own file and tests see them without those the bridge delivers)"),
        TemplateField("unlisted", "the requirements of a Swift protocol no leaf lists: the composite answers them "
            + "itself (`defaultAnswer`)"),
        TemplateField("properties", "the protocol's properties, which the composite holds"),
        TemplateField("notificationDelegate", "the notification centre's delegate composite this app delegate "
            + "installs at launch (null without)"),
        TemplateField("commands", "the launch commands (null without)"),
        TemplateField("launch", "the launch method, when the composite does work at launch (null otherwise)"),
        TemplateField("listeners", "the lifecycle listeners (null without)"),
        TemplateField("launchCost", "signposts, the debug launch report and deferred launch work (null without "
            + "`signposts:`, `after:`, `phase:`)"),
        TemplateField("memberLookup", "the leaf `memberLookup: true` reaches by key path, `property` and "
            + "`typeName` (null without)"),
        TemplateField("sceneBridge", "the scene bridge, in the app composite's own file and tests with `scenes:` "
            + "(null elsewhere)"),
        TemplateField("factoryLeaves", "the leaves the leaf factory builds: the components scaffold does not write, "
            + "the listeners, the commands"),
        TemplateField("defaultLeaves", "those the user's `AppDelegateLeaves` does not build: they get a default"),
        TemplateField("example", "the first of `factoryLeaves` (null without leaves)"),
        TemplateField("objc", "the Objective-C bridge of a `style: objc` composite (null for a Swift one)"),
    ]
}

extension CompositeFilesModel {
    /// - Parameter methods: the composite's methods, as `CompositeMethods` builds them.
    /// - Parameter swift: writes the launch method's declarations and calls (through their templates).
    init(_ plan: ForwardingPlan, methods: CompositeMethods, swift: SwiftSignature) throws {
        let name = plan.composite.name.value
        let components = try plan.components.map { leaf in
            try Encoded(LeafModel(leaf, composite: name, methods: methods.forwarded(leaf.selectors),
                                  generated: Generator.isSceneBridge(leaf, of: plan)))
        }
        let commands = try CommandsModel(plan, swift: swift)
        let listeners = try ListenersModel(plan)
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
        launch = try LaunchModel(plan, swift: swift)
        self.listeners = listeners
        launchCost = try LaunchCostModel(plan, swift: swift, hasSceneBridge: plan.composite.scenes != nil)
        memberLookup = plan.components.first(where: \.hasMemberLookup).map {
            LeafReference(property: $0.propertyName, typeName: $0.typeName)
        }
        sceneBridge = nil
        self.factoryLeaves = factoryLeaves
        defaultLeaves = factoryLeaves.filter { !plan.userBuiltLeaves.contains($0.model.factoryMethod) }
        example = factoryLeaves.first
        objc = plan.composite.style.value == .objc ? ObjCModel(plan) : nil
    }

    /// What the app composite's own file and its tests see with `scenes:`: the methods without the bridged ones
    /// (UIKit no longer calls them; the bridge does, through the leaves), and the bridge.
    init(_ model: CompositeFilesModel, bridge: SceneBridgeModel, methods: CompositeMethods) {
        self = model
        self.methods = methods.forwarded { SceneBridgeMethods.bridged($0) == nil }
        sceneBridge = bridge
    }
}
