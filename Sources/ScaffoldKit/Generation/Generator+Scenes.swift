/// The files of the scene life cycle bridge (`scenes:`, TN3187).
extension Generator {
    /// Beside an app composite with `scenes:` (`bridge`): its app-wide side (`AppDelegate+Scenes.swift`), the
    /// Info.plist fragment and the bridge's tests. Beside the scene composite holding the bridge: the bridge leaf.
    static func addSceneBridge(_ plan: ForwardingPlan, bridge: SceneBridgeModel?, shared: Encoded<CompositeFilesModel>,
                               to jobs: inout RenderJobs) {
        let composite = plan.composite
        let generated = composite.paths.generated.value
        if let bridge {
            let file = FileModel(shared: shared, bridge: bridge)
            jobs.add("SceneBridgeApp.swift.template", join(generated, "\(bridge.app)+Scenes.swift"), .generated, file)
            jobs.add("SceneManifest.plist.template", join(generated, "\(bridge.scenes)-SceneManifest.plist"),
                     .generated, file)
            // Spies cannot stand in for an adopted leaf (held by its own type), as for the forwarding tests.
            if !plan.components.contains(where: \.isAdopted) {
                jobs.add("SceneBridgeTests.swift.template",
                         join(composite.paths.tests.value, "\(bridge.app)SceneBridgeTests.swift"), .generated,
                         file)
            }
        }
        if let app = plan.bridgedApp {
            let bridge = SceneBridgeModel(app: app, scenes: composite.name.value, leavesBySelector: [:])
            jobs.add("SceneBridgeLeaf.swift.template", join(generated, "\(bridge.leafType).swift"), .generated,
                     FileModel(shared: shared, bridge: bridge))
        }
    }

    /// The scene composite's bridge leaf: generated, so it gets no user-owned leaf file or test stub.
    static func isSceneBridge(_ leaf: LeafPlan, of plan: ForwardingPlan) -> Bool {
        plan.bridgedApp.map { leaf.name == SceneBridging.bridgeName(app: $0) } ?? false
    }
}
