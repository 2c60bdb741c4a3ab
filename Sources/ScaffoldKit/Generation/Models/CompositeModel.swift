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
    static let fields: TemplateFields<Self> = [
        TemplateField("name", "its type (`AppDelegate`)") { $0.name },
        TemplateField("protocol", "the protocol it implements (`UIApplicationDelegate`)") { $0.`protocol` },
        TemplateField("componentProtocol", "the protocol every component leaf adopts (`AppDelegateComponent`)") {
            $0.componentProtocol
        },
        TemplateField("completionJoin", "the completion-handler join forwarders use (`AppDelegateCompletionJoin`)") {
            $0.completionJoin
        },
        TemplateField("superclass", "its base class (`UIResponder`; null without): the conformance list and "
            + "`override` of the initializers") { $0.superclass },
        TemplateField("deadline", "`completionDeadline:` in seconds, as Swift (`25`, `2.5`)") { $0.deadline },
        TemplateField("module", "the module it is in") { $0.module },
        TemplateField("leaves", "the user's leaf factory (`AppDelegateLeaves`)") { $0.leaves },
        TemplateField("leafFactory", "the protocol building the leaves (`AppDelegateLeafFactory`)") { $0.leafFactory },
        TemplateField("spyInitBuildsLeaves", "the test initializer builds the leaves it is not given") {
            $0.spyInitBuildsLeaves
        },
        TemplateField("hasLeafFactory", "there is a leaf to build") { $0.hasLeafFactory },
        TemplateField("entryPoint", "it is the app's entry point (`@main`)") { $0.entryPoint },
        TemplateField("adopts", "a leaf is adopted (`@preconcurrency` keeps its nonisolated call sites compiling)") {
            $0.adopts
        },
        TemplateField("hopsToMainActor", "a nonisolated forwarder hops to the main actor") { $0.hopsToMainActor },
        TemplateField("awaitsMainActor", "a nonisolated forwarder awaits the main actor") { $0.awaitsMainActor },
        TemplateField("handsOver", "a nonisolated forwarder hands its arguments over (`Handover`)") { $0.handsOver },
    ]
}
