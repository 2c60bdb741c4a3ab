/// A method requirement of a protocol.
///
/// Its fields are shared by its copies (`SharedFields`): a requirement is copied into the plan, each method's model
/// and its tests' spelling.
public struct MethodRequirement: Hashable, Sendable {
    /// The stored fields.
    private struct Fields: Hashable, Sendable {
        var name: String
        var parameters: [Parameter]
        var swiftName: String
        var returnType: SwiftType?
        var isAsync: Bool
        var throwsClause: String?
        var isStatic: Bool
        var isMutating: Bool
        var isOptional: Bool
        var genericParameterClause: String?
        var whereClause: String?
        var attributes: [Attribute]
        var documentation: [String]
        var annotations: [String: String]
        var conditions: [String]
        var location: SourceLocation
        var isOverloaded: Bool
    }

    private var shared: SharedFields<Fields>

    /// The base name: `application`.
    public var name: String {
        get { shared.fields.name }
        set { shared.change { $0.name = newValue; $0.swiftName = Self.swiftName(newValue, $0.parameters) } }
    }
    public var parameters: [Parameter] {
        get { shared.fields.parameters }
        set { shared.change { $0.parameters = newValue; $0.swiftName = Self.swiftName($0.name, newValue) } }
    }
    /// The Swift name: `application(_:didFinishLaunchingWithOptions:)`, `handle(_:)`. Kept with `name` and
    /// `parameters` (it is asked for all the time: lookups, overloads, the leaf audit).
    public var swiftName: String { shared.fields.swiftName }
    /// nil for `Void`.
    public var returnType: SwiftType? {
        get { shared.fields.returnType }
        set { shared.change { $0.returnType = newValue } }
    }
    public var isAsync: Bool {
        get { shared.fields.isAsync }
        set { shared.change { $0.isAsync = newValue } }
    }
    /// nil, `throws`, `rethrows` or `throws(E)`.
    public var throwsClause: String? {
        get { shared.fields.throwsClause }
        set { shared.change { $0.throwsClause = newValue } }
    }
    public var isStatic: Bool {
        get { shared.fields.isStatic }
        set { shared.change { $0.isStatic = newValue } }
    }
    public var isMutating: Bool {
        get { shared.fields.isMutating }
        set { shared.change { $0.isMutating = newValue } }
    }
    /// Objective-C `optional` requirement.
    public var isOptional: Bool {
        get { shared.fields.isOptional }
        set { shared.change { $0.isOptional = newValue } }
    }
    /// `<T: Sequence>` as written, or nil.
    public var genericParameterClause: String? {
        get { shared.fields.genericParameterClause }
        set { shared.change { $0.genericParameterClause = newValue } }
    }
    /// `where T.Element == Int` as written (without `where`), or nil.
    public var whereClause: String? {
        get { shared.fields.whereClause }
        set { shared.change { $0.whereClause = newValue } }
    }
    public var attributes: [Attribute] {
        get { shared.fields.attributes }
        set { shared.change { $0.attributes = newValue } }
    }
    /// The doc comment's lines without the `///` or `/** */` markers.
    public var documentation: [String] {
        get { shared.fields.documentation }
        set { shared.change { $0.documentation = newValue } }
    }
    /// `- scaffold.KEY: VALUE` lines of the doc comment (`policy`, `imports`, `fallback`).
    public var annotations: [String: String] {
        get { shared.fields.annotations }
        set { shared.change { $0.annotations = newValue } }
    }
    /// The `#if` conditions the requirement is nested in, outermost first.
    public var conditions: [String] {
        get { shared.fields.conditions }
        set { shared.change { $0.conditions = newValue } }
    }
    public var location: SourceLocation {
        get { shared.fields.location }
        set { shared.change { $0.location = newValue } }
    }
    /// True when another requirement of the protocol has the same Swift name (WatchKit's four `handle(_:)`):
    /// `selector` then names the parameters too, `handle(_ backgroundTasks:)`, so the manifest can tell them apart.
    public var isOverloaded: Bool {
        get { shared.fields.isOverloaded }
        set { shared.change { $0.isOverloaded = newValue } }
    }

    public init(name: String, parameters: [Parameter], returnType: SwiftType? = nil, isAsync: Bool = false,
                throwsClause: String? = nil, isStatic: Bool = false, isMutating: Bool = false,
                isOptional: Bool = false, genericParameterClause: String? = nil, whereClause: String? = nil,
                attributes: [Attribute] = [], documentation: [String] = [], annotations: [String: String] = [:],
                conditions: [String] = [], location: SourceLocation) {
        shared = SharedFields(Fields(
            name: name, parameters: parameters, swiftName: Self.swiftName(name, parameters), returnType: returnType,
            isAsync: isAsync, throwsClause: throwsClause, isStatic: isStatic, isMutating: isMutating,
            isOptional: isOptional, genericParameterClause: genericParameterClause, whereClause: whereClause,
            attributes: attributes, documentation: documentation, annotations: annotations, conditions: conditions,
            location: location, isOverloaded: false))
    }

    public static func == (left: MethodRequirement, right: MethodRequirement) -> Bool {
        left.shared.isShared(with: right.shared) || left.shared.fields == right.shared.fields
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(shared.fields)
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

