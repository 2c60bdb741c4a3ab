/// One forwarded method as the templates see it (`method`, in `methods`, `unlisted` and each leaf's `methods`): built
/// once from the plan by `init(_:swift:isMainActor:…)`, every key computed there. Declarations and calls are
/// `TemplateValue.rendered` values, written by `Signature`, `Call` and `JoinHandler.swift.template` when output.
/// A method of an Objective-C composite (`style: objc`) has the bridge's spelling (`ObjCMethodSpelling`).
struct MethodModel: Equatable {
    // What the method is.
    var selector: String
    /// A Swift identifier unique in the composite: `applicationOpenOptions`.
    var ident: String
    /// `void`, `value`, `async`, `completion` or `listCompletion`.
    var shape: String
    var policy: String?
    /// The type the leaves answer.
    var valueType: String?
    var neutral: String?
    var fallback: String?
    /// The properties of the leaves that list it, in order.
    var leaves: [String]
    /// The requirement's doc comment, then how the composite combines the leaves.
    var doc: [String]
    var summary: String
    /// The `@available` attributes carried onto forwarders (`ObsoleteAttribute`'s last when obsolete).
    var attributes: [TemplateValue]
    var isDeprecated: Bool
    var isObsolete: Bool
    /// The condition of the `#if` around its forwarders (`IfCondition.swift.template`), or null.
    var condition: TemplateValue
    /// The launch method: the composite does its launch work before the leaves hear of it.
    var startsLaunch: Bool

    // The composite's forwarder.
    var signature: TemplateValue
    var call: TemplateValue
    /// ` = call ?? fallback` for the Objective-C bridge's optional calls.
    var callFallback: String?
    var callThrows: Bool
    var isAsync: Bool
    var `throws`: Bool
    var returnsValue: Bool
    /// `async`, `assume` or `main`: how a forwarder of a protocol that is not `@MainActor` reaches the leaves.
    var hop: String?
    /// The parameters handed over to the main actor.
    var handover: [String]?
    /// The adopted leaf a method only it lists is handed to directly.
    var direct: String?
    /// What the forwarder does for launch cost (null without its keys).
    var launchCost: MethodLaunchCostModel? = nil

    // The component protocol, the leaves and the forwarding loop.
    var componentSignature: TemplateValue
    var sequenceSignature: TemplateValue
    var sequenceCall: TemplateValue
    var handlerName: String?
    var handlerValueType: String?
    var handlerBaseType: String?
    /// The loop's call of a leaf with the handler reporting to the join.
    var joinCall: TemplateValue?
    var joinsOptionally: Bool
    /// What `DefaultBody.swift.template` answers with: `handler(answer)`, `answer` or nothing.
    var defaultHandler: String?
    var defaultAnswer: String?
    /// Named by its async form in the manifest (`AsyncSpellings`).
    var isSpelledAsync: Bool
    var asyncCall: TemplateValue?
    /// The loop awaiting the leaves' async form: this method with that call.
    var asyncForms: [MethodModel]

    // The generated tests.
    var testCall: TemplateValue?
    var stub: LeafStubModel?
    var untestableReason: String?
    var answerSample: String?
    var testValueType: String?
    var spyAnswer: String
    var spyAnswerType: String?
    var spyAnswerInitial: String?
    var firstLeaf: String?
    var lastLeaf: String?
    var recordedType: String?
    var expectedCombined: String?

    // The Objective-C bridge (null in a Swift composite).
    var objcSelector: String?
    var header: ObjCHeader?
    var leafSignature: TemplateValue?
    var bridgeFallback: String?
}

/// What `LeafStub.swift.template` needs to check a fresh leaf answers `method.testCall` with the neutral value.
struct LeafStubModel: Equatable {
    /// `void`, `value`, `throwing`, `completion` or `listCompletion`.
    var kind: String
    var neutral: String?
    /// Throwing: whether the method answers a value.
    var returnsValue: Bool? = nil
    /// Completion: a `@Sendable` handler may not capture a plain local variable.
    var isSendable: Bool? = nil
    /// Completion: the type the answer is compared as, when there is one to compare.
    var answerType: String? = nil
    /// List completion: the handler's type.
    var handlerType: String? = nil
}
