/// The template reference's entries for the values the declaration and call templates are rendered from
/// (`SwiftSignature`): what `Signature`, `Call`, `JoinHandler`, `IfCondition` and `ObsoleteAttribute.swift.template`
/// see.
extension FunctionDeclaration: TemplateModel {
    static let path = "function"
    static let summary = "What `Signature.swift.template` writes a declaration from, wherever a template outputs "
        + "`method.signature`, `method.componentSignature`, `method.sequenceSignature`, `method.leafSignature`, "
        + "`launch.signature`, `commands.launchSignature` or `commands.launchComponentSignature`: `func name<T>(label "
        + "name: Type, …) async throws -> Result where …`, the types printed as text."
    static let fields: TemplateFields<Self> = [
        TemplateField("isStatic", "a static method") { $0.isStatic },
        TemplateField("name", "its name") { $0.name },
        TemplateField("generics", "its generic parameters (`<T: Sequence>`; null for none)") { $0.generics },
        TemplateField("parameters", "its parameters, in order") { $0.parameters },
        TemplateField("isAsync", "it is `async`") { $0.isAsync },
        TemplateField("throwsClause", "`throws`, `rethrows`, `throws(E)` (null for none)") { $0.throwsClause },
        TemplateField("returnType", "what it returns (null for none or `Void`)") { $0.returnType },
        TemplateField("whereClause", "its generic requirements, without `where` (null for none)") { $0.whereClause },
    ]
}

extension FunctionDeclaration.Parameter: TemplateModel {
    static let path = "function.parameters[]"
    static let summary = "A parameter of a declaration."
    static let fields: TemplateFields<Self> = [
        TemplateField("label", "its argument label (null for `_`)") { $0.label },
        TemplateField("name", "its name") { $0.name },
        TemplateField("type", "its type, without `inout` and `...`") { $0.type },
        TemplateField("isInout", "an `inout` parameter") { $0.isInout },
        TemplateField("isVariadic", "a variadic parameter (`...`)") { $0.isVariadic },
        TemplateField("defaultValue", "its default value as written (null for none; a conformance leaves it out)") {
            $0.defaultValue
        },
    ]
}

extension FunctionCall: TemplateModel {
    static let path = "call"
    static let summary = "What `Call.swift.template` writes a call from, wherever a template outputs `method.call`, "
        + "`method.sequenceCall`, `method.joinCall`, `method.asyncCall`, `method.testCall` or "
        + "`commands.launchTestCall`: `name(argument, label: argument)`."
    static let fields: TemplateFields<Self> = [
        TemplateField("name", "the method's name, `name?` for an optional requirement called through optional "
            + "chaining") { $0.name },
        TemplateField("arguments", "its arguments, in order") { $0.arguments },
    ]
}

extension FunctionCall.Argument: TemplateModel {
    static let path = "call.arguments[]"
    static let summary = "An argument of a call."
    static let fields: TemplateFields<Self> = [
        TemplateField("label", "its label (null for none)") { $0.label },
        TemplateField("value", "its text: the method's own parameter, a sample value, or a handler (`handler`)") {
            $0.value
        },
        TemplateField("isInout", "the value is the method's own `inout` parameter: passed with `&`") { $0.isInout },
    ]
}

extension JoinHandlerModel: TemplateModel {
    static let path = "handler"
    static let summary = "What `JoinHandler.swift.template` writes the handler from that a forwarding loop gives "
        + "the leaf at `index` in `method.joinCall`, reporting its answer to the join."
    static let fields: TemplateFields<Self> = [
        TemplateField("passesValue", "the system's handler takes a value (false for `() -> Void`)") { $0.passesValue },
    ]
}

extension IfConditionModel: TemplateModel {
    static let path = "conditions[]"
    static let summary = "What `IfCondition.swift.template` writes `method.condition` from: the conditions of the "
        + "`#if` blocks the protocol declares the method in, outermost first."
    static let fields: TemplateFields<Self> = [
        TemplateField("text", "the condition as written") { $0.text },
        TemplateField("hasSpaces", "an expression rather than one flag: grouped in parentheses when joined to "
            + "another") { $0.hasSpaces },
    ]
}

extension ObsoleteAttributeModel: TemplateModel {
    static let path = "obsolete"
    static let summary = "What `ObsoleteAttribute.swift.template` writes the `@available(*, deprecated…)` from that "
        + "ends `method.attributes` (also `launch.attributes`, `commands.launchAttributes`) of a method deprecated "
        + "on every deployment target current Xcode supports."
    static let fields: TemplateFields<Self> = [
        TemplateField("message", "the deprecation message as a Swift string literal, quotes included (null for "
            + "none)") { $0.message },
    ]
}
