/// An attribute as written: `@available(iOS, deprecated: 13.0)` is name `available`, arguments `iOS, deprecated: 13.0`.
public struct Attribute: Hashable, Sendable, CustomStringConvertible {
    public var name: String
    /// The text between the parentheses, whitespace-normalised; nil when there are none.
    public var arguments: String?

    public init(name: String, arguments: String? = nil) {
        self.name = name
        self.arguments = arguments
    }

    public var description: String { arguments.map { "@\(name)(\($0))" } ?? "@\(name)" }

    /// True for `@available(..., deprecated...)` and `@available(*, unavailable)`-free deprecations.
    public var isDeprecation: Bool {
        guard name == "available", let arguments else { return false }
        return ASCIIText.isASCII(arguments) ? ASCIIText.contains(arguments, "deprecated")
                                            : arguments.contains("deprecated")
    }
}

/// One parameter of a method requirement.
public struct Parameter: Hashable, Sendable {
    /// The argument label; nil when it is `_`.
    public var label: String?
    /// The internal name used inside the body.
    public var name: String
    /// The type without `inout` and without the variadic `...`; attributes such as `@escaping` stay on it.
    public var type: SwiftType
    public var isInout: Bool
    public var isVariadic: Bool
    /// The default value's text, as written (`nil`, `[:]`, `= default` in SDK interfaces), if any.
    public var defaultValue: String?

    public init(label: String?, name: String, type: SwiftType, isInout: Bool = false, isVariadic: Bool = false,
                defaultValue: String? = nil) {
        self.label = label
        self.name = name
        self.type = type
        self.isInout = isInout
        self.isVariadic = isVariadic
        self.defaultValue = defaultValue
    }
}

/// A property requirement: `var window: UIWindow? { get set }`.
public struct PropertyRequirement: Hashable, Sendable {
    public var name: String
    public var type: SwiftType
    public var isSettable: Bool
    public var isStatic: Bool
    public var isOptional: Bool
    public var attributes: [Attribute]
    public var documentation: [String]
    public var annotations: [String: String]
    public var conditions: [String]
    public var location: SourceLocation

    public init(name: String, type: SwiftType, isSettable: Bool, isStatic: Bool = false, isOptional: Bool = false,
                attributes: [Attribute] = [], documentation: [String] = [], annotations: [String: String] = [:],
                conditions: [String] = [], location: SourceLocation) {
        self.name = name
        self.type = type
        self.isSettable = isSettable
        self.isStatic = isStatic
        self.isOptional = isOptional
        self.attributes = attributes
        self.documentation = documentation
        self.annotations = annotations
        self.conditions = conditions
        self.location = location
    }
}

/// A protocol read from Swift source: what the composite must forward.
public struct ProtocolSpec: Hashable, Sendable {
    public var name: String
    /// Inherited protocols and class constraints as written: `NSObjectProtocol`, `AnyObject`.
    public var inheritance: [String]
    public var attributes: [Attribute]
    public var documentation: [String]
    /// Protocol-level `- scaffold.KEY: VALUE` annotations (e.g. `imports`, `superclass`).
    public var annotations: [String: String]
    /// The modules the declaring file imports (`import UIKit` → `UIKit`).
    public var imports: [String]
    public var methods: [MethodRequirement]
    public var properties: [PropertyRequirement]
    public var location: SourceLocation
    /// Types the protocol's file declares as option sets (`struct Features: OptionSet`): their policy is `union`.
    public var optionSetTypes: [String] = []
    /// The importer's `async` alternatives of completion-handler methods (Objective-C-style protocols only), by
    /// Swift name, each mapped to the Swift name of the requirement it stands for: not requirements of their own
    /// (see `AsyncTwins`).
    public var asyncTwins: [String: String] = [:]
    /// The Swift names of the methods an extension of the protocol in its file implements (`extension AppLifecycle {
    /// func refresh() {} }`): a requirement with a default needs no implementation in the composite.
    public var defaultImplementations: Set<String> = []

    public init(name: String, inheritance: [String] = [], attributes: [Attribute] = [], documentation: [String] = [],
                annotations: [String: String] = [:], imports: [String] = [], methods: [MethodRequirement] = [],
                properties: [PropertyRequirement] = [], location: SourceLocation) {
        self.name = name
        self.inheritance = inheritance
        self.attributes = attributes
        self.documentation = documentation
        self.annotations = annotations
        self.imports = imports
        self.methods = methods
        self.properties = properties
        self.location = location
    }

    /// The method with this Swift name (`application(_:open:options:)`); the Swift name of an async twin means the
    /// completion-handler method it stands for, unless a requirement of its own has that name (the deprecated
    /// `application(_:didReceiveRemoteNotification:)` wins over the twin of `...fetchCompletionHandler:`).
    /// (`SelectorIndex` holds the rule; build one index instead when looking up many names.)
    public func method(named selector: String) -> MethodRequirement? {
        SelectorIndex(self).first(selector).map { methods[$0] }
    }
}
