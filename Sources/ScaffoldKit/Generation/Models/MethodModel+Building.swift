/// Building a method's model from the plan: every key once, here.
extension MethodModel {
    /// - Parameters:
    ///   - swift: writes the declarations and calls (as values rendered by their templates).
    ///   - isMainActor: whether the protocol is `@MainActor`; otherwise the forwarders hop (`hop`, `handover`).
    ///   - ident: the method's identifier unique in the composite (`MethodNaming.uniqueIdentifiers`).
    ///   - launchSelector: the launch method's, when the composite does launch work of its own.
    ///   - directLeaf: the adopted leaf, when it alone lists the method: the system's own completion handler, the
    ///     leaf's own answer, as before the adoption; a leaf implementing the async form (`… async` in
    ///     scaffold.yml) is awaited by a composite declaring it too, as the original did.
    ///   - answersItself: a requirement no leaf lists (`ForwardingPlan.unlisted`), answering `ownAnswer`.
    ///   - objcDeadline: the composite's deadline, for a method of an Objective-C composite (`ObjCMethodSpelling`).
    ///   - parameters: the requirement's parameters converted, when the caller shares them between methods.
    init(_ method: ForwardedMethod, swift: SwiftSignature, isMainActor: Bool = true, ident: String? = nil,
         launchSelector: String? = nil, directLeaf: String? = nil, answersItself: Bool = false,
         objcDeadline: String? = nil, parameters: MethodParameters? = nil) {
        let requirement = method.requirement
        let ident = ident ?? MethodNaming.identifier(for: requirement)
        let awaitsAsyncForm: Bool
        if method.isSpelledAsync, case .completion = method.shape { awaitsAsyncForm = true } else {
            awaitsAsyncForm = false
        }
        let obsoleteMessage = SwiftSignature.obsoleteMessage(of: requirement)
        let parameters = parameters ?? MethodParameters(requirement.parameters)
        let declaration = swift.declaration(of: requirement, parameters: parameters.declared)
        // The component protocol's declaration is the requirement's own unless a parameter is variadic or leaves
        // answer another type or spelling.
        let component = method.componentRequirement
        let componentSignature = component == requirement ? declaration : swift.declaration(
            of: component, parameters: parameters.declared(as: component.parameters, own: requirement.parameters))
        let call = swift.call(named: requirement.name, arguments: parameters.passed,
                              suffix: GenericResult.coercion(ofComponent: component))
        let asyncCall = awaitsAsyncForm ? swift.call(of: AsyncTwins.asyncForm(of: requirement, returning: nil))
            : nil
        let objc = objcDeadline.map {
            ObjCMethodSpelling(method, signature: declaration, deadline: $0, swift: swift)
        }
        let forwarding = objc?.forwarding ?? MethodForwarding(
            swift: method, parameters: parameters, call: call, componentSignature: componentSignature,
            awaitsAsyncForm: awaitsAsyncForm, answersItself: answersItself, swift: swift)
        let awaitsDirectly = directLeaf != nil && awaitsAsyncForm
        let tests = MethodTestSpelling(method, ident: ident, awaitsAsyncForm: awaitsAsyncForm,
                                       parameters: parameters, swift: swift)

        selector = requirement.selector
        self.ident = ident
        shape = forwarding.shape
        policy = method.policy?.rawValue
        valueType = forwarding.valueType
        neutral = method.neutralValue
        fallback = forwarding.fallback
        leaves = method.leafProperties
        doc = Self.documentation(method, awaitsAsyncForm: awaitsAsyncForm)
        summary = forwarding.summary
        attributes = swift.carriedAttributes(of: requirement, obsoleteMessage: obsoleteMessage)
        isDeprecated = requirement.isDeprecated
        isObsolete = obsoleteMessage != nil
        condition = swift.condition(of: requirement)
        startsLaunch = requirement.selector == launchSelector

        signature = awaitsDirectly ? componentSignature : declaration
        self.call = awaitsDirectly ? asyncCall ?? forwarding.call : forwarding.call
        callFallback = forwarding.callFallback
        callThrows = requirement.throwsClause != nil
        isAsync = awaitsDirectly || requirement.isAsync
        `throws` = (awaitsDirectly ? component : requirement).throwsClause != nil
        returnsValue = requirement.returnsValue
        hop = isMainActor ? nil : Self.hop(of: method)
        handover = isMainActor ? nil : MethodNaming.handover(of: requirement)
        direct = directLeaf

        self.componentSignature = componentSignature
        sequenceSignature = forwarding.sequenceSignature
        sequenceCall = forwarding.sequenceCall
        handlerName = forwarding.handlerName
        handlerValueType = forwarding.handlerValueType
        handlerBaseType = forwarding.handlerBaseType
        joinCall = forwarding.joinCall
        joinsOptionally = forwarding.joinsOptionally
        defaultHandler = forwarding.defaultHandler
        defaultAnswer = forwarding.defaultAnswer
        isSpelledAsync = forwarding.isSpelledAsync
        self.asyncCall = asyncCall
        asyncForms = []

        testCall = tests.testCall
        stub = tests.stub
        untestableReason = tests.untestableReason
        answerSample = tests.answerSample
        testValueType = tests.testValueType
        spyAnswer = tests.spy.answer
        spyAnswerType = tests.spy.type
        spyAnswerInitial = tests.spy.initial
        firstLeaf = method.leafProperties.first
        lastLeaf = method.leafProperties.last
        recordedType = tests.recordedType
        expectedCombined = tests.expectedCombined

        objcSelector = objc?.objcSelector
        header = objc?.header
        leafSignature = objc?.leafSignature
        bridgeFallback = objc?.bridgeFallback

        if let asyncCall { asyncForms = [asyncForm(method, call: asyncCall, declaration: declaration)] }
    }

