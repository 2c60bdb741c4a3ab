/// Declarations and calls of method requirements, written by templates a user may override like any other:
/// `Signature.swift.template`, `Call.swift.template` and `JoinHandler.swift.template`. Swift builds only the
/// structured values they read (`FunctionDeclaration`, `FunctionCall`: names, labels, types printed as text,
/// effects); the contexts hold them as `TemplateValue.rendered`, written when a template outputs them, so every
/// piece of Swift syntax around them is the templates'.
struct SwiftSignature {
    static let declarationTemplate = TemplateKey("Signature.swift.template")
    static let callTemplate = TemplateKey("Call.swift.template")
    static let joinHandlerTemplate = TemplateKey("JoinHandler.swift.template")
    static let conditionTemplate = TemplateKey("IfCondition.swift.template")
    static let obsoleteAttributeTemplate = TemplateKey("ObsoleteAttribute.swift.template")
    /// The templates the values of this type are rendered with: parsed with every other template of a run.
    static let templateNames = [declarationTemplate, callTemplate, joinHandlerTemplate, conditionTemplate,
                                obsoleteAttributeTemplate].map(\.name)

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
        declaration(of: method, returning: result,
                    parameters: (method.parameters + extraParameters).map(Self.declared))
    }

    /// `declaration(of:returning:)` with the parameters already converted (`declared`), as a method's declarations
    /// share them.
    func declaration(of method: MethodRequirement, returning result: Result = .asDeclared,
                     parameters: [TemplateValue]) -> TemplateValue {
        let returned: SwiftType?
        switch result {
        case .asDeclared: returned = method.returnType
        case .replaced(let type): returned = type
        case .void: returned = nil
        }
        let function = FunctionDeclaration(
            isStatic: method.isStatic, name: method.name, generics: method.genericParameterClause,
            parameters: .list(parameters), isAsync: method.isAsync, throwsClause: method.throwsClause,
            returnType: returned.flatMap { $0.isVoid ? nil : $0.description }, whereClause: method.whereClause)
        return Self.rendered(Self.declarationTemplate, Variable.function, function)
    }

    /// `name(arg, label: arg)` passing the method's own parameters; `arguments` replaces some by index.
    /// `optionally` calls an optional requirement through optional chaining: `name?(arg)`. `suffix` is written
    /// after the call (` as T?`: `GenericResult`).
    func call(of method: MethodRequirement, optionally: Bool = false, arguments: [Int: TemplateValue] = [:],
              extraArguments: [Argument] = [], suffix: String = "") -> TemplateValue
    {
        var values: [TemplateValue] = method.parameters.enumerated().map { index, parameter in
            arguments[index].map { Self.argument(label: parameter.label, value: $0) } ?? Self.passed(parameter)
        }
        for extra in extraArguments {
            values.append(Self.argument(label: extra.label, value: .string(extra.value)))
        }
        return call(named: optionally ? method.name + "?" : method.name, arguments: values, suffix: suffix)
    }

    /// `name(…)` with the arguments already converted (`passed`, `argument`), as a method's calls share them.
    func call(named name: String, arguments: [TemplateValue], suffix: String = "") -> TemplateValue {
        Self.rendered(Self.callTemplate, Variable.call, FunctionCall(name: name, arguments: .list(arguments)),
                      suffix: suffix)
    }

    /// The handler a forwarding loop gives the leaf at `index`, reporting to the join: an argument of a call.
    func joinHandler(passesValue: Bool) -> TemplateValue {
        passesValue ? Self.joinHandlerPassingValue : Self.joinHandlerPassingNone
    }

    /// The two handlers `joinHandler(passesValue:)` answers, made once: every method's join call holds one.
    private static let joinHandlerPassingValue = rendered(joinHandlerTemplate, Variable.handler,
                                                          JoinHandlerModel(passesValue: true))
    private static let joinHandlerPassingNone = rendered(joinHandlerTemplate, Variable.handler,
                                                         JoinHandlerModel(passesValue: false))

    /// The condition of the `#if` a requirement's forwarders are wrapped in (`(os(iOS) || os(tvOS)) && DEBUG`), or
    /// null.
    func condition(of requirement: MethodRequirement) -> TemplateValue {
        guard !requirement.conditions.isEmpty else { return .null }
        return Self.rendered(Self.conditionTemplate, Variable.conditions, requirement.conditions.map { condition in
            IfConditionModel(text: condition, hasSpaces: condition.contains(" "))
        })
    }

    /// One parameter as the declaration template reads it (a `FunctionDeclaration.Parameter`).
    static func declared(_ parameter: Parameter) -> TemplateValue {
        FunctionDeclaration.Parameter(label: parameter.label, name: parameter.name,
                                      type: parameter.type.description, isInout: parameter.isInout,
                                      isVariadic: parameter.isVariadic, defaultValue: parameter.defaultValue)
            .templateValue
    }

    /// An argument passing `parameter` itself, `&name` when it is `inout` (a `FunctionCall.Argument`).
    static func passed(_ parameter: Parameter) -> TemplateValue {
        FunctionCall.Argument(label: parameter.label, value: .string(parameter.name), isInout: parameter.isInout)
            .templateValue
    }

    /// An argument passing `value` (a `FunctionCall.Argument`).
    static func argument(label: String?, value: TemplateValue) -> TemplateValue {
        FunctionCall.Argument(label: label, value: value, isInout: false).templateValue
    }

    /// The text `template` writes from `model`, bound to its one variable: rendered when a template reads it.
    static func rendered(_ template: TemplateKey, _ variable: TemplateKeys, _ model: some TemplateValueConvertible,
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
