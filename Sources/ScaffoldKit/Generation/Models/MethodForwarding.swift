/// The keys of a method's model that depend on its shape and on how the composite forwards it: in Swift
/// (`init(swift:…)`) or through the Objective-C bridge (`ObjCMethodSpelling`).
struct MethodForwarding {
    var shape: String
    var valueType: String?
    var fallback: String?
    var summary: String
    var call: TemplateValue
    var callFallback: String?
    var sequenceSignature: TemplateValue
    var sequenceCall: TemplateValue
    var handlerName: String?
    var handlerValueType: String?
    var handlerBaseType: String?
    var joinCall: TemplateValue?
    var joinsOptionally = false
    var defaultHandler: String?
    var defaultAnswer: String?
    var isSpelledAsync: Bool
}

extension MethodForwarding {
    /// A Swift composite's forwarding.
    /// - Parameters:
    ///   - parameters: the requirement's parameters, converted once for its declarations and calls.
    ///   - call: the forwarder's call of the leaves (with `GenericResult`'s coercion).
    ///   - componentSignature: the component protocol's declaration.
    ///   - awaitsAsyncForm: a completion-handler method the leaves implement in its async form.
    ///   - answersItself: a requirement no leaf lists (`ForwardingPlan.unlisted`): the composite answers
    ///     `ownAnswer`.
    init(swift method: ForwardedMethod, parameters: MethodParameters, call: TemplateValue,
         componentSignature: TemplateValue, awaitsAsyncForm: Bool, answersItself: Bool, swift: SwiftSignature)
    {
        let requirement = method.requirement
        let plain = PolicyDescriptions.summary(method.policy, shape: method.shape)
        if requirement.throwsClause != nil {
            summary = plain + " " + MethodNaming.throwingNote
        } else {
            summary = awaitsAsyncForm ? PolicyDescriptions.asyncSpellingSummary(method.policy) : plain
        }
        valueType = method.componentValueType?.description
        fallback = method.fallback
        self.call = call
        isSpelledAsync = method.isSpelledAsync
        var answer = method.neutralValue
        switch method.shape {
        case .void, .value, .async:
            shape = method.shape == .void ? "void" : method.shape.isAsync ? "async" : "value"
            if method.shape == .void { answer = nil }
            sequenceSignature = componentSignature
            sequenceCall = call
        case .completion(let index, let value):
            shape = "completion"
            let handler = requirement.parameters[index]
            handlerName = handler.name
            handlerValueType = value?.description
            handlerBaseType = value?.nonOptional.description
            sequenceSignature = Self.loopDeclaration(of: method, parameters: parameters, swift: swift)
            sequenceCall = swift.call(named: requirement.name, arguments: parameters.passed + [Self.passDeadline])
            joinCall = Self.joinCall(of: requirement, handler: index, parameters: parameters,
                                     joinHandler: swift.joinHandler(passesValue: value != nil), swift: swift)
            defaultHandler = awaitsAsyncForm ? nil : handler.name
        case .valueAndListCompletion(let index, _):
            shape = "listCompletion"
            let handler = requirement.parameters[index]
            handlerName = handler.name
            handlerValueType = handler.type.functionType?.parameters.first?.unattributed.description
            sequenceSignature = Self.loopDeclaration(of: method, parameters: parameters, swift: swift)
            sequenceCall = swift.call(named: requirement.name, arguments: parameters.passed + [Self.passDeadline])
            joinCall = Self.joinCall(of: requirement, handler: index, parameters: parameters,
                                     joinHandler: swift.joinHandler(passesValue: true), swift: swift)
            answer = method.neutralValue ?? "false"
        }
        defaultAnswer = answersItself && method.shape != .void ? method.ownAnswer : answer
    }

    /// The forwarding loop's declaration of a completion-handler method: the leaves' (a variadic parameter an
    /// array), with the deadline.
    private static func loopDeclaration(of method: ForwardedMethod, parameters: MethodParameters,
                                        swift: SwiftSignature) -> TemplateValue {
        let requirement = method.requirement
        guard requirement.parameters.contains(where: \.isVariadic) else {
            return swift.declaration(of: requirement, parameters: parameters.declared + [declaredDeadline])
        }
        return swift.declaration(of: LeafSpelling.arraysForVariadics(requirement),
                                 extraParameters: [MethodNaming.deadlineParameter])
    }

    /// The loop's call of a leaf: the method's own arguments, with the handler at `index` reporting to the join.
    private static func joinCall(of requirement: MethodRequirement, handler index: Int, parameters: MethodParameters,
                                 joinHandler: TemplateValue, swift: SwiftSignature) -> TemplateValue {
        var arguments = parameters.passed
        arguments[index] = SwiftSignature.argument(label: requirement.parameters[index].label, value: joinHandler)
        return swift.call(named: requirement.name, arguments: arguments)
    }

    /// `completionDeadline: Double`, declared by every completion-handler method's forwarding loop.
    private static let declaredDeadline = SwiftSignature.declared(MethodNaming.deadlineParameter)
    /// `completionDeadline: completionDeadline`, passed by every forwarder of a completion-handler method.
    private static let passDeadline = SwiftSignature.argument(label: "completionDeadline",
                                                              value: "completionDeadline")
}
