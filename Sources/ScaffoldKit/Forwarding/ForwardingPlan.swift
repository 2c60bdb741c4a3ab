/// What one composite forwards, decided before anything is rendered: complete when the planner returns
/// (`ManifestPlanner` gives it what the rest of the manifest decides), and never changed after.
public struct ForwardingPlan: Sendable {
    /// The composite as the manifest writes it (the scene composite `scenes:` adds is made by `SceneBridging`).
    public let composite: CompositeSpec
    public let protocolSpec: ProtocolSpec
    /// The component leaves, in manifest order (the scene bridge's leaf last).
    public let components: [LeafPlan]
    /// Launch commands, in manifest order.
    public let commands: [LeafPlan]
    /// Lifecycle listeners, in manifest order.
    public let listeners: [LeafPlan]
    /// The union of the methods the components list, in the protocol's order.
    public let methods: [ForwardedMethod]
    /// The requirements of a Swift protocol no leaf lists, in the protocol's order: the composite answers them
    /// itself (`UnlistedRequirements`).
    public let unlisted: [ForwardedMethod]
    /// Every method a responsibility lists, located, in manifest order.
    public let listings: [LeafListing]
    /// Properties the composite holds itself (`window`).
    public let properties: [PropertyRequirement]
    /// Modules the generated sources import, sorted.
    public let imports: [String]
    /// The composite's base class, if any (`UIResponder`).
    public let superclass: String?
    /// Whether `protocolSpec` came from the built-in catalog.
    public let isCatalogProtocol: Bool
    /// False for a protocol that is not `@MainActor` (`UNUserNotificationCenterDelegate`): the composite's
    /// forwarders are then `nonisolated` and run the leaves on the main actor.
    public let isMainActor: Bool
    /// The notification centre's delegate composite beside this app delegate in its module, which this composite
    /// installs as the notification centre's delegate at launch and holds (`NotificationDelegateWiring`).
    public let notificationDelegate: String?
    /// The app composite whose scene life cycle this scene composite's bridge leaf delivers (`SceneBridging`).
    public let bridgedApp: String?
    /// The factory methods (`makePushNotificationsComponent`) the user's `AppDelegateLeaves` implements, which get
    /// no generated default (`UserBuiltLeaves`).
    public let userBuiltLeaves: Set<String>
    /// The protocol's methods by selector, built once by the planner for every later lookup.
    let selectorIndex: SelectorIndex
    /// `signposts: true`: every forwarder measures each leaf's call in an `OSSignposter` interval.
    public let signposts: Bool
    /// Whether the composite measures its launch (the debug launch report): it uses a key of launch cost
    /// (`signposts`, `after`, `phase`); one that uses none keeps its bytes.
    public let measuresLaunch: Bool
    /// Whether some leaf's launch work waits for the app's first activation (`phase: deferred`).
    public let defersLaunchWork: Bool
}

/// One method a responsibility lists, as the manifest writes it.
public struct LeafListing: Sendable {
    /// The protocol's selector the listed name means.
    public let selector: String
    /// The name as listed (`windowScene(_:performActionFor:) async`), where.
    public let method: Located<String>
    /// The responsibility's name: `Links`.
    public let responsibility: String
    /// The leaf's property in the composite: `linksComponent`.
    public let leaf: String
    /// Listed by its async form.
    public let isSpelledAsync: Bool
    /// The responsibility's `conditions` entry for the method: its leaf implements it only under that `#if`.
    public let condition: String?

    public var location: SourceLocation { method.location }

    /// The condition the composite forwards a method under: none when a leaf lists it unconditionally, else
    /// any of the leaves' (`a`, or `(a) || (b)`).
    static func condition(of listings: [LeafListing]) -> String? {
        var conditions: [String] = []
        for listing in listings {
            guard let condition = listing.condition else { return nil }
            if !conditions.contains(condition) { conditions.append(condition) }
        }
        guard conditions.count > 1 else { return conditions.first }
        return conditions.map { "(\($0))" }.joined(separator: " || ")
    }
}

/// One responsibility, as the generator needs it.
///
/// Its fields are shared by its copies (`SharedFields`): the models and checks copy the leaves.
public struct LeafPlan: Sendable {
    private struct Fields: Sendable {
        let name: String
        let pattern: Pattern
        let typeName: String
        let propertyName: String
        let selectors: [String]
        let events: [String]
        let isAdopted: Bool
        let hasMemberLookup: Bool
        let uses: [Use]
        let isDeferred: Bool
        let after: [String]
    }

    private let shared: SharedFields<Fields>

