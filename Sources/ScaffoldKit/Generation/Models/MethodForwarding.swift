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
    ///   - call: the forwarder's call of the leaves (with `GenericResult`'s coercion).
    ///   - componentSignature: the component protocol's declaration.
    ///   - awaitsAsyncForm: a completion-handler method the leaves implement in its async form.
    ///   - answersItself: a requirement no leaf lists (`ForwardingPlan.unlisted`): the composite answers
    ///     `ownAnswer`.
    init(swift method: ForwardedMethod, call: TemplateValue, componentSignature: TemplateValue,
         awaitsAsyncForm: Bool, answersItself: Bool, swift: SwiftSignature)
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
            sequenceSignature = Self.loopDeclaration(of: method, swift: swift)
            sequenceCall = swift.call(of: requirement, extraArguments: [Self.passDeadline])
            joinCall = swift.call(of: requirement, arguments: [index: swift.joinHandler(passesValue: value != nil)])
            defaultHandler = awaitsAsyncForm ? nil : handler.name
        case .valueAndListCompletion(let index, _):
            shape = "listCompletion"
            let handler = requirement.parameters[index]
            handlerName = handler.name
            handlerValueType = handler.type.functionType?.parameters.first?.unattributed.description
            sequenceSignature = Self.loopDeclaration(of: method, swift: swift)
            sequenceCall = swift.call(of: requirement, extraArguments: [Self.passDeadline])
            joinCall = swift.call(of: requirement, arguments: [index: swift.joinHandler(passesValue: true)])
            answer = method.neutralValue ?? "false"
        }
        defaultAnswer = answersItself && method.shape != .void ? method.ownAnswer : answer
    }

    /// The forwarding loop's declaration of a completion-handler method: the leaves' (a variadic parameter an
    /// array), with the deadline.
    private static func loopDeclaration(of method: ForwardedMethod, swift: SwiftSignature) -> TemplateValue {
        swift.declaration(of: LeafSpelling.arraysForVariadics(method.requirement),
                          extraParameters: [MethodNaming.deadlineParameter])
    }

    private static let passDeadline = SwiftSignature.Argument(label: "completionDeadline", value: "completionDeadline")
}
