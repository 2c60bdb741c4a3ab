/// Declarations and calls of method requirements, written by templates a user may override like any other:
/// `Signature.swift.template`, `Call.swift.template` and `JoinHandler.swift.template`. Swift builds only the
/// structured values they read (`FunctionDeclaration`, `FunctionCall`: names, labels, types printed as text,
/// effects); the contexts hold them as `TemplateValue.rendered`, written when a template outputs them, so every
/// piece of Swift syntax around them is the templates'.
struct SwiftSignature {
    static let declarationTemplate = "Signature.swift.template"
    static let callTemplate = "Call.swift.template"
    static let joinHandlerTemplate = "JoinHandler.swift.template"
    static let conditionTemplate = "IfCondition.swift.template"
    static let obsoleteAttributeTemplate = "ObsoleteAttribute.swift.template"
    /// The templates the values of this type are rendered with: parsed with every other template of a run.
    static let templateNames = [declarationTemplate, callTemplate, joinHandlerTemplate, conditionTemplate,
                                obsoleteAttributeTemplate]

    /// What a declaration returns.
    enum Result {
        /// The requirement's own return type.
        case asDeclared
        /// Another type: a leaf's value type.
        case replaced(by: SwiftType)
        /// Nothing.
        case void
    }

    /// An argument a call passes besides the method's own parameters: `completionDeadline: completionDeadline`.
    struct Argument {
        var label: String?
        var value: String
    }

    init() {}

    /// `func name<T>(label name: Type, …) async throws -> Result where …`.
    /// - Parameters:
    ///   - result: what the declaration returns instead of the requirement's return type, if anything.
    ///   - extraParameters: appended after the requirement's parameters.
    func declaration(of method: MethodRequirement, returning result: Result = .asDeclared,
                     extraParameters: [Parameter] = []) -> TemplateValue {
        let returned: SwiftType?
        switch result {
        case .asDeclared: returned = method.returnType
        case .replaced(let type): returned = type
        case .void: returned = nil
        }
        let function = FunctionDeclaration(
            isStatic: method.isStatic, name: method.name, generics: method.genericParameterClause,
            parameters: (method.parameters + extraParameters).map(Self.declared), isAsync: method.isAsync,
            throwsClause: method.throwsClause, returnType: returned.flatMap { $0.isVoid ? nil : $0.description },
            whereClause: method.whereClause)
        return Self.rendered(Self.declarationTemplate, Variable.function, function)
    }

    /// `name(arg, label: arg)` passing the method's own parameters; `arguments` replaces some by index.
    /// `optionally` calls an optional requirement through optional chaining: `name?(arg)`. `suffix` is written
    /// after the call (` as T?`: `GenericResult`).
    func call(of method: MethodRequirement, optionally: Bool = false, arguments: [Int: TemplateValue] = [:],
              extraArguments: [Argument] = [], suffix: String = "") -> TemplateValue
    {
        var values: [FunctionCall.Argument] = method.parameters.enumerated().map { index, parameter in
            let replaced = arguments[index]
            return FunctionCall.Argument(label: parameter.label, value: replaced ?? .string(parameter.name),
                                         isInout: replaced == nil && parameter.isInout)
        }
        for extra in extraArguments {
            values.append(FunctionCall.Argument(label: extra.label, value: .string(extra.value), isInout: false))
        }
        let call = FunctionCall(name: optionally ? method.name + "?" : method.name, arguments: values)
        return Self.rendered(Self.callTemplate, Variable.call, call, suffix: suffix)
    }

    /// The handler a forwarding loop gives the leaf at `index`, reporting to the join: an argument of a call.
    func joinHandler(passesValue: Bool) -> TemplateValue {
        Self.rendered(Self.joinHandlerTemplate, Variable.handler, JoinHandlerModel(passesValue: passesValue))
    }

    /// The condition of the `#if` a requirement's forwarders are wrapped in (`(os(iOS) || os(tvOS)) && DEBUG`), or
    /// null.
    func condition(of requirement: MethodRequirement) -> TemplateValue {
        guard !requirement.conditions.isEmpty else { return .null }
        return Self.rendered(Self.conditionTemplate, Variable.conditions, requirement.conditions.map { condition in
            IfConditionModel(text: condition, hasSpaces: condition.contains(" "))
        })
    }

    /// One parameter as the declaration template reads it.
    private static func declared(_ parameter: Parameter) -> FunctionDeclaration.Parameter {
        FunctionDeclaration.Parameter(label: parameter.label, name: parameter.name,
                                      type: parameter.type.description, isInout: parameter.isInout,
                                      isVariadic: parameter.isVariadic, defaultValue: parameter.defaultValue)
    }

    /// The text `template` writes from `model`, bound to its one variable: rendered when a template reads it.
    static func rendered(_ template: String, _ variable: TemplateKeys, _ model: some TemplateValueConvertible,
                         suffix: String = "") -> TemplateValue {
        let context = TemplateObject(keys: variable, values: [model.templateValue])
        return .rendered(RenderedTemplate(template: template, context: context, suffix: suffix))
    }

    /// The variable each declaration and call template reads, its keys made once.
    enum Variable {
        static let function = TemplateKeys(["function"])
        static let call = TemplateKeys(["call"])
        static let handler = TemplateKeys(["handler"])
        static let conditions = TemplateKeys(["conditions"])
        static let obsolete = TemplateKeys(["obsolete"])
    }
}
