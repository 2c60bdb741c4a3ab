/// Launch cost (`signposts:`, `after:`, `phase:`), as the templates see it: `launchCost`, null for a composite that
/// uses none of those keys (whose files keep their bytes). The composite measures its leaves' calls through
/// `measuredLeaf` (signposts; in debug builds the launch report, `report`) and runs deferred launch work once, when
/// the app first becomes active.
struct LaunchCostModel: TemplateModel {
    let probe: String
    let report: String
    let measuredLeaf: String
    let interval: String
    let relay: String
    let signposts: Bool
    let defers: Bool
    let deferredCommands: [Encoded<LeafModel>]
    let deferredListeners: [Encoded<LeafModel>]
    let ownsActivation: Bool
    let activationAttributes: [TemplateValue]
    let activationSignature: TemplateValue?
    let activationTestCall: TemplateValue?
    let launchComponentSignature: TemplateValue?
    let launchTestCall: TemplateValue?
    let launchReturnsBool: Bool
    let launchLeaves: [String]
    let deferredLeaves: [String]
    let deferredOrder: [String]

    static let path = "launchCost"
    static let summary = "Launch cost (`signposts:`, `after:`, `phase:`); null for a composite without those keys."
    static let fields: TemplateFields<Self> = [
        TemplateField("probe", "what measures the leaves' calls (`AppDelegateLaunchProbe`)") { $0.probe },
        TemplateField("report", "the debug launch report (`AppDelegateLaunchReport`)") { $0.report },
        TemplateField("measuredLeaf", "the component that measures a leaf's calls (`AppDelegateMeasuredLeaf`)") {
            $0.measuredLeaf
        },
        TemplateField("interval", "one signposted interval (`AppDelegateSignpostInterval`)") { $0.interval },
        TemplateField("relay", "the completion handler that ends a leaf's interval (`AppDelegateSignpostRelay`)") {
            $0.relay
        },
        TemplateField("signposts", "`signposts: true`: every forwarder signposts each leaf's call") { $0.signposts },
        TemplateField("defers", "some leaf's launch work is deferred (`phase: deferred`): the composite queues it and "
            + "runs it at the first activation (the activation method or "
            + "`UIApplication.didBecomeActiveNotification`)") {
            $0.defers
        },
        TemplateField("deferredCommands", "the deferred commands, in order") { $0.deferredCommands },
        TemplateField("deferredListeners", "the deferred listeners, in order") { $0.deferredListeners },
        TemplateField("ownsActivation", "the composite declares the activation method itself (deferred work, no "
            + "`scenes:`, no leaf lists it)") { $0.ownsActivation },
        TemplateField("activationAttributes", "the activation method's attributes") { $0.activationAttributes },
        TemplateField("activationSignature", "the activation method's declaration (null without one)") {
            $0.activationSignature
        },
        TemplateField("activationTestCall", "the composite's activation method called with sample arguments (null "
            + "when it has none: with `scenes:` the tests post `UIApplication.didBecomeActiveNotification`)") {
            $0.activationTestCall
        },
        TemplateField("launchComponentSignature", "the launch method as components declare it (null when none "
            + "lists it)") { $0.launchComponentSignature },
        TemplateField("launchTestCall", "the launch method's call with sample arguments (null without one)") {
            $0.launchTestCall
        },
        TemplateField("launchReturnsBool", "the launch method returns a value") { $0.launchReturnsBool },
        TemplateField("launchLeaves", "the components hearing of the launch while it runs, in order") {
            $0.launchLeaves
        },
        TemplateField("deferredLeaves", "the components hearing of the launch when the app first becomes active") {
            $0.deferredLeaves
        },
        TemplateField("deferredOrder", "the deferred work in the order it runs: commands, components, listeners "
            + "(properties)") { $0.deferredOrder },
    ]
}

/// What a forwarder of a composite with launch cost does besides calling its leaves: `method.launchCost`.
struct MethodLaunchCostModel: TemplateModel, Equatable {
    let measured: Bool
    let recordsLaunch: Bool
    let finishesLaunch: Bool
    let activates: Bool
    let deferredLeaves: [String]

    static let path = "method.launchCost"
    static let summary = "A forwarder's launch cost; null in a composite without launch-cost keys."
    static let fields: TemplateFields<Self> = [
        TemplateField("measured", "each leaf's call goes through `launchCost.measuredLeaf` (signposts, the report)") {
            $0.measured
        },
        TemplateField("recordsLaunch", "a launch method: its leaves' time goes into the debug launch report") {
            $0.recordsLaunch
        },
        TemplateField("finishesLaunch", "the launch method: when it returns, the report is complete and logged") {
            $0.finishesLaunch
        },
        TemplateField("activates", "the activation method: the deferred launch work runs first, once") { $0.activates },
        TemplateField("deferredLeaves", "the leaves whose call waits for the app's first activation, in order") {
            $0.deferredLeaves
        },
    ]
}
