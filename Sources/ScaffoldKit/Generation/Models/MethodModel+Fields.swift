/// The template reference's entries for a method's keys (`TemplateReference`).
extension MethodModel: TemplateModel {
    static let path = "method"
    static let summary = "A method the composite forwards, in `methods`, `unlisted` and each leaf's `methods`. "
        + "Declarations and calls are written when a template outputs them, by `Signature`, `Call` and "
        + "`JoinHandler.swift.template` (from `function`, `call` and `handler` below). An Objective-C composite's "
        + "methods (`style: objc`) have the bridge's spelling and its keys, null in a Swift composite."
    static let fields = TemplateFields(identity + forwarder + forwarding + tests + objectiveC)

    /// What the method is.
    private static let identity: [TemplateField<MethodModel>] = [
        TemplateField("selector", "the requirement's selector (`application(_:open:options:)`)") { $0.selector },
        TemplateField("ident", "a Swift identifier unique in the composite (`applicationOpenOptions`): the tests' "
            + "names, a spy's `identAnswer`") { $0.ident },
        TemplateField("shape", "`void`, `value`, `async`, `completion` or `listCompletion`: which forwarding loop "
            + "(`Forwarding+….swift.template`) and tests it gets") { $0.shape },
        TemplateField("policy", "how the leaves' answers combine: `all`, `any`, `first`, `firstNonNil`, `union`, "
            + "`intersection`, `fetchResult` (null for a method without an answer)") { $0.policy },
        TemplateField("valueType", "the type the leaves answer (a list completion's `Bool`; null for none)") {
            $0.valueType
        },
        TemplateField("neutral", "the neutral answer, as Swift (`false`, `.noData`; null for none)") { $0.neutral },
        TemplateField("fallback", "what the composite answers when the leaves' combined answer is nil (the "
            + "`fallback` annotation; null for none)") { $0.fallback },
        TemplateField("leaves", "the properties of the leaves that list it, in order: the forwarder calls them "
            + "through `targets.`") { $0.leaves },
        TemplateField("doc", "the component protocol's doc comment, a line each: the requirement's own, then how "
            + "the composite combines the leaves") { $0.doc },
        TemplateField("summary", "one line on how the composite combines the leaves (the forwarding loop's doc "
            + "comment)") { $0.summary },
        TemplateField("attributes", "the `@available` attributes carried onto the forwarders, as text "
            + "(`ObsoleteAttribute.swift.template`'s last when `isObsolete`)") { $0.attributes },
        TemplateField("isDeprecated", "the requirement is deprecated: a leaf's test does not call it") {
            $0.isDeprecated
        },
        TemplateField("isObsolete", "deprecated on every deployment target current Xcode supports: the forwarding "
            + "tests do not call it") { $0.isObsolete },
        TemplateField("condition", "the condition of the `#if` around its forwarders, written by "
            + "`IfCondition.swift.template` (null when the protocol declares it outside `#if`)") { $0.condition },
        TemplateField("startsLaunch", "the launch method: the composite does its launch work "
            + "(`LaunchStart.swift.template`) before the leaves hear of it") { $0.startsLaunch },
    ]

    /// The composite's forwarder.
    private static let forwarder: [TemplateField<MethodModel>] = [
        TemplateField("signature", "the composite's declaration of it") { $0.signature },
        TemplateField("call", "a leaf's call: in the forwarding loop, or of the `direct` leaf") { $0.call },
        TemplateField("callFallback", "what the Objective-C bridge's loop takes when a leaf does not implement the "
            + "optional requirement: `call ?? callFallback` (null for an optional answer and in a Swift composite)") {
            $0.callFallback
        },
        TemplateField("callThrows", "the leaf's call throws: the loop writes `try`") { $0.callThrows },
        TemplateField("isAsync", "the forwarder's call of the leaves is awaited (`await`), as are the tests' calls of "
            + "it") { $0.isAsync },
        TemplateField("throws", "the forwarder's call of the leaves throws (`try`), as do the tests' calls of it") {
            $0.`throws`
        },
        TemplateField("returnsValue", "the requirement returns a value: a forwarder that hands its arguments over "
            + "returns the hop's answer") { $0.returnsValue },
        TemplateField("hop", "how a forwarder of a protocol that is not `@MainActor` reaches the leaves: `async` "
            + "(awaits the main actor), `assume` (`MainActor.assumeIsolated`) or `main` (`onMainActor`); null for a "
            + "`@MainActor` protocol") { $0.hop },
        TemplateField("handover", "the parameters a `hop` hands over to the main actor (`Handover`; null for a "
            + "`@MainActor` protocol or none)") { $0.handover },
        TemplateField("direct", "the adopted leaf's property when only it lists the method: the forwarder calls it "
            + "directly, as the original did (null otherwise)") { $0.direct },
        TemplateField("launchCost", "what the forwarder does for launch cost: `measured`, `recordsLaunch`, "
            + "`finishesLaunch`, `activates`, `deferredLeaves` (null without `signposts:`, `after:`, `phase:`)") {
            $0.launchCost
        },
    ]

