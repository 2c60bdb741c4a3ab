/// A Swift type as written in a declaration, parsed into its structure.
///
/// `description` prints it in one canonical spelling (`[AnyHashable: Any]`, `((Bool) -> Void)?`), so that
/// generated code is tidy whatever spacing the protocol file used.
public indirect enum SwiftType: Hashable, Sendable {
    /// A named type, possibly qualified and with generic arguments: `UIApplication.LaunchOptionsKey`, `Set<T>`.
    case nominal(components: [NominalComponent])
    case optional(SwiftType)
    case implicitlyUnwrappedOptional(SwiftType)
    case array(SwiftType)
    case dictionary(key: SwiftType, value: SwiftType)
    case tuple([TupleElement])
    case function(FunctionType)
    /// `any P` or `some P`.
    case existential(keyword: String, SwiftType)
    /// `A & B`.
    case composition([SwiftType])
    /// `T.Type` or `T.Protocol`.
    case metatype(SwiftType, kind: String)
    /// Attributes and specifiers in front of a type: `@escaping`, `@Sendable`, `@MainActor`, `sending`, `borrowing`.
    case attributed(attributes: [String], SwiftType)
    /// A pack expansion `repeat each T` or `each T`, kept as text.
    case raw(String)

    public struct NominalComponent: Hashable, Sendable {
        public var name: String
        public var genericArguments: [SwiftType]
        public init(name: String, genericArguments: [SwiftType] = []) {
            self.name = name
            self.genericArguments = genericArguments
        }
    }

    public struct TupleElement: Hashable, Sendable {
        public var label: String?
        public var type: SwiftType
        public init(label: String?, type: SwiftType) {
            self.label = label
            self.type = type
        }
    }

    public struct FunctionType: Hashable, Sendable {
        public var parameters: [SwiftType]
        public var isAsync: Bool
        /// nil, `throws`, `rethrows` or `throws(E)`.
        public var throwsClause: String?
        public var result: SwiftType
        public init(parameters: [SwiftType], isAsync: Bool = false, throwsClause: String? = nil, result: SwiftType) {
            self.parameters = parameters
            self.isAsync = isAsync
            self.throwsClause = throwsClause
            self.result = result
        }
    }

    /// A simple named type: `SwiftType.named("Bool")`, `SwiftType.named("UIApplication", "LaunchOptionsKey")`.
    public static func named(_ components: String...) -> SwiftType {
        .nominal(components: components.map { NominalComponent(name: $0) })
    }

    public static let void = SwiftType.named("Void")
}

extension SwiftType {
    /// The type without attributes such as `@escaping`.
    public var unattributed: SwiftType {
        if case .attributed(_, let base) = self { return base.unattributed }
        return self
    }

    /// The attributes in front of the type (`@escaping`, `@Sendable`).
    public var attributes: [String] {
        if case .attributed(let attributes, let base) = self { return attributes + base.attributes }
        return []
    }

    /// The function type, looking through attributes and one level of optionality or parentheses.
    public var functionType: FunctionType? {
        switch self {
        case .function(let function): return function
        case .attributed(_, let base): return base.functionType
        case .tuple(let elements) where elements.count == 1 && elements[0].label == nil:
            return elements[0].type.functionType
        default: return nil
        }
    }

    /// True for `Void` and `()`.
    public var isVoid: Bool {
        switch unattributed {
        case .tuple(let elements): return elements.isEmpty
        case .nominal(let components): return components.count == 1 && components[0].name == "Void"
            && components[0].genericArguments.isEmpty
        default: return false
        }
    }

    /// True for `T?` and `T!`.
    public var isOptional: Bool {
        switch unattributed {
        case .optional, .implicitlyUnwrappedOptional: return true
        default: return false
        }
    }

    /// The wrapped type of an optional, or the type itself.
    public var nonOptional: SwiftType {
        switch unattributed {
        case .optional(let wrapped), .implicitlyUnwrappedOptional(let wrapped): return wrapped
        default: return self
        }
    }

