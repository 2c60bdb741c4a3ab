/// The template context of the scene life cycle bridge (`bridge`), and what the app composite's own files see
/// differently when `scenes:` is set.
enum SceneBridgeContext {
    /// `bridge`: the names the bridge's files use, and per bridged method (`SceneBridgeMethods.key`) the properties
    /// of the app composite's leaves that list it (`calls.<key>`; `SceneBridgeLeaves.swift.template` writes them
    /// as its forwarders reach them), empty when none does.
    /// `direct.<key>` is true and `receiver.<key>` the leaf's property when only the adopted leaf lists the method:
    /// the bridge calls it directly, as the composite does (`scaffold adopt`: the system's completion handler, the
    /// leaf's own answer); else `receiver.<key>` is `leaves`, the list the template declares.
    /// - Parameter asyncPerformAction: the leaves implement `application(_:performActionFor:)` (its async form).
    /// - Parameter adopted: the adopted leaf's property, if the app composite has one.
    static func make(app: String, scenes: String, leavesBySelector: [String: [String]],
                     asyncPerformAction: Bool = false, adopted: String? = nil) -> TemplateValue {
        var calls = TemplateObject()
        var direct = TemplateObject()
        var receivers = TemplateObject()
        var listing: [TemplateValue] = []
        for bridged in SceneBridgeMethods.all {
            let leaves = leavesBySelector[bridged.app] ?? []
            calls[bridged.key] = .list(leaves.map { .string($0) })
            let isDirect = adopted != nil && leaves == [adopted]
                && !(bridged.key == performActionKey && asyncPerformAction)
            direct[bridged.key] = .bool(isDirect)
            receivers[bridged.key] = .string(isDirect ? leaves[0] : "leaves")
            if !leaves.isEmpty {
                listing.append(["key": .string(bridged.key), "leaves": .list(leaves.map { .string($0) })])
            }
        }
        return [
            "app": .string(app),
            "scenes": .string(scenes),
            "appComponentProtocol": .string(GeneratedNames.componentProtocol(composite: app)),
            "sceneComponentProtocol": .string(GeneratedNames.componentProtocol(composite: scenes)),
            "leafType": .string(GeneratedNames.leaf(SceneBridging.bridgeName(app: app), pattern: .component)),
            "state": .string(SceneBridging.stateName(app: app)),
            "restoration": .string(SceneBridging.restorationName(app: app)),
            "configurationName": "Default Configuration",
            "calls": .object(calls),
            "direct": .object(direct),
            "receiver": .object(receivers),
            "asyncPerformAction": .bool(asyncPerformAction),
            // The leaves listing each bridged method (`key`, `leaves`), in order: the tests' expectations.
            "listing": .list(listing),
        ]
    }

    /// `bridge` for the app composite's plan.
    static func make(appPlan plan: ForwardingPlan, scenes: String) -> TemplateValue {
        var leaves: [String: [String]] = [:]
        for method in plan.methods { leaves[method.requirement.selector] = method.leafProperties }
        let performAction = SceneBridgeMethods.all.first { $0.key == performActionKey }?.app
        let isAsync = plan.methods.contains { $0.requirement.selector == performAction && $0.isSpelledAsync }
        return make(app: plan.composite.name.value, scenes: scenes, leavesBySelector: leaves,
                    asyncPerformAction: isAsync, adopted: plan.components.first(where: \.isAdopted)?.propertyName)
    }

    private static let performActionKey = "performAction"

    /// What the app composite's `Composite` and `ForwardingTests` templates see with `scenes:`: the methods without
    /// the bridged ones (UIKit no longer calls them; the bridge does, through the leaves), and the bridge's state.
    static func appCompositeExtras(_ plan: ForwardingPlan, context: [String: TemplateValue])
        -> [String: TemplateValue]
    {
        var extras: [String: TemplateValue] = [:]
        if case .list(let methods) = context["methods"] {
            extras["methods"] = .list(zip(plan.methods, methods).compactMap { method, value in
                SceneBridgeMethods.bridged(method.requirement.selector) == nil ? value : nil
            })
        }
        if let scenes = plan.composite.scenes?.value {
            extras["sceneBridge"] = make(appPlan: plan, scenes: scenes)
        }
        return extras
    }
}
