/// How the Objective-C bridge forwards a method (`style: objc`): Swift leaves adopt the delegate protocol
/// themselves, so the loops call its optional requirements (`name?(…)`) and leaves answer its own types; the
/// `NSArray` bridge the Objective-C app delegate calls has no composite instance to hold a deadline, so the
/// manifest's value is written in. The part of `MethodModel` only such a composite has.
struct ObjCMethodSpelling {
    var forwarding: MethodForwarding
    var objcSelector: String
    var header: ObjCHeader
    /// What a leaf declares: the requirement, or the async form the manifest names it by.
    var leafSignature: TemplateValue
    /// The answer the bridge returns when a leaf's answer is nil (the `fallback` annotation).
    var bridgeFallback: String?

    /// - Parameter deadline: the composite's deadline, a Swift literal.
    init(_ method: ForwardedMethod, signature: TemplateValue, deadline: String, swift: SwiftSignature) {
        let requirement = method.requirement
        objcSelector = ObjCSpelling.selector(of: requirement)
        header = ObjCSpelling.header(of: requirement)
        let summary = PolicyDescriptions.summary(method.policy, shape: method.shape)
        var callFallback: String?
        var leafAnswer: String?
        if let componentType = method.componentValueType, let neutral = method.neutralValue {
            let returnsComponentType = requirement.returnType == componentType
            // The optional call answers nil for a leaf without the method: the neutral value instead.
            if !componentType.isOptional { callFallback = neutral }
            leafAnswer = returnsComponentType ? neutral : (requirement.annotations["fallback"] ?? neutral)
            // Only an answer the bridge returns needs the fallback: a handler's is the join's business.
            if !returnsComponentType, requirement.returnsValue, let fallback = requirement.annotations["fallback"] {
                bridgeFallback = fallback
            }
        }
        if let index = method.shape.handlerIndex {
            forwarding = Self.handlerForwarding(method, handler: index, deadline: deadline, summary: summary,
                                                callFallback: callFallback, swift: swift)
            // The leaf implements the async form of the Objective-C method: the same selector, so the loop's call
            // with a handler reaches it.
            leafSignature = method.isSpelledAsync ? swift.declaration(of: method.objectiveCLeafRequirement)
                : signature
            return
        }
        leafSignature = signature
        forwarding = MethodForwarding(
            shape: method.shape == .void ? "void" : "value", valueType: method.componentValueType?.description,
            fallback: nil, summary: summary, call: swift.call(of: requirement, optionally: true),
            callFallback: callFallback,
            sequenceSignature: swift.declaration(
                of: requirement, returning: method.componentValueType.map { .replaced(by: $0) } ?? .asDeclared),
            sequenceCall: swift.call(of: requirement), defaultHandler: nil, defaultAnswer: leafAnswer,
            isSpelledAsync: false)
    }

    /// A method with a completion handler: each leaf that responds gets its own handler; a leaf that does not
    /// (the optional call answers nil) counts as answered with no opinion, so the system's handler still runs
    /// exactly once. Leaves adopt the SDK protocol, so they answer its own value type: a leaf answers the handler;
    /// a list completion's answers `false`, an async form's returns the answer.
    private static func handlerForwarding(_ method: ForwardedMethod, handler index: Int, deadline: String,
                                          summary: String, callFallback: String?, swift: SwiftSignature)
        -> MethodForwarding
    {
        let requirement = method.requirement
        let handler = requirement.parameters[index]
        let value = handler.type.functionType?.parameters.first?.unattributed
        let answer = swift.joinHandler(passesValue: value != nil)
        let fallback = requirement.annotations["fallback"]
        let isList: Bool
        if case .valueAndListCompletion = method.shape { isList = true } else { isList = false }
        var neutralAnswer = ""
        if let value, let neutral = method.neutralValue {
            neutralAnswer = value.isOptional || neutral != "nil" ? neutral : fallback ?? neutral
        }
        return MethodForwarding(
            shape: isList ? "listCompletion" : "completion", valueType: isList ? "Bool" : value?.description,
            fallback: value.map { !$0.isOptional } == true ? fallback : nil, summary: summary,
            call: swift.call(of: requirement, optionally: true), callFallback: callFallback,
            sequenceSignature: swift.declaration(
                of: requirement, extraParameters: [MethodNaming.deadlineParameter]),
            sequenceCall: swift.call(
                of: requirement, extraArguments: [.init(label: "completionDeadline", value: deadline)]),
            handlerName: handler.name, handlerValueType: value?.description,
            handlerBaseType: value?.nonOptional.description,
            joinCall: swift.call(of: requirement, optionally: true, arguments: [index: answer]),
            joinsOptionally: true, defaultHandler: isList || method.isSpelledAsync ? nil : handler.name,
            defaultAnswer: isList ? "false" : neutralAnswer, isSpelledAsync: false)
    }
}
