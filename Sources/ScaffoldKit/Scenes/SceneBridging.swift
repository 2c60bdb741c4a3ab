/// `scenes: SceneDelegate` on an app delegate: before planning, the scene composite that the bridge joins gets the
/// bridge leaf (`AppDelegateBridgeComponent`, generated), last in its leaves. That composite is the one named by
/// `scenes:` when the manifest has it (a `UIWindowSceneDelegate` composite: its own leaves keep their methods and
/// it and the bridge are one scene delegate), else a new one with the bridge as its only leaf.
enum SceneBridging {
    /// The manifest with every bridge in place, or the located errors of every misused `scenes:` key.
    static func prepare(_ manifest: Manifest) throws -> Manifest {
        var diagnostics = Diagnostics()
        var composites = manifest.composites
        var claimed: [String: String] = [:]
        for app in manifest.composites {
            guard let scenes = app.scenes else { continue }
            if let problem = problem(app: app, scenes: scenes, claimed: claimed) {
                diagnostics.append(problem)
                continue
            }
            claimed[scenes.value] = app.name.value
            let bridge = Responsibility(
                name: Located(bridgeName(app: app.name.value), at: scenes.location),
                pattern: Located(.component, at: scenes.location),
                methods: SceneBridgeMethods.bridgeLeafMethods.map { Located($0, at: scenes.location) },
                location: scenes.location)
            if let index = composites.firstIndex(where: { $0.name.value == scenes.value }) {
                let scene = composites[index]
                if scene.protocolSource.value != SceneBridgeMethods.sceneProtocol || scene.style.value != .swift {
                    diagnostics.error("`scenes: \(scenes.value)` names a composite that is not a Swift "
                        + "`\(SceneBridgeMethods.sceneProtocol)`; the bridge needs one (or a name no composite has, "
                        + "and scaffold generates it)", at: scenes.location,
                        notes: [.note("'\(scenes.value)' is declared here", at: scene.name.location)])
                    continue
                }
                if let clash = scene.responsibilities.first(where: { $0.name.value == bridge.name.value }) {
                    diagnostics.error("'\(bridge.name.value)' is the name of the scene bridge's leaf; rename this "
                        + "responsibility", at: clash.name.location)
                    continue
                }
                composites[index].responsibilities.append(bridge)
                composites[index].bridgedApp = app.name.value
            } else {
                var scene = CompositeSpec(
                    protocolSource: Located(SceneBridgeMethods.sceneProtocol, at: scenes.location), name: scenes,
                    module: app.module, style: app.style, paths: app.paths,
                    completionDeadline: app.completionDeadline, responsibilities: [bridge], location: scenes.location)
                scene.bridgedApp = app.name.value
                composites.append(scene)
            }
        }
        try diagnostics.throwIfErrors()
        var prepared = manifest
        prepared.composites = composites
        return prepared
    }

    /// The types `scenes: NAME` on `app` declares: the scene composite's (unless the manifest has it already, as a
    /// composite of its own), the bridge leaf, and the bridge's state and restoration types.
    static func declaredTypes(app: String, scenes: String) -> [String] {
        GeneratedNames.reserved(composite: scenes)
            + [GeneratedNames.leaf(bridgeName(app: app), pattern: .component), stateName(app: app),
               restorationName(app: app)]
    }

    /// `AppDelegateSceneLifecycle`: which scenes are active and in the foreground.
    static func stateName(app: String) -> String {
        "\(app)SceneLifecycle"
    }

    /// `AppDelegateSceneRestoration`: a user activity and the objects to restore with it.
    static func restorationName(app: String) -> String {
        "\(app)SceneRestoration"
    }

    /// `AppDelegateBridge`: the responsibility whose generated leaf (`AppDelegateBridgeComponent`) is the bridge.
    static func bridgeName(app: String) -> String {
        "\(app)Bridge"
    }

    private static func problem(app: CompositeSpec, scenes: Located<String>, claimed: [String: String])
        -> Diagnostic?
    {
        if app.protocolSource.value != SceneBridgeMethods.appProtocol {
            return .error("`scenes:` bridges the scene life cycle to an app delegate; '\(app.name.value)' adopts "
                + "'\(app.protocolSource.value)', not `\(SceneBridgeMethods.appProtocol)`", at: scenes.location)
        }
        if app.style.value != .swift {
            return .error("`scenes:` needs `style: swift`: the scene bridge is generated in Swift and calls the "
                + "Swift leaves", at: scenes.location)
        }
        if scenes.value == app.name.value {
            return .error("`scenes:` names the scene delegate, which must differ from the app delegate "
                + "'\(app.name.value)'", at: scenes.location)
        }
        if let other = claimed[scenes.value] {
            return .error("'\(scenes.value)' already bridges the scenes of '\(other)'; one scene delegate bridges "
                + "one app delegate", at: scenes.location)
        }
        return nil
    }
}
