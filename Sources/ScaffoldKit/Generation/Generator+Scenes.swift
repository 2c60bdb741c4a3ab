/// The files of the scene life cycle bridge (`scenes:`, TN3187).
extension Generator {
    /// Beside an app composite with `scenes:` (`bridge`): the bridge's decisions (`AppDelegateSceneLifecycle.swift`),
    /// its app-wide side (`AppDelegate+Scenes.swift`) and its tests. Beside the scene composite holding the bridge:
    /// the bridge leaf. The app's Info.plist is not generated: `scaffold migrate` edits it.
    static func addSceneBridge(_ plan: ForwardingPlan, bridge: SceneBridgeModel?, shared: Encoded<CompositeFilesModel>,
                               to jobs: inout RenderJobs) {
        let composite = plan.composite
        let generated = composite.paths.generated.value
        if let bridge {
            let file = FileModel(shared: shared, bridge: bridge)
            jobs.add("SceneLifecycle.swift.template", join(generated, "\(bridge.state).swift"), .generated, file)
            jobs.add("SceneBridgeApp.swift.template", join(generated, "\(bridge.app)+Scenes.swift"), .generated, file)
            jobs.add("SceneBridgeTests.swift.template",
                     join(composite.paths.tests.value, "\(bridge.app)SceneBridgeTests.swift"), .generated, file)
        }
        if let app = plan.bridgedApp {
            let bridge = SceneBridgeModel(scenePlan: plan, app: app)
            jobs.add("SceneBridgeLeaf.swift.template", join(generated, "\(bridge.leafType).swift"), .generated,
                     FileModel(shared: shared, bridge: bridge))
        }
    }

    /// The scene composite's bridge leaf: generated, so it gets no user-owned leaf file or test stub.
    static func isSceneBridge(_ leaf: LeafPlan, of plan: ForwardingPlan) -> Bool {
        plan.bridgedApp.map { leaf.name == SceneBridging.bridgeName(app: $0) } ?? false
    }
}