    public var name: String { shared.fields.name }
    public var pattern: Pattern { shared.fields.pattern }
    /// `AnalyticsComponent`.
    public var typeName: String { shared.fields.typeName }
    /// The composite's stored property holding it: `analytics`.
    public var propertyName: String { shared.fields.propertyName }
    /// The selectors of the methods it lists, in protocol order.
    public var selectors: [String] { shared.fields.selectors }
    /// Listener events, in manifest order.
    public var events: [String] { shared.fields.events }
    /// `adopted: true` in the manifest: the leaf holds an adopted class's code (`scaffold adopt`).
    public var isAdopted: Bool { shared.fields.isAdopted }
    /// `memberLookup: true`: the composite reaches the leaf's members by key path (`subscript(dynamicMember:)`).
    public var hasMemberLookup: Bool { shared.fields.hasMemberLookup }
    /// `uses:`: the leaves the factory builds this one with, in the order written.
    public var uses: [Use] { shared.fields.uses }
    /// `phase: deferred`: its launch work runs when the app first becomes active.
    public var isDeferred: Bool { shared.fields.isDeferred }
    /// `after:`: the responsibilities it runs after, as written.
    public var after: [String] { shared.fields.after }

    init(name: String, pattern: Pattern, typeName: String, propertyName: String, selectors: [String],
         events: [String], isAdopted: Bool, hasMemberLookup: Bool, uses: [Use], isDeferred: Bool, after: [String]) {
        shared = SharedFields(Fields(name: name, pattern: pattern, typeName: typeName, propertyName: propertyName,
                                     selectors: selectors, events: events, isAdopted: isAdopted,
                                     hasMemberLookup: hasMemberLookup, uses: uses, isDeferred: isDeferred,
                                     after: after))
    }

    /// A leaf another one is built with.
    public struct Use: Sendable, Equatable {
        /// `LegacyComponent`.
        public let typeName: String
        /// `legacyComponent`: the composite's property and the factory method's argument label.
        public let propertyName: String
    }
}

/// A protocol method the composite implements, and how it combines the leaves' answers.
///
/// Its fields are shared by its copies (`SharedFields`): a forwarded method is copied into every stage that reads the
/// plan.
public struct ForwardedMethod: Sendable {
    private struct Fields: Sendable {
        let requirement: MethodRequirement
        let shape: ForwardingShape
        let policy: Policy?
        let policySource: PolicySource
        let componentValueType: SwiftType?
        let neutralValue: String?
        let fallback: String?
        let leafProperties: [String]
        let deferredLeafProperties: [String]
        let imports: [String]
        let isSpelledAsync: Bool
    }

    private let shared: SharedFields<Fields>

    public var requirement: MethodRequirement { shared.fields.requirement }
    public var shape: ForwardingShape { shared.fields.shape }
    /// nil for methods with nothing to combine (void, no completion value).
    public var policy: Policy? { shared.fields.policy }
    /// Where the policy came from, for `scaffold list` and doc comments.
    public var policySource: PolicySource { shared.fields.policySource }
    /// The type leaves return (or pass to their completion): optional when the protocol's type has no neutral value.
    public var componentValueType: SwiftType? { shared.fields.componentValueType }
    /// The Swift expression a leaf with no opinion answers.
    public var neutralValue: String? { shared.fields.neutralValue }
    /// What the composite answers when no leaf has an opinion, where the protocol's type is not optional.
    public var fallback: String? { shared.fields.fallback }
    /// Property names of the leaves that list this method, in manifest order (`after:` respected).
    public var leafProperties: [String] { shared.fields.leafProperties }
    /// Those of `leafProperties` whose call of this launch method waits for the app's first activation
    /// (`phase: deferred`), in the same order.
    public var deferredLeafProperties: [String] { shared.fields.deferredLeafProperties }
    /// Modules this method's types need.
    public var imports: [String] { shared.fields.imports }
    /// The manifest names the completion-handler requirement by its async form (`windowScene(_:performActionFor:)`):
    /// leaves implement that `async` method, and the composite awaits them and calls the system's handler once.
    public var isSpelledAsync: Bool { shared.fields.isSpelledAsync }

    public init(requirement: MethodRequirement, shape: ForwardingShape, policy: Policy?, policySource: PolicySource,
                componentValueType: SwiftType?, neutralValue: String?, fallback: String?, leafProperties: [String],
                deferredLeafProperties: [String], imports: [String], isSpelledAsync: Bool) {
        shared = SharedFields(Fields(requirement: requirement, shape: shape, policy: policy, policySource: policySource,
                         componentValueType: componentValueType, neutralValue: neutralValue, fallback: fallback,
                         leafProperties: leafProperties, deferredLeafProperties: deferredLeafProperties,
                         imports: imports, isSpelledAsync: isSpelledAsync))
    }
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
