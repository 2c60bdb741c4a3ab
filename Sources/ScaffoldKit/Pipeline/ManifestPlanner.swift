/// Every composite's `ForwardingPlan`, complete: what one composite's plan needs from the rest of the manifest
/// (the scene bridge, `SceneBridging`; the notification centre's delegate, `NotificationDelegateWiring`) and from
/// the project (the leaves the user's factory builds, `UserBuiltLeaves`) is decided first and handed to
/// `ForwardingPlanner`, so no plan is changed after it is made and the manifest stays as the user wrote it.
enum ManifestPlanner {
    /// The plans of `manifest`'s composites, then of the scene composites `scenes:` makes; every error of every
    /// composite is reported together (a misused `scenes:` key alone, first).
    /// - Parameter read: a file's bytes, path relative to the manifest's folder; nil when it does not exist.
    static func plans(for manifest: Manifest, loader: ProtocolLoader, read: (String) throws -> [UInt8]?) throws
        -> [ForwardingPlan]
    {
        let loaded = manifest.composites.map { composite in Result { try loader.load(composite.protocolSource) } }
        var roles: [String: ProtocolRole] = [:]
        var catalogRoles: [String: ProtocolRole] = [:]
        for (composite, result) in zip(manifest.composites, loaded) {
            guard case .success(let protocolSpec) = result, let role = protocolSpec.spec.role else { continue }
            roles[composite.name.value] = role
            if protocolSpec.isCatalog { catalogRoles[composite.name.value] = role }
        }
        let bridges = try SceneBridging.bridges(in: manifest, roles: catalogRoles, catalogName: loader.catalogName)
        let notificationDelegates = NotificationDelegateWiring.delegates(in: manifest.composites, roles: roles)
        let made = bridges.compactMap(\.madeComposite).map { composite in
            (composite, Result { try loader.load(composite.protocolSource) })
        }
        var diagnostics = Diagnostics()
        let all = Array(zip(manifest.composites, loaded)) + made
        // A scene composite is planned after the app composite it bridges: its bridge leaf implements only what the
        // methods that composite forwards need. The plans keep the manifest's order.
        let scenes = Set(bridges.map(\.scenes))
        let order = all.indices.filter { !scenes.contains(all[$0].0.name.value) }
            + all.indices.filter { scenes.contains(all[$0].0.name.value) }
        var forwarded: [String: Set<String>] = [:]
        var planned: [Int: ForwardingPlan] = [:]
        for index in order {
            let (composite, result) = all[index]
            let plan = diagnostics.capture {
                let (spec, isCatalog) = try result.get()
                var surroundings = ForwardingPlanner.Surroundings()
                let bridge = bridges.first { $0.scenes == composite.name.value }
                surroundings.bridge = bridge.map { ($0.app, $0.leaf(forwarding: forwarded[$0.app] ?? [])) }
                surroundings.notificationDelegate = notificationDelegates[composite.name.value]
                surroundings.factoryFunctions = UserBuiltLeaves.functions(of: composite, read: read)
                return try ForwardingPlanner.plan(composite, protocolSpec: spec, isCatalogProtocol: isCatalog,
                                                  surroundings: surroundings)
            }
            if let plan {
                planned[index] = plan
                forwarded[composite.name.value] = Set(plan.methods.filter { !$0.leafProperties.isEmpty }
                    .map(\.requirement.selector))
            }
        }
        try diagnostics.throwIfErrors()
        return all.indices.compactMap { planned[$0] }
    }
}
