/// The composite itself, as every template sees it: `composite`.
struct CompositeModel: TemplateModel {
    let name: String
    let `protocol`: String
    let componentProtocol: String
    let completionJoin: String
    let superclass: String?
    let deadline: String
    let module: String
    let leaves: String
    let leafFactory: String
    let spyInitBuildsLeaves: Bool
    let hasLeafFactory: Bool
    let entryPoint: Bool
    let adopts: Bool
    let hopsToMainActor: Bool
    let awaitsMainActor: Bool
    let handsOver: Bool

    init(_ plan: ForwardingPlan) {
        let composite = plan.composite
        let name = composite.name.value
        let notIsolated = !plan.isMainActor
        self.name = name
        self.protocol = plan.protocolSpec.name
        componentProtocol = GeneratedNames.componentProtocol(composite: name)
        completionJoin = GeneratedNames.completionJoin(composite: name)
        superclass = plan.superclass
        deadline = Self.deadlineLiteral(composite.completionDeadline.value)
        module = composite.module.value
        leaves = GeneratedNames.leaves(composite: name)
        leafFactory = GeneratedNames.leafFactory(composite: name)
        // The test initializer builds the leaves it is not given.
        spyInitBuildsLeaves = plan.components.contains { !$0.isAdopted && !Generator.isSceneBridge($0, of: plan) }
            || !plan.listeners.isEmpty || !plan.commands.isEmpty
        hasLeafFactory = !Self.builtLeaves(plan).isEmpty
        entryPoint = composite.isEntryPoint
        adopts = plan.components.contains(where: \.isAdopted)
        hopsToMainActor = notIsolated && plan.methods.contains { $0.hopsToMainActor }
        awaitsMainActor = notIsolated && plan.methods.contains { $0.shape.isAsync }
        handsOver = notIsolated && plan.methods.contains { $0.handsOver }
    }

    /// `25` for whole seconds, else the shortest decimal spelling.
    static func deadlineLiteral(_ seconds: Double) -> String {
        if seconds == seconds.rounded(), abs(seconds) < 1e15 { return String(Int(seconds)) }
        return String(seconds)
    }

    /// The leaves the leaf factory builds: all but a generated one (the scene bridge's), then the listeners and
    /// the commands (which get the launch).
    static func builtLeaves(_ plan: ForwardingPlan) -> [LeafPlan] {
        plan.components.filter { !Generator.isSceneBridge($0, of: plan) } + plan.listeners + plan.commands
    }

    static let path = "composite"
    static let summary = "The composite."
    static let fields = [
        TemplateField("name", "its type (`AppDelegate`)"),
        TemplateField("protocol", "the protocol it implements (`UIApplicationDelegate`)"),
        TemplateField("componentProtocol", "the protocol every component leaf adopts (`AppDelegateComponent`)"),
        TemplateField("completionJoin", "the completion-handler join forwarders use (`AppDelegateCompletionJoin`)"),
        TemplateField("superclass", "its base class (`UIResponder`; null without): the conformance list and "
            + "`override` of the initializers"),
        TemplateField("deadline", "`completionDeadline:` in seconds, as Swift (`25`, `2.5`)"),
        TemplateField("module", "the module it is in"),
        TemplateField("leaves", "the user's leaf factory (`AppDelegateLeaves`)"),
        TemplateField("leafFactory", "the protocol building the leaves (`AppDelegateLeafFactory`)"),
        TemplateField("spyInitBuildsLeaves", "the test initializer builds the leaves it is not given"),
        TemplateField("hasLeafFactory", "there is a leaf to build"),
        TemplateField("entryPoint", "it is the app's entry point (`@main`)"),
        TemplateField("adopts", "a leaf is adopted (`@preconcurrency` keeps its nonisolated call sites compiling)"),
        TemplateField("hopsToMainActor", "a nonisolated forwarder hops to the main actor"),
        TemplateField("awaitsMainActor", "a nonisolated forwarder awaits the main actor"),
        TemplateField("handsOver", "a nonisolated forwarder hands its arguments over (`Handover`)"),
    ]
}
