/// A validated `scaffold.yml`: one or more composites, each forwarding one protocol to its responsibilities.
public struct Manifest: Sendable {
    /// The manifest file's path as given (used in diagnostics).
    public var path: String
    /// The folder every relative path in the manifest is resolved against.
    public var directory: String
    public var composites: [CompositeSpec]
    /// `templates:` — a folder whose files override built-in templates by name, relative to `directory`.
    public var templates: Located<String>?

    public init(path: String, directory: String, composites: [CompositeSpec], templates: Located<String>? = nil) {
        self.path = path
        self.directory = directory
        self.composites = composites
        self.templates = templates
    }
}

/// How a composite's leaves are written.
public enum OutputStyle: String, Sendable, CaseIterable {
    /// Swift leaves adopting a generated component protocol.
    case swift
    /// NSObject leaves with `@objc` methods and a bridge an Objective-C app delegate calls.
    case objc
}

/// One composite: the protocol it adopts, the class it generates and the leaves it forwards to.
public struct CompositeSpec: Sendable {
    /// `UIApplicationDelegate` (built-in catalog) or `path/File.swift#ProtocolName`.
    public var protocolSource: Located<String>
    /// The generated composite class: `AppDelegate`.
    public var name: Located<String>
    /// The app module the generated tests import with `@testable import`.
    public var module: Located<String>
    /// A base class for the composite of a user protocol (catalog protocols bring their own, e.g. `UIResponder`).
    public var superclass: Located<String>?
    public var style: Located<OutputStyle>
    public var paths: OutputPaths
    /// Seconds after which a completion handler is called with what arrived, when a leaf never calls back.
    public var completionDeadline: Located<Double>
    public var responsibilities: [Responsibility]
    /// Where this composite's mapping starts (the top of the file for the single-composite form).
    public var location: SourceLocation
    /// `scenes: SceneDelegate` on an app delegate: the scene delegate that bridges the scene life cycle to its leaves.
    public var scenes: Located<String>?
    /// `main: true`: the composite is the app's entry point (`@main`), e.g. after `scaffold adopt`.
    public var isEntryPoint = false
    /// `signposts: true`: every forwarder wraps each leaf's call in an `OSSignposter` interval.
    public var signposts: Located<Bool>?

    public init(protocolSource: Located<String>, name: Located<String>, module: Located<String>,
                superclass: Located<String>? = nil, style: Located<OutputStyle>, paths: OutputPaths,
                completionDeadline: Located<Double>, responsibilities: [Responsibility], location: SourceLocation) {
        self.protocolSource = protocolSource
        self.name = name
        self.module = module
        self.superclass = superclass
        self.style = style
        self.paths = paths
        self.completionDeadline = completionDeadline
        self.responsibilities = responsibilities
        self.location = location
    }
}

/// Output folders, relative to the manifest's folder.
public struct OutputPaths: Sendable {
    /// Overwritten on every generate.
    public var generated: Located<String>
    /// User-owned leaves, created once.
    public var components: Located<String>
    /// Generated tests and user-owned test stubs.
    public var tests: Located<String>

    public init(generated: Located<String>, components: Located<String>, tests: Located<String>) {
        self.generated = generated
        self.components = components
        self.tests = tests
    }
}

/// Which recipe a responsibility follows.
public enum Pattern: String, Sendable, CaseIterable {
    /// A leaf that receives the delegate methods it lists (composite pattern).
    case component
    /// One-shot launch work run by a builder (command pattern).
    case command
    /// Lifecycle events delivered through a NotificationCenter mediator (mediator pattern).
    case listener
}

/// When a responsibility's launch work runs.
public enum LaunchPhase: String, Sendable, CaseIterable {
    /// During launch, before `didFinishLaunching` answers (the default).
    case launch
    /// After launch, on the main actor, when the app (or its first scene) first becomes active.
    case deferred
}