    /// The component protocol, the leaves and the forwarding loop.
    private static let forwarding: [TemplateField<MethodModel>] = [
        TemplateField("componentSignature", "the declaration in the component protocol, the leaves and the spies") {
            $0.componentSignature
        },
        TemplateField("sequenceSignature", "the forwarding loop's declaration (with `completionDeadline:` for a "
            + "completion handler)") { $0.sequenceSignature },
        TemplateField("sequenceCall", "the forwarder's call of the forwarding loop") { $0.sequenceCall },
        TemplateField("handlerName", "the completion handler's parameter (null without one)") { $0.handlerName },
        TemplateField("handlerValueType", "the type the completion handler takes (a list completion's list; null: "
            + "it takes none, the test's handler records `()`)") { $0.handlerValueType },
        TemplateField("handlerBaseType", "`handlerValueType` without its optional (the `intersection` join's)") {
            $0.handlerBaseType
        },
        TemplateField("joinCall", "the loop's call of a leaf with a handler reporting to the join, written by "
            + "`JoinHandler.swift.template` (null without a completion handler)") { $0.joinCall },
        TemplateField("joinsOptionally", "the join call is optional (the Objective-C bridge): a leaf without the "
            + "method counts as answered with no opinion") { $0.joinsOptionally },
        TemplateField("defaultHandler", "the completion handler `DefaultBody.swift.template` calls with "
            + "`defaultAnswer` (null: the body returns the answer)") { $0.defaultHandler },
        TemplateField("defaultAnswer", "what a body that does nothing answers, as Swift: the neutral answer, or for "
            + "`unlisted` the fallback (null for none)") { $0.defaultAnswer },
        TemplateField("isSpelledAsync", "named by its async form in scaffold.yml: the leaves implement the async "
            + "form, which the loop awaits") { $0.isSpelledAsync },
        TemplateField("asyncCall", "the loop's call of the leaves' async form (null unless `isSpelledAsync`)") {
            $0.asyncCall
        },
        TemplateField("asyncForms", "the loop awaiting the leaves' async form: this method with that declaration "
            + "and call (empty unless `isSpelledAsync`)") { $0.asyncForms },
    ]

    /// The generated tests.
    private static let tests: [TemplateField<MethodModel>] = [
        TemplateField("testCall", "the call with sample arguments the tests make (null when `untestableReason`)") {
            $0.testCall
        },
        TemplateField("stub", "what a leaf's test checks a fresh leaf answers (null when it does not call it)") {
            $0.stub
        },
        TemplateField("untestableReason", "why the tests do not call it (`an inout parameter`; null when they do)") {
            $0.untestableReason
        },
        TemplateField("answerSample", "an answer other than the neutral one a test's leaf gives (`true`, "
            + "`.newData`; null for none)") { $0.answerSample },
        TemplateField("testValueType", "the type a policy test's result has, a generic method's made concrete (null "
            + "without an answer)") { $0.testValueType },
        TemplateField("spyAnswer", "what a spy leaf answers: `ident` + `Answer`, cast for a generic method") {
            $0.spyAnswer
        },
        TemplateField("spyAnswerType", "the type of the spy's `identAnswer` (null without an answer)") {
            $0.spyAnswerType
        },
        TemplateField("spyAnswerInitial", "what the spy's `identAnswer` starts with (null without an answer)") {
            $0.spyAnswerInitial
        },
        TemplateField("firstLeaf", "the first of `leaves` (a policy test sets its answer)") { $0.firstLeaf },
        TemplateField("lastLeaf", "the last of `leaves` (a completion test sets its answer)") { $0.lastLeaf },
        TemplateField("recordedType", "what a completion test records of the system's handler (`Void` when it "
            + "takes none; null without a completion handler)") { $0.recordedType },
        TemplateField("expectedCombined", "what the system's handler receives when the last leaf answers "
            + "`answerSample` and the others are neutral (null where the test does not check it)") {
            $0.expectedCombined
        },
    ]

    /// The Objective-C bridge.
    private static let objectiveC: [TemplateField<MethodModel>] = [
        TemplateField("objcSelector", "the Objective-C selector (`application:openURL:options:`; null in a Swift "
            + "composite)") { $0.objcSelector },
        TemplateField("header", "the method as the Objective-C app delegate declares it (null in a Swift "
            + "composite)") { $0.header },
        TemplateField("leafSignature", "an Objective-C leaf's declaration: the requirement, or the async form "
            + "scaffold.yml names it by (null in a Swift composite)") { $0.leafSignature },
        TemplateField("bridgeFallback", "what the bridge answers when the leaves' answer is nil (the `fallback` "
            + "annotation; null without one and in a Swift composite)") { $0.bridgeFallback },
    ]
}

extension LeafStubModel: TemplateModel {
    static let path = "method.stub"
    static let summary = "What `LeafStub.swift.template` checks: a fresh leaf answers `method.testCall` with the "
        + "neutral value."
    static let fields: TemplateFields<Self> = [
        TemplateField("kind", "`void`, `value`, `throwing`, `completion` or `listCompletion`") { $0.kind },
        TemplateField("neutral", "the neutral answer, as Swift (null for none)") { $0.neutral },
        TemplateField("returnsValue", "a throwing method answers a value (null for other kinds)") { $0.returnsValue },
        TemplateField("isSendable", "a completion handler is `@Sendable`: it may not capture a plain local "
            + "variable (null for other kinds)") { $0.isSendable },
        TemplateField("answerType", "the type a completion handler's answer is compared as (null: the test counts "
            + "the calls)") { $0.answerType },
        TemplateField("handlerType", "a list completion's handler type (null for other kinds)") { $0.handlerType },
    ]
}