    /// `T?`, without doubling an optional that already is one.
    public var optional: SwiftType {
        isOptional ? .optional(nonOptional) : .optional(self)
    }

    /// The dotted name of a nominal type without generic arguments (`UIApplication.LaunchOptionsKey`), else nil.
    public var nominalName: String? {
        if case .nominal(let components) = unattributed { return components.map(\.name).joined(separator: ".") }
        return nil
    }
}

extension SwiftType: CustomStringConvertible {
    public var description: String {
        var text = ""
        write(to: &text)
        return text
    }

    /// Appends `description` to `text`: a type is printed into one string, not built from pieces joined at every
    /// level (signatures print dozens of types per method).
    func write(to text: inout String) {
        switch self {
        case .nominal(let components):
            for (index, component) in components.enumerated() {
                if index > 0 { text += "." }
                text += component.name
                guard !component.genericArguments.isEmpty else { continue }
                text += "<"
                Self.write(component.genericArguments, separator: ", ", to: &text)
                text += ">"
            }
        case .optional(let wrapped):
            wrapped.writeAsPostfixOperand(to: &text)
            text += "?"
        case .implicitlyUnwrappedOptional(let wrapped):
            wrapped.writeAsPostfixOperand(to: &text)
            text += "!"
        case .array(let element):
            text += "["
            element.write(to: &text)
            text += "]"
        case .dictionary(let key, let value):
            text += "["
            key.write(to: &text)
            text += ": "
            value.write(to: &text)
            text += "]"
        case .tuple(let elements):
            text += "("
            for (index, element) in elements.enumerated() {
                if index > 0 { text += ", " }
                if let label = element.label { text += label + ": " }
                element.type.write(to: &text)
            }
            text += ")"
        case .function(let function):
            text += "("
            Self.write(function.parameters, separator: ", ", to: &text)
            text += ")"
            if function.isAsync { text += " async" }
            if let throwsClause = function.throwsClause { text += " " + throwsClause }
            text += " -> "
            function.result.write(to: &text)
        case .existential(let keyword, let base):
            text += keyword + " "
            base.writeAsPostfixOperand(to: &text)
        case .composition(let types):
            Self.write(types, separator: " & ", to: &text)
        case .metatype(let base, let kind):
            base.writeAsPostfixOperand(to: &text)
            text += "." + kind
        case .attributed(let attributes, let base):
            for attribute in attributes { text += attribute + " " }
            base.write(to: &text)
        case .raw(let raw):
            text += raw
        }
    }

    private static func write(_ types: [SwiftType], separator: String, to text: inout String) {
        for (index, type) in types.enumerated() {
            if index > 0 { text += separator }
            type.write(to: &text)
        }
    }

    /// The spelling when a postfix `?`, `!` or `.Type` follows: function types, compositions and
    /// existentials need parentheses there.
    private func writeAsPostfixOperand(to text: inout String) {
        switch self {
        case .function, .composition, .existential, .attributed:
            text += "("
            write(to: &text)
            text += ")"
        default:
            write(to: &text)
        }
    }
}

/// Reads Swift type syntax (`[UIApplication.LaunchOptionsKey : Any]?`, `@escaping (Bool) -> Void`) into a `SwiftType`.
enum SwiftTypeParser {
    /// Parses the whole of `text` as one type; errors are located in `path` (line 1 unless the text has line breaks).
    public static func parse(_ text: String, path: String = "<type>") throws -> SwiftType {
        let (tokens, source) = try SwiftLexer.tokenize(Array(text.utf8), path: path)
        var cursor = TokenCursor(tokens: tokens, source: source)
        let type = try cursor.parseType()
        guard cursor.atEnd else {
            throw cursor.error("unexpected \(cursor.describedCurrent) after the type", at: cursor.current)
        }
        return type
    }
}

extension SwiftType {
    /// An `@escaping` closure that returns nothing: the shape of a completion handler.
    var isCompletionHandler: Bool {
        guard attributes.contains("@escaping"), let function = functionType else { return false }
        return function.result.isVoid && !function.isAsync
    }
}