/// One line item of the app's responsibilities.
///
/// Its fields are shared by its copies (`SharedFields`): every check and the planner go through the responsibilities.
public struct Responsibility: Sendable {
    private struct Fields: Sendable {
        var name: Located<String>
        var pattern: Located<Pattern>
        var methods: [Located<String>]
        var policies: [(method: Located<String>, policy: Located<Policy>)]
        var events: [Located<String>]
        var location: SourceLocation
        var isAdopted: Bool = false
        var conditions: [(method: Located<String>, condition: Located<String>)] = []
        var hasMemberLookup: Bool = false
        var uses: [Located<String>] = []
        var after: [Located<String>] = []
        var phase: Located<LaunchPhase>?
    }

    private var shared: SharedFields<Fields>

    /// A Swift type-name prefix: `PushNotifications` → `PushNotificationsComponent`.
    public var name: Located<String> {
        get { shared.fields.name }
        set { shared.change { $0.name = newValue } }
    }
    public var pattern: Located<Pattern> {
        get { shared.fields.pattern }
        set { shared.change { $0.pattern = newValue } }
    }
    /// Swift method names, in the order written.
    public var methods: [Located<String>] {
        get { shared.fields.methods }
        set { shared.change { $0.methods = newValue } }
    }
    /// Policy overrides, in the order written: method name → policy.
    public var policies: [(method: Located<String>, policy: Located<Policy>)] {
        get { shared.fields.policies }
        set { shared.change { $0.policies = newValue } }
    }
    /// Listener events (`didFinishLaunching`, …), in the order written.
    public var events: [Located<String>] {
        get { shared.fields.events }
        set { shared.change { $0.events = newValue } }
    }
    /// Where the responsibility's entry starts (its `-`).
    public var location: SourceLocation {
        get { shared.fields.location }
        set { shared.change { $0.location = newValue } }
    }
    /// `adopted: true`: the leaf holds an adopted class's code (`scaffold adopt`); the composite holds it by its
    /// own type and calls it directly for the methods it alone lists.
    public var isAdopted: Bool {
        get { shared.fields.isAdopted }
        set { shared.change { $0.isAdopted = newValue } }
    }
    /// `conditions`: the `#if` condition a listed method is forwarded under (the leaf implements it only there), in
    /// the order written.
    public var conditions: [(method: Located<String>, condition: Located<String>)] {
        get { shared.fields.conditions }
        set { shared.change { $0.conditions = newValue } }
    }
    /// `memberLookup: true`: `appDelegate.x` reaches every member of this leaf through the composite's
    /// `subscript(dynamicMember:)` (what `scaffold adopt` writes for members declared without a type).
    public var hasMemberLookup: Bool {
        get { shared.fields.hasMemberLookup }
        set { shared.change { $0.hasMemberLookup = newValue } }
    }
    /// `uses: [Legacy]`: leaves of the same composite this one is built with (`makeXComponent(legacyComponent:)`):
    /// what a peeled-off leaf shares with the leaf it came from.
    public var uses: [Located<String>] {
        get { shared.fields.uses }
        set { shared.change { $0.uses = newValue } }
    }
    /// `after: [Analytics]`: the responsibilities this one runs after, wherever both take part (`LeafOrder`).
    public var after: [Located<String>] {
        get { shared.fields.after }
        set { shared.change { $0.after = newValue } }
    }
    /// `phase: deferred`: its launch work runs when the app first becomes active, not during launch.
    public var phase: Located<LaunchPhase>? {
        get { shared.fields.phase }
        set { shared.change { $0.phase = newValue } }
    }

    /// Whether its launch work waits for the app's first activation (`phase: deferred`).
    public var isDeferred: Bool { phase?.value == .deferred }

    public init(name: Located<String>, pattern: Located<Pattern>, methods: [Located<String>] = [],
                policies: [(method: Located<String>, policy: Located<Policy>)] = [], events: [Located<String>] = [],
                location: SourceLocation) {
        shared = SharedFields(Fields(name: name, pattern: pattern, methods: methods, policies: policies,
                                     events: events, location: location))
    }
}
