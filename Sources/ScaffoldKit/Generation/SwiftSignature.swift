/// Declarations and calls of method requirements, written by templates a user may override like any other:
/// `Signature.swift.template`, `Call.swift.template` and `JoinHandler.swift.template`. Swift builds only the
/// structured values they read (names, labels, types printed as text, effects); every piece of Swift syntax around
/// them is the templates'.
struct SwiftSignature {
    static let declarationTemplate = "Signature.swift.template"
    static let callTemplate = "Call.swift.template"
    static let joinHandlerTemplate = "JoinHandler.swift.template"
    static let conditionTemplate = "IfCondition.swift.template"
    static let obsoleteAttributeTemplate = "ObsoleteAttribute.swift.template"
    /// The templates this type renders: parsed before the contexts are built.
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

    let templates: TemplateLibrary

    /// `func name<T>(label name: Type, …) async throws -> Result where …`.
    /// - Parameters:
    ///   - result: what the declaration returns instead of the requirement's return type, if anything.
    ///   - extraParameters: appended after the requirement's parameters.
    func declaration(of method: MethodRequirement, returning result: Result = .asDeclared,
                     extraParameters: [Parameter] = []) throws -> String {
        let returned: SwiftType?
        switch result {
        case .asDeclared: returned = method.returnType
        case .replaced(let type): returned = type
        case .void: returned = nil
        }
        let function: TemplateValue = [
            "isStatic": .bool(method.isStatic),
            "name": .string(method.name),
            "generics": method.genericParameterClause.map { .string($0) } ?? .null,
            "parameters": .list((method.parameters + extraParameters).map(Self.value(of:))),
            "isAsync": .bool(method.isAsync),
            "throwsClause": method.throwsClause.map { .string($0) } ?? .null,
            "returnType": returned.flatMap { $0.isVoid ? nil : .string($0.description) } ?? .null,
            "whereClause": method.whereClause.map { .string($0) } ?? .null,
        ]
        return try render(Self.declarationTemplate, ["function": function])
    }

    /// `name(arg, label: arg)` passing the method's own parameters; `arguments` replaces some by index.
    /// `optionally` calls an optional requirement through optional chaining: `name?(arg)`.
    func call(of method: MethodRequirement, optionally: Bool = false, arguments: [Int: String] = [:],
              extraArguments: [Argument] = []) throws -> String
    {
        var values: [TemplateValue] = method.parameters.enumerated().map { index, parameter in
            let replaced = arguments[index]
            return [
                "label": parameter.label.map { .string($0) } ?? .null,
                "value": .string(replaced ?? parameter.name),
                "isInout": .bool(replaced == nil && parameter.isInout),
            ]
        }
        for extra in extraArguments {
            values.append(["label": extra.label.map { .string($0) } ?? .null, "value": .string(extra.value),
                           "isInout": false])
        }
        return try render(Self.callTemplate, [
            "call": ["name": .string(optionally ? method.name + "?" : method.name), "arguments": .list(values)],
        ])
    }

    /// The handler a forwarding loop gives the leaf at `index`, reporting to the join: an argument of a call.
    func joinHandler(passesValue: Bool) throws -> String {
        try render(Self.joinHandlerTemplate, ["handler": ["passesValue": .bool(passesValue)]])
    }

    /// The condition of the `#if` a requirement's forwarders are wrapped in (`(os(iOS) || os(tvOS)) && DEBUG`), or nil.
    func condition(of requirement: MethodRequirement) throws -> String? {
        guard !requirement.conditions.isEmpty else { return nil }
        return try render(Self.conditionTemplate, ["conditions": .list(requirement.conditions.map { condition in
            ["text": .string(condition), "hasSpaces": .bool(condition.contains(" "))]
        })])
    }

    /// One parameter as the declaration template reads it.
    private static func value(of parameter: Parameter) -> TemplateValue {
        [
            "label": parameter.label.map { .string($0) } ?? .null,
            "name": .string(parameter.name),
            "type": .string(parameter.type.description),
            "isInout": .bool(parameter.isInout),
            "isVariadic": .bool(parameter.isVariadic),
            "defaultValue": parameter.defaultValue.map { .string($0) } ?? .null,
        ]
    }

    /// The template's text without the line break its file ends with: the other templates write it inside a line.
    func render(_ template: String, _ context: [String: TemplateValue]) throws -> String {
        var text = try templates.render(template, context: context)
        while text.last?.isNewline == true { text.removeLast() }
        return text
    }
}
