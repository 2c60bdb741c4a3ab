/// The template context of one forwarded method: every spelling the templates need, computed once.
enum MethodContext {
    /// - Parameter swift: writes the declarations and calls (through their templates).
    static func make(_ method: ForwardedMethod, swift: SwiftSignature, isMainActor: Bool = true,
                     ident: String? = nil, launchSelector: String? = nil) throws -> TemplateValue {
        let requirement = method.requirement
        let ident = ident ?? identifier(for: requirement)
        // Leaves and the forwarding loop take a variadic parameter as an array: an array cannot be passed on
        // as variadic arguments.
        let leafRequirement = arraysForVariadics(requirement)
        let obsoleteMessage = SwiftSignature.obsoleteMessage(of: requirement)
        let signature = try swift.declaration(of: requirement)
        // The component protocol's declaration is the requirement's own unless a parameter is variadic or leaves
        // answer another type or spelling: written again only then.
        let component = method.componentRequirement
        let componentSignature = try component == requirement ? signature : swift.declaration(of: component)
        var context: TemplateObject = [
            "selector": .string(requirement.selector),
            "ident": .string(ident),
            "doc": .list(documentation(method).map { .string($0) }),
            "attributes": .list(try swift.carriedAttributes(of: requirement, obsoleteMessage: obsoleteMessage)
                .map { .string($0) }),
            "isDeprecated": .bool(requirement.isDeprecated),
            "isObsolete": .bool(obsoleteMessage != nil),
            "summary": .string(PolicyDescriptions.summary(method.policy, shape: method.shape)),
            "policy": method.policy.map { .string($0.rawValue) } ?? .null,
            "valueType": method.componentValueType.map { .string($0.description) } ?? .null,
            "valueIsOptional": .bool(method.componentValueType?.isOptional ?? false),
            "neutral": method.neutralValue.map { .string($0) } ?? .null,
            "fallback": method.fallback.map { .string($0) } ?? .null,
            "leaves": .list(method.leafProperties.map { .string($0) }),
            "signature": .string(signature),
            "call": .string(try swift.call(of: requirement) + GenericResult.coercion(of: method)),
            // Whether the leaves' calls in the forwarding loop are marked `try`.
            "callThrows": .bool(requirement.throwsClause != nil),
            "handlerName": .null,
            "handlerValueType": .null,
            "joinCall": .null,
            // The Objective-C bridge's calls are optional (`name?(…)`): see `ObjCContext`.
            "joinsOptionally": false,
            "callFallback": .null,
            // What `DefaultBody.swift.template` answers with: `handler(answer)`, `answer` or nothing.
            "defaultHandler": .null,
            "defaultAnswer": method.neutralValue.map { .string($0) } ?? .null,
        ]
        // About 50 keys in all: room for them at once, instead of growing twice.
        context.reserveCapacity(64)
        // With `throws` (see `addIsolation`): whether a call is marked `try`, `await`.
        context["isAsync"] = .bool(requirement.isAsync)
        let deadline = deadlineParameter
        let passDeadline = SwiftSignature.Argument(label: "completionDeadline", value: "completionDeadline")
        switch method.shape {
        case .void:
            context["shape"] = "void"
            context["defaultAnswer"] = .null
            context["componentSignature"] = .string(componentSignature)
            context["sequenceSignature"] = context["componentSignature"]
            context["sequenceCall"] = context["call"]
        case .value, .async:
            context["shape"] = .string(method.shape == .void ? "void" : isAsync(method.shape) ? "async" : "value")
            context["componentSignature"] = .string(componentSignature)
            context["sequenceSignature"] = context["componentSignature"]
            context["sequenceCall"] = context["call"]
        case .completion(let index, let value):
            context["shape"] = "completion"
            let handler = requirement.parameters[index]
            context["handlerName"] = .string(handler.name)
            context["handlerValueType"] = value.map { .string($0.description) } ?? .null
            context["handlerBaseType"] = value.map { .string($0.nonOptional.description) } ?? .null
            context["componentSignature"] = .string(componentSignature)
            context["sequenceSignature"] = .string(try swift.declaration(of: leafRequirement,
                                                                         extraParameters: [deadline]))
            context["sequenceCall"] = .string(try swift.call(of: requirement, extraArguments: [passDeadline]))
            let answer = try swift.joinHandler(passesValue: value != nil)
            context["joinCall"] = .string(try swift.call(of: requirement, arguments: [index: answer]))
            context["defaultHandler"] = .string(handler.name)
        case .valueAndListCompletion(let index, _):
            context["shape"] = "listCompletion"
            let handler = requirement.parameters[index]
            context["handlerName"] = .string(handler.name)
            context["handlerValueType"] = handler.type.functionType?.parameters.first.map {
                .string($0.unattributed.description)
            } ?? .null
            context["componentSignature"] = .string(componentSignature)
            context["sequenceSignature"] = .string(try swift.declaration(of: leafRequirement,
                                                                         extraParameters: [deadline]))
            context["sequenceCall"] = .string(try swift.call(of: requirement, extraArguments: [passDeadline]))
            context["joinCall"] = .string(try swift.call(
                of: requirement, arguments: [index: swift.joinHandler(passesValue: true)]))
            context["defaultAnswer"] = .string(method.neutralValue ?? "false")
        }
        try TestContext.add(method, swift: swift, to: &context)
        try addAsyncSpelling(method, swift: swift, to: &context)
        addIsolation(method, isMainActor: isMainActor, to: &context)
        context["condition"] = try swift.condition(of: requirement).map { .string($0) } ?? .null
        // The launch method does the composite's launch work (`launch`) before its leaves hear of it.
        context["startsLaunch"] = .bool(requirement.selector == launchSelector)
        return .object(context)
    }

    /// The parameter a sequence's forwarding loop for a completion-handler method takes besides the method's own.
    static let deadlineParameter = Parameter(label: "completionDeadline", name: "completionDeadline",
                                             type: .named("Double"))

    private static func isAsync(_ shape: ForwardingShape) -> Bool {
        if case .async = shape { return true }
        return false
    }

    /// `@escaping (T) -> Void` with `T` replaced by `value`.
    static func replacingFunctionParameter(of type: SwiftType, with value: SwiftType) -> SwiftType {
        switch type {
        case .attributed(let attributes, let base):
            return .attributed(attributes: attributes, replacingFunctionParameter(of: base, with: value))
        case .function(var function):
            function.parameters = [value]
            return .function(function)
        default:
            return type
        }
    }

    /// A Swift identifier unique to the selector: `application(_:open:options:)` → `applicationOpenOptions`.
    /// Overloaded requirements add their parameter names: `handle(_ tasks:)` → `handleTasks`.
    static func identifier(for requirement: MethodRequirement) -> String {
        if requirement.isOverloaded {
            return requirement.name
                + requirement.parameters.map { SwiftNaming.upperFirst($0.label ?? $0.name) }.joined()
        }
        return requirement.name + requirement.parameters.compactMap { $0.label.map(SwiftNaming.upperFirst) }.joined()
    }

    /// The requirement's own doc comment, then how the composite combines it.
    private static func documentation(_ method: ForwardedMethod) -> [String] {
        var lines = method.requirement.documentation
        while lines.last?.isEmpty == true { lines.removeLast() }
        if !lines.isEmpty { lines.append("") }
        lines.append(PolicyDescriptions.summary(method.policy, shape: method.shape))
        if method.requirement.throwsClause != nil { lines.append(throwingNote) }
        if let neutral = method.neutralValue { lines.append("Neutral answer: `\(neutral)`.") }
        return lines
    }
}
