/// What `Signature.swift.template` writes a declaration from (`function`): `func name<T>(label name: Type, …) async
/// throws -> Result where …`; the types printed as text.
struct FunctionDeclaration: Equatable {
    struct Parameter: Equatable {
        /// nil for `_`.
        var label: String?
        var name: String
        /// Without `inout` and `...`.
        var type: String
        var isInout: Bool
        var isVariadic: Bool
        /// As written; nil for none.
        var defaultValue: String?
    }

    var isStatic: Bool
    var name: String
    /// `<T: Sequence>`, or nil.
    var generics: String?
    /// One `Parameter` object each (`SwiftSignature.declared`), converted once for every declaration of a method.
    var parameters: TemplateValue
    var isAsync: Bool
    /// `throws`, `rethrows`, `throws(E)`, or nil.
    var throwsClause: String?
    /// nil for none (or `Void`).
    var returnType: String?
    /// Without `where`, or nil.
    var whereClause: String?
}

/// What `Call.swift.template` writes a call from (`call`): `name(argument, label: argument)`.
struct FunctionCall: Equatable {
    struct Argument: Equatable {
        /// nil for none.
        var label: String?
        /// The argument's text: the method's own parameter, a sample value, or a handler (`JoinHandler`'s).
        var value: TemplateValue
        /// The value is the method's own `inout` parameter: passed with `&`.
        var isInout: Bool
    }

    /// `name`, or `name?` for an optional requirement called through optional chaining.
    var name: String
    /// One `Argument` object each (`SwiftSignature.passed`), those passing the method's own parameters converted once
    /// for every call of a method.
    var arguments: TemplateValue
}

/// What `JoinHandler.swift.template` writes from (`handler`): whether the system's handler takes a value.
struct JoinHandlerModel: Equatable {
    var passesValue: Bool
}

/// One condition of the `#if` blocks around a requirement, as `IfCondition.swift.template` reads it.
struct IfConditionModel: Equatable {
    var text: String
    /// An expression rather than one flag: grouped in parentheses when joined to another.
    var hasSpaces: Bool
}

/// What `ObsoleteAttribute.swift.template` writes from (`obsolete`).
struct ObsoleteAttributeModel: Equatable {
    /// The deprecation message as a Swift string literal, quotes included; nil for none.
    var message: String?
}