    /// The forwarding loop awaiting the leaves' async form (`SequenceForwarding`'s): this method, declared as the
    /// protocol does, calling the async form without `try`.
    private func asyncForm(_ method: ForwardedMethod, call: TemplateValue, declaration: TemplateValue) -> MethodModel {
        var form = self
        form.signature = declaration
        form.isAsync = method.requirement.isAsync
        form.call = call
        form.callThrows = false
        form.sequenceSignature = componentSignature
        form.summary = PolicyDescriptions.summary(method.policy, shape: .async(method.componentValueType))
        return form
    }

    /// How the composite's forwarder of a protocol that is not `@MainActor` reaches the leaves (see
    /// `MethodNaming.handover`): `async` methods await the main actor; methods returning a value must be called on
    /// the main thread; void and completion-handler methods run at once on the main thread, else as soon as the
    /// main actor is free – never a throwing one: the caller needs its error at once.
    private static func hop(of method: ForwardedMethod) -> String {
        switch method.shape {
        case .async: return "async"
        case .value, .valueAndListCompletion: return "assume"
        case .void, .completion: return method.hopsToMainActor ? "main" : "assume"
        }
    }

    /// The requirement's own doc comment, then how the composite combines it.
    private static func documentation(_ method: ForwardedMethod, awaitsAsyncForm: Bool) -> [String] {
        // One array, the requirement's own lines without their trailing empty ones and the at most four added.
        let own = method.requirement.documentation
        var end = own.endIndex
        while end > own.startIndex && own[end - 1].isEmpty { end -= 1 }
        var lines: [String] = []
        lines.reserveCapacity(end + 4)
        lines.append(contentsOf: own[..<end])
        if end > 0 { lines.append("") }
        let summary = PolicyDescriptions.summary(method.policy, shape: method.shape)
        lines.append(summary)
        if method.requirement.throwsClause != nil { lines.append(MethodNaming.throwingNote) }
        if let neutral = method.neutralValue { lines.append("Neutral answer: `\(neutral)`.") }
        guard awaitsAsyncForm else { return lines }
        let spelled = PolicyDescriptions.asyncSpellingSummary(method.policy)
        return lines.map { $0 == summary ? spelled : $0 }
    }
}
