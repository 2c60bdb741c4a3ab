/// `phase: deferred`: which launch methods a deferred leaf hears of later, what the protocol must have for it, and
/// what the keys of launch cost (`signposts`, `after`, `phase`) need of a composite.
enum LaunchDeferral {
    /// The launch methods besides the protocol's own launch requirement (`LaunchRequirement`) whose leaves may wait.
    static let earlierLaunchSelector = "application(_:willFinishLaunchingWithOptions:)"
    /// What the app composite hears when the app first becomes active (without scenes; with them, the first scene
    /// becoming active posts `UIApplication.didBecomeActiveNotification`, which the composite observes).
    static let activationSelector = "applicationDidBecomeActive(_:)"
    /// The lifecycle event a deferred listener hears of when deferred work runs.
    static let launchEvent = "didFinishLaunching"

    /// Whether the leaves of `selector` may defer their call of it: it is one of the launch methods.
    static func defers(_ selector: String, in spec: ProtocolSpec, index: SelectorIndex) -> Bool {
        selector == earlierLaunchSelector || selector == LaunchRequirement.find(in: spec, index: index)?.selector
    }

    /// A deferred responsibility needs a protocol with a launch method and the activation method, and launch work to
    /// defer; launch cost is measured in Swift composites only.
    static func problems(in composite: CompositeSpec, protocolSpec: ProtocolSpec, index: SelectorIndex)
        -> [Diagnostic]
    {
        var problems: [Diagnostic] = []
        if composite.style.value == .objc {
            let keyed = composite.responsibilities.flatMap { [$0.phase?.location, $0.after.first?.location] }
            let keys = ([composite.signposts?.location] + keyed).compactMap { $0 }
            for location in keys {
                problems.append(.error("launch cost (`signposts`, `after`, `phase`) is measured and ordered in a "
                    + "Swift composite; an Objective-C composite ('style: objc') calls its leaves in manifest order",
                    at: location, notes: [.note("'style: objc' is set here", at: composite.style.location)]))
            }
            return problems
        }
        let launch = LaunchRequirement.find(in: protocolSpec, index: index)
        for responsibility in composite.responsibilities where responsibility.isDeferred {
            guard let phase = responsibility.phase else { continue }
            guard let launch, index.first(activationSelector) != nil else {
                problems.append(.error("'\(protocolSpec.name)' has no launch method and "
                    + "`\(activationSelector)` to defer launch work to; `phase: deferred` is for an app delegate",
                    at: phase.location))
                continue
            }
            let name = responsibility.name.value
            switch responsibility.pattern.value {
            case .command:
                continue
            case .component:
                let listed = responsibility.methods.map(\.value)
                if !listed.contains(launch.selector) && !listed.contains(earlierLaunchSelector) {
                    problems.append(.error("'\(name)' is deferred but lists no launch method ('\(launch.selector)' "
                        + "or '\(earlierLaunchSelector)'): it has no launch work to defer", at: phase.location))
                }
            case .listener:
                let hearsLaunch = responsibility.events.contains { $0.value == launchEvent }
                if !responsibility.events.isEmpty && !hearsLaunch {
                    problems.append(.error("'\(name)' is deferred but does not hear '\(launchEvent)': it has no "
                        + "launch work to defer", at: phase.location))
                }
            }
        }
        return problems
    }
}
