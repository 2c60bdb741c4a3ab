/// What reaches the leaves of an app composite with `scenes:` through its scene delegate, for `scaffold list`.
extension ForwardingPlan {
    /// A method a leaf lists that UIKit no longer calls on the app delegate under scenes: the scene delegate
    /// (`scenes:`) hears `sceneMethod` and the bridge calls the leaves' `method`.
    public struct SceneBridged: Sendable {
        /// The scene-delegate method UIKit calls (`sceneDidBecomeActive(_:)`).
        public let sceneMethod: String
        /// The app-delegate method the leaves hear.
        public let method: ForwardedMethod
    }

    /// The methods the app composite itself forwards: with `scenes:`, all but those its scene delegate delivers.
    public var appDelegateMethods: [ForwardedMethod] {
        guard composite.scenes != nil else { return methods }
        return methods.filter { SceneBridgeMethods.bridged($0.requirement.selector) == nil }
    }

    /// With `scenes:`, whether the app composite asks the leaves listing `method` only for the scene roles other
    /// than its windows (CarPlay, an external display): the scene configuration, which it answers itself.
    public func isAskedForOtherSceneRolesOnly(_ method: ForwardedMethod) -> Bool {
        composite.scenes != nil && method.requirement.selector == SceneBridgeMethods.configuration
    }

    /// With `scenes:`, the methods the scene delegate delivers, in the protocol's order; empty without it.
    public var sceneBridged: [SceneBridged] {
        guard composite.scenes != nil else { return [] }
        return methods.compactMap { method in
            SceneBridgeMethods.bridged(method.requirement.selector).map {
                SceneBridged(sceneMethod: $0.scene, method: method)
            }
        }
    }
}
