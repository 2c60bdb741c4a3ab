/// The template context of an Objective-C composite (`style: objc`): Swift leaves adopting the delegate protocol
/// themselves, the forwarding loops, and the `NSArray` bridge the Objective-C app delegate calls.
enum ObjCContext {
    /// - Parameter swift: writes the declarations and calls (through their templates).
    static func make(_ plan: ForwardingPlan, swift: SwiftSignature) throws -> [String: TemplateValue] {
        var context = try CompositeContext.make(plan, swift: swift)
        let name = plan.composite.name.value
        // The bridge has no composite instance to hold a deadline: the manifest's value is written in.
        let deadline = CompositeContext.deadlineLiteral(plan.composite.completionDeadline.value)
        let methods = try plan.methods.map { try method($0, deadline: deadline, swift: swift) }
        var bySelector: [String: TemplateValue] = [:]
        for (forwarded, value) in zip(plan.methods, methods) { bySelector[forwarded.requirement.selector] = value }
        context["methods"] = .list(methods)
        context["leaves"] = .list(plan.components.map { leaf in
            CompositeContext.leafContext(leaf, methods: leaf.selectors.compactMap { bySelector[$0] })
        })
        context["objc"] = [
            "factory": .string(name + "Components"),
            "swiftHeader": .string(plan.composite.module.value + "-Swift.h"),
            "element": .string("any " + plan.protocolSpec.name),
            "objcProtocol": .string(plan.protocolSpec.name),
        ]
        return context
    }

    /// One forwarded method as the Objective-C templates need it.
    private static func method(_ forwarded: ForwardedMethod, deadline: String, swift: SwiftSignature) throws
        -> TemplateValue
    {
        let requirement = forwarded.requirement
        let call = try swift.call(of: requirement, optionally: true)
        var callFallback: TemplateValue = .null
        var leafAnswer: TemplateValue = .null
        var bridgeFallback: TemplateValue = .null
        if let componentType = forwarded.componentValueType, let neutral = forwarded.neutralValue {
            let returnsComponentType = requirement.returnType == componentType
            // The optional call answers nil for a leaf without the method: the neutral value instead.
            if !componentType.isOptional { callFallback = .string(neutral) }
            leafAnswer = .string(returnsComponentType ? neutral : (requirement.annotations["fallback"] ?? neutral))
            // Only an answer the bridge returns needs the fallback: a handler's is the join's business.
            if !returnsComponentType, requirement.returnsValue, let fallback = requirement.annotations["fallback"] {
                bridgeFallback = .string(fallback)
            }
        }
        let selector = ObjCSpelling.selector(of: requirement)
        var completion: [String: TemplateValue] = [:]
        if let handler = forwarded.shape.handlerIndex {
            completion = try handlerContext(forwarded, handler: handler, deadline: deadline, swift: swift)
        }
        let signature = try swift.declaration(of: requirement)
        let base: [String: TemplateValue] = [
            "selector": .string(requirement.selector),
            "objcSelector": .string(selector),
            "attributes": .list(try swift.carriedAttributes(of: requirement).map { .string($0) }),
            "signature": .string(signature),
            "leafSignature": .string(signature),
            "shape": .string(forwarded.shape == .void ? "void" : "value"),
            "summary": .string(PolicyDescriptions.summary(forwarded.policy, shape: forwarded.shape)),
            "policy": forwarded.policy.map { .string($0.rawValue) } ?? .null,
            "valueType": forwarded.componentValueType.map { .string($0.description) } ?? .null,
            "call": .string(call),
            "callFallback": callFallback,
            "callThrows": .bool(requirement.throwsClause != nil),
            "sequenceSignature": .string(try swift.declaration(
                of: requirement, returning: forwarded.componentValueType.map { .replaced(by: $0) } ?? .asDeclared)),
            "sequenceCall": .string(try swift.call(of: requirement)),
            "defaultHandler": .null,
            "defaultAnswer": leafAnswer,
            // Leaves of either spelling answer the Objective-C method's handler: the loops call that.
            "isSpelledAsync": false,
            "bridgeFallback": bridgeFallback,
            "header": ObjCSpelling.header(of: requirement),
            "isDeprecated": .bool(requirement.isDeprecated),
        ]
        return .object(base.merging(completion) { _, handlerValue in handlerValue })
    }

    /// A method with a completion handler: each leaf that responds gets its own handler; a leaf that does not
    /// (the optional call answers nil) counts as answered with no opinion, so the system's handler still runs
    /// exactly once. Leaves adopt the SDK protocol, so they answer its own value type.
    private static func handlerContext(_ forwarded: ForwardedMethod, handler index: Int, deadline: String,
                                       swift: SwiftSignature) throws -> [String: TemplateValue]
    {
        let requirement = forwarded.requirement
        let handler = requirement.parameters[index]
        let value = handler.type.functionType?.parameters.first?.unattributed
        let answer = try swift.joinHandler(passesValue: value != nil)
        let optionalCall = try swift.call(of: requirement, optionally: true, arguments: [index: answer])
        let fallback = requirement.annotations["fallback"]
        let isList: Bool
        if case .valueAndListCompletion = forwarded.shape { isList = true } else { isList = false }
        var neutralAnswer = ""
        if let value, let neutral = forwarded.neutralValue {
            neutralAnswer = value.isOptional || neutral != "nil" ? neutral : fallback ?? neutral
        }
        // A leaf answers the handler; a list completion's answers `false`, an async form's returns the answer.
        var signature: [String: TemplateValue] = [
            "defaultHandler": isList || forwarded.isSpelledAsync ? .null : .string(handler.name),
        ]
        if forwarded.isSpelledAsync {
            // The leaf implements the async form of the Objective-C method: the same selector, so the loop's call
            // with a handler reaches it.
            signature["leafSignature"] = .string(try swift.declaration(of: forwarded.objectiveCLeafRequirement))
        }
        // Typed apart from `merging`: inferred through it, this literal took the type checker over a second.
        let handlerFields: [String: TemplateValue] = [
            "shape": .string(isList ? "listCompletion" : "completion"),
            "handlerName": .string(handler.name),
            "handlerValueType": value.map { .string($0.description) } ?? .null,
            "handlerBaseType": value.map { .string($0.nonOptional.description) } ?? .null,
            "valueType": isList ? .string("Bool") : value.map { .string($0.description) } ?? .null,
            "fallback": value.map { !$0.isOptional } == true ? fallback.map { .string($0) } ?? .null : .null,
            "joinCall": .string(optionalCall),
            "joinsOptionally": true,
            "sequenceSignature": .string(try swift.declaration(of: requirement,
                                                               extraParameters: [MethodContext.deadlineParameter])),
            "sequenceCall": .string(try swift.call(
                of: requirement, extraArguments: [.init(label: "completionDeadline", value: deadline)])),
            "defaultAnswer": .string(isList ? "false" : neutralAnswer),
        ]
        return signature.merging(handlerFields) { _, handlerValue in handlerValue }
    }
}
