/// What one composite forwards, decided before anything is rendered.
public struct ForwardingPlan: Sendable {
    public var composite: CompositeSpec
    public var protocolSpec: ProtocolSpec
    /// The component leaves, in manifest order.
    public var components: [LeafPlan]
    /// Launch commands, in manifest order.
    public var commands: [LeafPlan]
    /// Lifecycle listeners, in manifest order.
    public var listeners: [LeafPlan]
    /// The union of the methods the components list, in the protocol's order.
    public var methods: [ForwardedMethod]
    /// The requirements of a Swift protocol no leaf lists, in the protocol's order: the composite answers them
    /// itself (`UnlistedRequirements`).
    public var unlisted: [ForwardedMethod] = []
    /// Properties the composite holds itself (`window`).
    public var properties: [PropertyRequirement]
    /// Modules the generated sources import, sorted.
    public var imports: [String]
    /// The composite's base class, if any (`UIResponder`).
    public var superclass: String?
    /// Whether `protocolSpec` came from the built-in catalog.
    public var isCatalogProtocol: Bool
    /// False for a protocol that is not `@MainActor` (`UNUserNotificationCenterDelegate`): the composite's
    /// forwarders are then `nonisolated` and run the leaves on the main actor.
    public var isMainActor = true
    /// The `UNUserNotificationCenterDelegate` composite beside this app delegate in its module, which this composite
    /// installs as the notification centre's delegate at launch and holds (set by `GenerationPipeline.plans`).
    public var notificationDelegate: String?
    /// The factory methods (`makePushNotificationsComponent`) the user's `AppDelegateLeaves` implements, which get
    /// no generated default (set by `GenerationPipeline.run` from that file).
    public var userBuiltLeaves: Set<String> = []
}

/// One responsibility, as the generator needs it.
public struct LeafPlan: Sendable {
    public var name: String
    public var pattern: Pattern
    /// `AnalyticsComponent`.
    public var typeName: String
    /// The composite's stored property holding it: `analytics`.
    public var propertyName: String
    /// The selectors of the methods it lists, in protocol order.
    public var selectors: [String]
    /// Listener events, in manifest order.
    public var events: [String]
    /// `adopted: true` in the manifest: the leaf holds an adopted class's code (`scaffold adopt`).
    public var isAdopted = false
    /// `memberLookup: true`: the composite reaches the leaf's members by key path (`subscript(dynamicMember:)`).
    public var hasMemberLookup = false
    /// `uses:`: the leaves the factory builds this one with, in the order written.
    public var uses: [Use] = []

    /// A leaf another one is built with.
    public struct Use: Sendable, Equatable {
        /// `LegacyComponent`.
        public var typeName: String
        /// `legacyComponent`: the composite's property and the factory method's argument label.
        public var propertyName: String
    }
}

/// A protocol method the composite implements, and how it combines the leaves' answers.
public struct ForwardedMethod: Sendable {
    public var requirement: MethodRequirement
    public var shape: ForwardingShape
    /// nil for methods with nothing to combine (void, no completion value).
    public var policy: Policy?
    /// Where the policy came from, for `scaffold list` and doc comments.
    public var policySource: PolicySource
    /// The type leaves return (or pass to their completion): optional when the protocol's type has no neutral value.
    public var componentValueType: SwiftType?
    /// The Swift expression a leaf with no opinion answers.
    public var neutralValue: String?
    /// What the composite answers when no leaf has an opinion, where the protocol's type is not optional.
    public var fallback: String?
    /// Property names of the leaves that list this method, in manifest order.
    public var leafProperties: [String]
    /// Modules this method's types need.
    public var imports: [String]
    /// The manifest names the completion-handler requirement by its async form (`windowScene(_:performActionFor:)`):
    /// leaves implement that `async` method, and the composite awaits them and calls the system's handler once.
    public var isSpelledAsync = false
}

/// Where a method's policy comes from.
public enum PolicySource: String, Sendable {
    case manifest, annotation, shape, none
}

/// How a requirement is forwarded.
public enum ForwardingShape: Sendable, Equatable {
    /// No result: call every leaf.
    case void
    /// A returned value combined by the policy.
    case value(SwiftType)
    /// A completion handler at `parameter` taking `value` (nil for `() -> Void`): one join, called once.
    case completion(parameter: Int, value: SwiftType?)
    /// A returned Bool plus a handler receiving an optional list (`continue userActivity`): lists concatenated.
    case valueAndListCompletion(parameter: Int, element: SwiftType)
    /// An `async` requirement: awaited leaf by leaf, in order.
    case async(SwiftType?)

    /// The position of the completion handler among the parameters, for the shapes that have one.
    public var handlerIndex: Int? {
        switch self {
        case .completion(let index, _), .valueAndListCompletion(let index, _): return index
        default: return nil
        }
    }
}
