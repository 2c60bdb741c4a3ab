/// The scene life cycle bridge (`scenes:`, TN3187), as the templates see it: `bridge` in the bridge's files,
/// `sceneBridge` in the app composite's own file and tests.
struct SceneBridgeModel: TemplateModel {
    let app: String
    let scenes: String
    let appComponentProtocol: String
    let sceneComponentProtocol: String
    let leafType: String
    let state: String
    let restoration: String
    let configurationName: String
    let calls: [String: [String]]
    let direct: [String: Bool]
    let receiver: [String: String]
    let asyncPerformAction: Bool
    let listing: [BridgedListing]
    let delivered: [String: Bool]
    let lifecycle: Bool

    static let path = "bridge"
    static let summary = "The scene life cycle bridge of an app composite with `scenes:` (also `sceneBridge` in "
        + "its own file and tests, null without `scenes:`). `<key>` is a bridged method's key (`SceneBridgeMethods`: "
        + "`didBecomeActive`, `openURL`, `performAction`…)."
    static let fields: TemplateFields<Self> = [
        TemplateField("app", "the app composite (`AppDelegate`)") { $0.app },
        TemplateField("scenes", "the scene composite (`SceneDelegate`)") { $0.scenes },
        TemplateField("appComponentProtocol", "the app composite's component protocol") { $0.appComponentProtocol },
        TemplateField("sceneComponentProtocol", "the scene composite's component protocol") {
            $0.sceneComponentProtocol
        },
        TemplateField("leafType", "the bridge leaf's type, which scaffold writes") { $0.leafType },
        TemplateField("state", "the bridge's decisions, from plain values (`AppDelegateSceneLifecycle`)") { $0.state },
        TemplateField("restoration", "the type restoring it") { $0.restoration },
        TemplateField("configurationName", "the scene configuration's name (`Default Configuration`)") {
            $0.configurationName
        },
        TemplateField("calls", "`calls.<key>`: the properties of the app composite's leaves listing the method "
            + "(empty when none does); `calls.configuration`: those listing the scene configuration, asked for the "
            + "roles other than the app's windows") { $0.calls },
        TemplateField("direct", "`direct.<key>`: only the adopted leaf lists it: the bridge calls that leaf "
            + "directly, as the composite does") { $0.direct },
        TemplateField("receiver", "`receiver.<key>`: the adopted leaf's property when `direct`, else `leaves`") {
            $0.receiver
        },
        TemplateField("asyncPerformAction", "the leaves implement `application(_:performActionFor:)`'s async form") {
            $0.asyncPerformAction
        },
        TemplateField("delivered", "`delivered.<key>`: the bridge delivers the method (some leaf of the app composite "
            + "lists it), so the scene delegate implements its scene counterpart") { $0.delivered },
        TemplateField("lifecycle", "the bridge delivers one of the four UI life-cycle methods: the scene delegate "
            + "reports every scene's transitions") { $0.lifecycle },
        TemplateField("listing", "the bridged methods some leaf lists, in order, each `key` and `leaves`: the tests' "
            + "expectations") { $0.listing },
    ]
}

/// A bridged method some leaf lists, and the leaves listing it.
struct BridgedListing: TemplateModel {
    let key: String
    let leaves: [String]

    static let path = "bridge.listing[]"
    static let summary = "A bridged method some leaf of the app composite lists."
    static let fields: TemplateFields<Self> = [
        TemplateField("key", "the bridged method's key") { $0.key },
        TemplateField("leaves", "the properties of the leaves listing it") { $0.leaves },
    ]
}
