/// The template reference's entries for the values the declaration and call templates are rendered from
/// (`SwiftSignature`): what `Signature`, `Call`, `JoinHandler`, `IfCondition` and `ObsoleteAttribute.swift.template`
/// see.
extension FunctionDeclaration: TemplateModel {
    static let path = "function"
    static let summary = "What `Signature.swift.template` writes a declaration from, wherever a template outputs "
        + "`method.signature`, `method.componentSignature`, `method.sequenceSignature`, `method.leafSignature`, "
        + "`launch.signature`, `commands.launchSignature` or `commands.launchComponentSignature`: `func name<T>(label "
        + "name: Type, …) async throws -> Result where …`, the types printed as text."
    static let fields = [
        TemplateField("isStatic", "a static method"),
        TemplateField("name", "its name"),
        TemplateField("generics", "its generic parameters (`<T: Sequence>`; null for none)"),
        TemplateField("parameters", "its parameters, in order"),
        TemplateField("isAsync", "it is `async`"),
        TemplateField("throwsClause", "`throws`, `rethrows`, `throws(E)` (null for none)"),
        TemplateField("returnType", "what it returns (null for none or `Void`)"),
        TemplateField("whereClause", "its generic requirements, without `where` (null for none)"),
    ]
}

extension FunctionDeclaration.Parameter: TemplateModel {
    static let path = "function.parameters[]"
    static let summary = "A parameter of a declaration."
    static let fields = [
        TemplateField("label", "its argument label (null for `_`)"),
        TemplateField("name", "its name"),
        TemplateField("type", "its type, without `inout` and `...`"),
        TemplateField("isInout", "an `inout` parameter"),
        TemplateField("isVariadic", "a variadic parameter (`...`)"),
        TemplateField("defaultValue", "its default value as written (null for none; a conformance leaves it out)"),
    ]
}

extension FunctionCall: TemplateModel {
    static let path = "call"
    static let summary = "What `Call.swift.template` writes a call from, wherever a template outputs `method.call`, "
        + "`method.sequenceCall`, `method.joinCall`, `method.asyncCall`, `method.testCall` or "
        + "`commands.launchTestCall`: `name(argument, label: argument)`."
    static let fields = [
        TemplateField("name", "the method's name, `name?` for an optional requirement called through optional "
            + "chaining"),
        TemplateField("arguments", "its arguments, in order"),
    ]
}

extension FunctionCall.Argument: TemplateModel {
    static let path = "call.arguments[]"
    static let summary = "An argument of a call."
    static let fields = [
        TemplateField("label", "its label (null for none)"),
        TemplateField("value", "its text: the method's own parameter, a sample value, or a handler (`handler`)"),
        TemplateField("isInout", "the value is the method's own `inout` parameter: passed with `&`"),
    ]
}

extension JoinHandlerModel: TemplateModel {
    static let path = "handler"
    static let summary = "What `JoinHandler.swift.template` writes the handler from that a forwarding loop gives "
        + "the leaf at `index` in `method.joinCall`, reporting its answer to the join."
    static let fields = [
        TemplateField("passesValue", "the system's handler takes a value (false for `() -> Void`)"),
    ]
}

extension IfConditionModel: TemplateModel {
    static let path = "conditions[]"
    static let summary = "What `IfCondition.swift.template` writes `method.condition` from: the conditions of the "
        + "`#if` blocks the protocol declares the method in, outermost first."
    static let fields = [
        TemplateField("text", "the condition as written"),
        TemplateField("hasSpaces", "an expression rather than one flag: grouped in parentheses when joined to "
            + "another"),
    ]
}

extension ObsoleteAttributeModel: TemplateModel {
    static let path = "obsolete"
    static let summary = "What `ObsoleteAttribute.swift.template` writes the `@available(*, deprecated…)` from that "
        + "ends `method.attributes` (also `launch.attributes`, `commands.launchAttributes`) of a method deprecated "
        + "on every deployment target current Xcode supports."
    static let fields = [
        TemplateField("message", "the deprecation message as a Swift string literal, quotes included (null for "
            + "none)"),
    ]
}
