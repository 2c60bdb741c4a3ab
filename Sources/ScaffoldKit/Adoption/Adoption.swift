/// What `scaffold adopt` will do, computed in memory before anything is written.
public struct Adoption: Sendable {
    /// The original class's name, which the composite takes over: `AppDelegate`.
    public var compositeName: String
    /// `UIApplicationDelegate` or `NSApplicationDelegate`.
    public var protocolName: String
    /// The responsibility holding the original code (`Legacy`) and its class (`LegacyComponent`).
    public var leafName: String
    public var leafTypeName: String
    public var layout: ModuleLayout
    /// The delegate methods the original implemented, as the manifest lists them, in the protocol's order.
    public var delegateMethods: [String]
    /// The `#if` condition of each delegate method the original implemented only under one, by manifest name.
    public var methodConditions: [String: String] = [:]
    /// Instance properties the original declared without a type scaffold can write, which code elsewhere reaches
    /// through the composite's `subscript(dynamicMember:)` (`memberLookup: true`).
    public var lookedUpProperties: [String] = []
    /// Whether the original carried `@main` / `@UIApplicationMain` (the composite takes it).
    public var entryAttribute: String?
    /// Every file the adoption creates, edits or removes (the original delegate file moves into the leaf's).
    public var changes: [AdoptionChange]
    /// Located warnings: responder overrides that leave the responder chain, initializers the composite cannot
    /// offer.
    public var warnings: [Diagnostic]
    /// Every member of the original class and of its extensions, with its text, for the exactly-once check.
    var members: [(member: AdoptedMember, text: String)]
}

/// Options of `scaffold adopt`.
public struct AdoptionOptions: Sendable {
    /// The responsibility that receives the original code.
    public var leafName: String
    /// The module's files that other app targets compile too (without the delegate), with those targets' names.
    public var otherTargets: [String: [String]] = [:]
    /// The app module's name for the generated tests; derived from the delegate's path when nil.
    public var moduleName: String?
    /// The layout of the delegate's target, as `init` detects it (`AppLayout.detect(in:containing:…)`); from the
    /// delegate's path alone when nil. Set by `AdoptionRun`.
    public var layout: AppLayout?
    /// The protocols the adopted class may adopt (`scaffold migrate` adopts an app's own `UIWindowSceneDelegate`).
    var delegateProtocols = DelegateClass.protocols

    public init(leafName: String = "Legacy", moduleName: String? = nil) {
        self.leafName = leafName
        self.moduleName = moduleName
    }
}
