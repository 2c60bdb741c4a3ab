/// The files of the scene life cycle bridge (`scenes:`, TN3187).
extension Generator {
    /// Beside an app composite with `scenes:`: its app-wide side (`AppDelegate+Scenes.swift`), the Info.plist
    /// fragment and the bridge's tests. Beside the scene composite holding the bridge: the bridge leaf.
    static func renderSceneBridge(_ plan: ForwardingPlan, render: Render) {
        let composite = plan.composite
        let generated = composite.paths.generated.value
        if let scenes = composite.scenes?.value {
            let app = composite.name.value
            let extra = ["bridge": SceneBridgeContext.make(appPlan: plan, scenes: scenes)]
            render("SceneBridgeApp.swift.template", join(generated, "\(app)+Scenes.swift"), .generated, extra)
            render("SceneManifest.plist.template", join(generated, "\(scenes)-SceneManifest.plist"), .generated, extra)
            // Spies cannot stand in for an adopted leaf (held by its own type), as for the forwarding tests.
            if !plan.components.contains(where: \.isAdopted) {
                render("SceneBridgeTests.swift.template",
                       join(composite.paths.tests.value, "\(app)SceneBridgeTests.swift"), .generated, extra)
            }
        }
        if let app = plan.bridgedApp {
            let bridge = SceneBridgeContext.make(app: app, scenes: composite.name.value, leavesBySelector: [:])
            let leafType = GeneratedNames.leaf(SceneBridging.bridgeName(app: app), pattern: .component)
            render("SceneBridgeLeaf.swift.template", join(generated, "\(leafType).swift"), .generated,
                   ["bridge": bridge])
        }
    }

    /// The scene composite's bridge leaf: generated, so it gets no user-owned leaf file or test stub.
    static func isSceneBridge(_ leaf: LeafPlan, of plan: ForwardingPlan) -> Bool {
        plan.bridgedApp.map { leaf.name == SceneBridging.bridgeName(app: $0) } ?? false
    }
}
