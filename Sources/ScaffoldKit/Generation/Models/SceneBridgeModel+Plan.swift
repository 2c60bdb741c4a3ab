extension SceneBridgeModel {
    /// - Parameter leavesBySelector: per app-delegate selector, the properties of the app composite's leaves that
    ///   list it. `direct.<key>` is true and `receiver.<key>` the leaf's property when only the adopted leaf lists
    ///   the method (`scaffold adopt`: the system's completion handler, the leaf's own answer).
    /// - Parameter asyncPerformAction: the leaves implement `application(_:performActionFor:)` (its async form).
    /// - Parameter adopted: the adopted leaf's property, if the app composite has one.
    /// - Parameter deliveredKeys: the keys of the methods the bridge delivers; by default those some leaf lists.
    init(app: String, scenes: String, leavesBySelector: [String: [String]], asyncPerformAction: Bool = false,
         adopted: String? = nil, deliveredKeys: Set<String>? = nil) {
        var calls: [String: [String]] = [:]
        var direct: [String: Bool] = [:]
        var receivers: [String: String] = [:]
        var listing: [BridgedListing] = []
        let called = SceneBridgeMethods.all.map { (app: $0.app, key: $0.key) }
            + [(app: SceneBridgeMethods.configuration, key: SceneBridgeMethods.configurationKey)]
        for (appSelector, key) in called {
            let leaves = leavesBySelector[appSelector] ?? []
            calls[key] = leaves
            let isDirect = adopted != nil && leaves == [adopted]
                && !(key == Self.performActionKey && asyncPerformAction)
            direct[key] = isDirect
            receivers[key] = isDirect ? leaves[0] : "leaves"
            if !leaves.isEmpty && key != SceneBridgeMethods.configurationKey {
                listing.append(BridgedListing(key: key, leaves: leaves))
            }
        }
        self.app = app
        self.scenes = scenes
        appComponentProtocol = GeneratedNames.componentProtocol(composite: app)
        sceneComponentProtocol = GeneratedNames.componentProtocol(composite: scenes)
        leafType = GeneratedNames.leaf(SceneBridging.bridgeName(app: app), pattern: .component)
        state = SceneBridging.stateName(app: app)
        restoration = SceneBridging.restorationName(app: app)
        configurationName = "Default Configuration"
        self.calls = calls
        self.direct = direct
        receiver = receivers
        self.asyncPerformAction = asyncPerformAction
        self.listing = listing
        let delivered = deliveredKeys ?? Set(listing.map(\.key))
        self.delivered = Dictionary(uniqueKeysWithValues: SceneBridgeMethods.all.map {
            ($0.key, delivered.contains($0.key))
        })
        lifecycle = !delivered.isDisjoint(with: SceneBridgeMethods.lifecycleKeys)
    }

    /// The bridge as its leaf in the scene composite's plan sees it: it delivers what that leaf implements.
    init(scenePlan plan: ForwardingPlan, app: String) {
        let leaf = plan.components.first { Generator.isSceneBridge($0, of: plan) }?.propertyName
        let implemented = Set(plan.methods.filter { method in leaf.map(method.leafProperties.contains) ?? false }
            .map(\.requirement.selector))
        let keys = SceneBridgeMethods.all.filter { implemented.contains($0.scene) }.map(\.key)
        self.init(app: app, scenes: plan.composite.name.value, leavesBySelector: [:], deliveredKeys: Set(keys))
    }

    /// The bridge of the app composite's plan, with `scenes:` naming the scene composite.
    init(appPlan plan: ForwardingPlan, scenes: String) {
        var leaves: [String: [String]] = [:]
        for method in plan.methods { leaves[method.requirement.selector] = method.leafProperties }
        let performAction = SceneBridgeMethods.all.first { $0.key == Self.performActionKey }?.app
        let isAsync = plan.methods.contains { $0.requirement.selector == performAction && $0.isSpelledAsync }
        self.init(app: plan.composite.name.value, scenes: scenes, leavesBySelector: leaves,
                  asyncPerformAction: isAsync, adopted: plan.components.first(where: \.isAdopted)?.propertyName)
    }

    private static let performActionKey = "performAction"
}
