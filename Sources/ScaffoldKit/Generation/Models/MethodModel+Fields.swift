/// The template reference's entries for a method's keys (`TemplateReference`).
extension MethodModel: TemplateModel {
    static let path = "method"
    static let summary = "A method the composite forwards, in `methods`, `unlisted` and each leaf's `methods`. "
        + "Declarations and calls are written when a template outputs them, by `Signature`, `Call` and "
        + "`JoinHandler.swift.template` (from `function`, `call` and `handler` below). An Objective-C composite's "
        + "methods (`style: objc`) have the bridge's spelling and its keys, null in a Swift composite."
    static var fields: [TemplateField] { identity + forwarder + forwarding + tests + objectiveC }

    /// What the method is.
    private static let identity = [
        TemplateField("selector", "the requirement's selector (`application(_:open:options:)`)"),
        TemplateField("ident", "a Swift identifier unique in the composite (`applicationOpenOptions`): the tests' "
            + "names, a spy's `identAnswer`"),
        TemplateField("shape", "`void`, `value`, `async`, `completion` or `listCompletion`: which forwarding loop "
            + "(`Forwarding+….swift.template`) and tests it gets"),
        TemplateField("policy", "how the leaves' answers combine: `all`, `any`, `first`, `firstNonNil`, `union`, "
            + "`intersection`, `fetchResult` (null for a method without an answer)"),
        TemplateField("valueType", "the type the leaves answer (a list completion's `Bool`; null for none)"),
        TemplateField("neutral", "the neutral answer, as Swift (`false`, `.noData`; null for none)"),
        TemplateField("fallback", "what the composite answers when the leaves' combined answer is nil (the "
            + "`fallback` annotation; null for none)"),
        TemplateField("leaves", "the properties of the leaves that list it, in order: the forwarder calls them "
            + "through `targets.`"),
        TemplateField("doc", "the component protocol's doc comment, a line each: the requirement's own, then how "
            + "the composite combines the leaves"),
        TemplateField("summary", "one line on how the composite combines the leaves (the forwarding loop's doc "
            + "comment)"),
        TemplateField("attributes", "the `@available` attributes carried onto the forwarders, as text "
            + "(`ObsoleteAttribute.swift.template`'s last when `isObsolete`)"),
        TemplateField("isDeprecated", "the requirement is deprecated: a leaf's test does not call it"),
        TemplateField("isObsolete", "deprecated on every deployment target current Xcode supports: the forwarding "
            + "tests do not call it"),
        TemplateField("condition", "the condition of the `#if` around its forwarders, written by "
            + "`IfCondition.swift.template` (null when the protocol declares it outside `#if`)"),
        TemplateField("startsLaunch", "the launch method: the composite does its launch work "
            + "(`LaunchStart.swift.template`) before the leaves hear of it"),
    ]

    /// The composite's forwarder.
    private static let forwarder = [
        TemplateField("signature", "the composite's declaration of it"),
        TemplateField("call", "a leaf's call: in the forwarding loop, or of the `direct` leaf"),
        TemplateField("callFallback", "what the Objective-C bridge's loop takes when a leaf does not implement the "
            + "optional requirement: `call ?? callFallback` (null for an optional answer and in a Swift composite)"),
        TemplateField("callThrows", "the leaf's call throws: the loop writes `try`"),
        TemplateField("isAsync", "the forwarder's call of the leaves is awaited (`await`), as are the tests' calls of "
            + "it"),
        TemplateField("throws", "the forwarder's call of the leaves throws (`try`), as do the tests' calls of it"),
        TemplateField("returnsValue", "the requirement returns a value: a forwarder that hands its arguments over "
            + "returns the hop's answer"),
        TemplateField("hop", "how a forwarder of a protocol that is not `@MainActor` reaches the leaves: `async` "
            + "(awaits the main actor), `assume` (`MainActor.assumeIsolated`) or `main` (`onMainActor`); null for a "
            + "`@MainActor` protocol"),
        TemplateField("handover", "the parameters a `hop` hands over to the main actor (`Handover`; null for a "
            + "`@MainActor` protocol or none)"),
        TemplateField("direct", "the adopted leaf's property when only it lists the method: the forwarder calls it "
            + "directly, as the original did (null otherwise)"),
        TemplateField("launchCost", "what the forwarder does for launch cost: `measured`, `recordsLaunch`, "
            + "`finishesLaunch`, `activates`, `deferredLeaves` (null without `signposts:`, `after:`, `phase:`)"),
    ]

