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

/// A method requirement of a protocol.
public struct MethodRequirement: Hashable, Sendable {
    /// The base name: `application`.
    public var name: String { didSet { swiftName = Self.swiftName(name, parameters) } }
    public var parameters: [Parameter] { didSet { swiftName = Self.swiftName(name, parameters) } }
    /// The Swift name: `application(_:didFinishLaunchingWithOptions:)`, `handle(_:)`. Kept with `name` and
    /// `parameters` (it is asked for all the time: lookups, overloads, the leaf audit).
    public private(set) var swiftName: String
    /// nil for `Void`.
    public var returnType: SwiftType?
    public var isAsync: Bool
    /// nil, `throws`, `rethrows` or `throws(E)`.
    public var throwsClause: String?
    public var isStatic: Bool
    public var isMutating: Bool
    /// Objective-C `optional` requirement.
    public var isOptional: Bool
    /// `<T: Sequence>` as written, or nil.
    public var genericParameterClause: String?
    /// `where T.Element == Int` as written (without `where`), or nil.
    public var whereClause: String?
    public var attributes: [Attribute]
    /// The doc comment's lines without the `///` or `/** */` markers.
    public var documentation: [String]
    /// `- scaffold.KEY: VALUE` lines of the doc comment (`policy`, `imports`, `fallback`).
    public var annotations: [String: String]
    /// The `#if` conditions the requirement is nested in, outermost first.
    public var conditions: [String]
    public var location: SourceLocation
    /// True when another requirement of the protocol has the same Swift name (WatchKit's four `handle(_:)`):
    /// `selector` then names the parameters too, `handle(_ backgroundTasks:)`, so the manifest can tell them apart.
    public var isOverloaded = false

    public init(name: String, parameters: [Parameter], returnType: SwiftType? = nil, isAsync: Bool = false,
                throwsClause: String? = nil, isStatic: Bool = false, isMutating: Bool = false,
                isOptional: Bool = false, genericParameterClause: String? = nil, whereClause: String? = nil,
                attributes: [Attribute] = [], documentation: [String] = [], annotations: [String: String] = [:],
                conditions: [String] = [], location: SourceLocation) {
        self.name = name
        self.parameters = parameters
        self.swiftName = Self.swiftName(name, parameters)
        self.returnType = returnType
        self.isAsync = isAsync
        self.throwsClause = throwsClause
        self.isStatic = isStatic
        self.isMutating = isMutating
        self.isOptional = isOptional
        self.genericParameterClause = genericParameterClause
        self.whereClause = whereClause
        self.attributes = attributes
        self.documentation = documentation
        self.annotations = annotations
        self.conditions = conditions
        self.location = location
    }

    /// The Swift name users write in the manifest: `application(_:didFinishLaunchingWithOptions:)`.
    /// An overloaded requirement adds each parameter's name where it differs from the label:
    /// `handle(_ backgroundTasks:)`.
    public var selector: String {
        guard isOverloaded else { return swiftName }
        var text = name + "("
        for parameter in parameters {
            let label = parameter.label ?? "_"
            text += label
            if parameter.name != label { text += " " + parameter.name }
            text += ":"
        }
        return text + ")"
    }

    private static func swiftName(_ name: String, _ parameters: [Parameter]) -> String {
        // Written straight into the string's storage, measured first: every requirement and leaf method scanned
        // has one, and appending to a `String` piece by piece, or gathering an array first, costs several times as
        // much.
        var count = name.utf8.count + 2
        for parameter in parameters { count += (parameter.label?.utf8.count ?? 1) + 1 }
        return String(unsafeUninitializedCapacity: count) { buffer in
            var end = 0
            func write(_ text: String) {
                end += UnsafeMutableBufferPointer(rebasing: buffer[end...]).initialize(from: text.utf8).1
            }
            write(name)
            write("(")
            for parameter in parameters {
                write(parameter.label ?? "_")
                write(":")
            }
            write(")")
            return end
        }
    }

    public var isDeprecated: Bool { attributes.contains { $0.isDeprecation } }

    /// Whether it answers something: a return type other than `Void`.
    public var returnsValue: Bool { returnType.map { !$0.isVoid } ?? false }
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
