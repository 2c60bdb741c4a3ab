extension ForwardingPlanner {
    /// What the rest of the manifest and the project decide about one composite (`ManifestPlanner`).
    public struct Surroundings: Sendable {
        /// The scene bridge's leaf this composite holds, last among its leaves, and the app composite it reaches.
        public var bridge: (app: String, leaf: Responsibility)?
        /// The notification centre's delegate composite this app composite installs (`NotificationDelegateWiring`).
        public var notificationDelegate: String?
        /// The functions the user's leaf factory file declares (`UserBuiltLeaves`).
        public var factoryFunctions: Set<String> = []

        public init() {}
    }
}