    /// The component protocol, the leaves and the forwarding loop.
    private static let forwarding = [
        TemplateField("componentSignature", "the declaration in the component protocol, the leaves and the spies"),
        TemplateField("sequenceSignature", "the forwarding loop's declaration (with `completionDeadline:` for a "
            + "completion handler)"),
        TemplateField("sequenceCall", "the forwarder's call of the forwarding loop"),
        TemplateField("handlerName", "the completion handler's parameter (null without one)"),
        TemplateField("handlerValueType", "the type the completion handler takes (a list completion's list; null: "
            + "it takes none, the test's handler records `()`)"),
        TemplateField("handlerBaseType", "`handlerValueType` without its optional (the `intersection` join's)"),
        TemplateField("joinCall", "the loop's call of a leaf with a handler reporting to the join, written by "
            + "`JoinHandler.swift.template` (null without a completion handler)"),
        TemplateField("joinsOptionally", "the join call is optional (the Objective-C bridge): a leaf without the "
            + "method counts as answered with no opinion"),
        TemplateField("defaultHandler", "the completion handler `DefaultBody.swift.template` calls with "
            + "`defaultAnswer` (null: the body returns the answer)"),
        TemplateField("defaultAnswer", "what a body that does nothing answers, as Swift: the neutral answer, or for "
            + "`unlisted` the fallback (null for none)"),
        TemplateField("isSpelledAsync", "named by its async form in scaffold.yml: the leaves implement the async "
            + "form, which the loop awaits"),
        TemplateField("asyncCall", "the loop's call of the leaves' async form (null unless `isSpelledAsync`)"),
        TemplateField("asyncForms", "the loop awaiting the leaves' async form: this method with that declaration "
            + "and call (empty unless `isSpelledAsync`)"),
    ]

    /// The generated tests.
    private static let tests = [
        TemplateField("testCall", "the call with sample arguments the tests make (null when `untestableReason`)"),
        TemplateField("stub", "what a leaf's test checks a fresh leaf answers (null when it does not call it)"),
        TemplateField("untestableReason", "why the tests do not call it (`an inout parameter`; null when they do)"),
        TemplateField("answerSample", "an answer other than the neutral one a test's leaf gives (`true`, "
            + "`.newData`; null for none)"),
        TemplateField("testValueType", "the type a policy test's result has, a generic method's made concrete (null "
            + "without an answer)"),
        TemplateField("spyAnswer", "what a spy leaf answers: `ident` + `Answer`, cast for a generic method"),
        TemplateField("spyAnswerType", "the type of the spy's `identAnswer` (null without an answer)"),
        TemplateField("spyAnswerInitial", "what the spy's `identAnswer` starts with (null without an answer)"),
        TemplateField("firstLeaf", "the first of `leaves` (a policy test sets its answer)"),
        TemplateField("lastLeaf", "the last of `leaves` (a completion test sets its answer)"),
        TemplateField("recordedType", "what a completion test records of the system's handler (`Void` when it "
            + "takes none; null without a completion handler)"),
        TemplateField("expectedCombined", "what the system's handler receives when the last leaf answers "
            + "`answerSample` and the others are neutral (null where the test does not check it)"),
    ]

    /// The Objective-C bridge.
    private static let objectiveC = [
        TemplateField("objcSelector", "the Objective-C selector (`application:openURL:options:`; null in a Swift "
            + "composite)"),
        TemplateField("header", "the method as the Objective-C app delegate declares it (null in a Swift "
            + "composite)"),
        TemplateField("leafSignature", "an Objective-C leaf's declaration: the requirement, or the async form "
            + "scaffold.yml names it by (null in a Swift composite)"),
        TemplateField("bridgeFallback", "what the bridge answers when the leaves' answer is nil (the `fallback` "
            + "annotation; null without one and in a Swift composite)"),
    ]
}

extension LeafStubModel: TemplateModel {
    static let path = "method.stub"
    static let summary = "What `LeafStub.swift.template` checks: a fresh leaf answers `method.testCall` with the "
        + "neutral value."
    static let fields = [
        TemplateField("kind", "`void`, `value`, `throwing`, `completion` or `listCompletion`"),
        TemplateField("neutral", "the neutral answer, as Swift (null for none)"),
        TemplateField("returnsValue", "a throwing method answers a value (null for other kinds)"),
        TemplateField("isSendable", "a completion handler is `@Sendable`: it may not capture a plain local "
            + "variable (null for other kinds)"),
        TemplateField("answerType", "the type a completion handler's answer is compared as (null: the test counts "
            + "the calls)"),
        TemplateField("handlerType", "a list completion's handler type (null for other kinds)"),
    ]
}
