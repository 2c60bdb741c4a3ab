/// `scenes: SceneDelegate` on an app delegate: the scene composite that the bridge joins holds the bridge leaf
/// (`AppDelegateBridgeComponent`, generated), last in its leaves. That composite is the one named by `scenes:` when
/// the manifest has it (a scene-delegate composite: its own leaves keep their methods and it and the bridge are one
/// scene delegate), else a new one with the bridge as its only leaf. The manifest is not changed: the planner is
/// given the bridge (`ForwardingPlanner.Surroundings.bridge`) and the plan carries it (`ForwardingPlan.bridgedApp`).
enum SceneBridging {
    /// One `scenes:` key, checked.
    struct Bridge {
        /// The app composite's name.
        var app: String
        /// The scene composite holding the bridge leaf.
        var scenes: String
        /// Where `scenes:` is written: the bridge leaf's location.
        var location: SourceLocation
        /// The scene composite when the manifest has none of that name: made here, planned after the manifest's.
        var madeComposite: CompositeSpec?

        /// The bridge leaf, as a responsibility listing the scene-delegate methods it implements: those the methods
        /// the app composite forwards (`appSelectors`, from its plan) need.
        func leaf(forwarding appSelectors: Set<String>) -> Responsibility {
            Responsibility(
                name: Located(bridgeName(app: app), at: location), pattern: Located(.component, at: location),
                methods: SceneBridgeMethods.bridgeLeafMethods(forwarding: appSelectors)
                    .map { Located($0, at: location) },
                location: location)
        }
    }

    /// Every bridge of `manifest`, or the located errors of every misused `scenes:` key.
    /// - Parameters:
    ///   - roles: the role of each composite whose protocol is a catalog one, by composite name.
    ///   - catalogName: the catalog protocol with a role (`UIWindowSceneDelegate`), for messages and made composites.
    static func bridges(in manifest: Manifest, roles: [String: ProtocolRole],
                        catalogName: (ProtocolRole) -> String?) throws -> [Bridge] {
        var diagnostics = Diagnostics()
        var bridges: [Bridge] = []
        var claimed: [String: String] = [:]
        func name(_ role: ProtocolRole) -> String { catalogName(role) ?? role.rawValue }
        for app in manifest.composites {
            guard let scenes = app.scenes else { continue }
            if let problem = problem(app: app, scenes: scenes, isApp: roles[app.name.value] == .appDelegate,
                                     appProtocol: name(.appDelegate), claimed: claimed) {
                diagnostics.append(problem)
                continue
            }
            claimed[scenes.value] = app.name.value
            let leafName = bridgeName(app: app.name.value)
            var bridge = Bridge(app: app.name.value, scenes: scenes.value, location: scenes.location)
            if let scene = manifest.composites.first(where: { $0.name.value == scenes.value }) {
                if roles[scene.name.value] != .sceneDelegate || scene.style.value != .swift {
                    diagnostics.error("`scenes: \(scenes.value)` names a composite that is not a Swift "
                        + "`\(name(.sceneDelegate))`; the bridge needs one (or a name no composite has, "
                        + "and scaffold generates it)", at: scenes.location,
                        notes: [.note("'\(scenes.value)' is declared here", at: scene.name.location)])
                    continue
                }
                if let clash = scene.responsibilities.first(where: { $0.name.value == leafName }) {
                    diagnostics.error("'\(leafName)' is the name of the scene bridge's leaf; rename this "
                        + "responsibility", at: clash.name.location)
                    continue
                }
            } else {
                bridge.madeComposite = CompositeSpec(
                    protocolSource: Located(name(.sceneDelegate), at: scenes.location), name: scenes,
                    module: app.module, style: app.style, paths: app.paths,
                    completionDeadline: app.completionDeadline, responsibilities: [], location: scenes.location)
            }
            bridges.append(bridge)
        }
        try diagnostics.throwIfErrors()
        return bridges
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

    private static func problem(app: CompositeSpec, scenes: Located<String>, isApp: Bool,
                                appProtocol: @autoclosure () -> String, claimed: [String: String]) -> Diagnostic? {
        if !isApp {
            return .error("`scenes:` bridges the scene life cycle to an app delegate; '\(app.name.value)' adopts "
                + "'\(app.protocolSource.value)', not `\(appProtocol())`", at: scenes.location)
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
