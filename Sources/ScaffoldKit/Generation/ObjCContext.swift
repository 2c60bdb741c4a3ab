/// The template context of an Objective-C composite (`style: objc`): Swift leaves adopting the delegate protocol
/// themselves, the forwarding loops, and the `NSArray` bridge the Objective-C app delegate calls.
enum ObjCContext {
    static func make(_ plan: ForwardingPlan) -> [String: TemplateValue] {
        var context = CompositeContext.make(plan)
        let name = plan.composite.name.value
        let methods = plan.methods.map(method)
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
    private static func method(_ forwarded: ForwardedMethod) -> TemplateValue {
        let requirement = forwarded.requirement
        let optionalCall = requirement.name + "?(" + SwiftSignature.call(of: requirement)
            .dropFirst(requirement.name.count + 1)
        var call = optionalCall
        var leafBody = ""
        var bridgeFallback: TemplateValue = .null
        if let componentType = forwarded.componentValueType, let neutral = forwarded.neutralValue {
            let returnsComponentType = requirement.returnType == componentType
            if !componentType.isOptional { call += " ?? \(neutral)" }
            leafBody = returnsComponentType ? neutral : (requirement.annotations["fallback"] ?? neutral)
            if !returnsComponentType, let fallback = requirement.annotations["fallback"] {
                bridgeFallback = .string(fallback)
            }
        }
        let selector = ObjCSpelling.selector(of: requirement)
        let returns = requirement.returnType.map { !$0.isVoid } ?? false
        return [
            "selector": .string(requirement.selector),
            "objcSelector": .string(selector),
            "attributes": .list(SwiftSignature.carriedAttributes(of: requirement).map { .string($0) }),
            "signature": .string(SwiftSignature.declaration(of: requirement)),
            "shape": .string(forwarded.shape == .void ? "void" : "value"),
            "summary": .string(PolicyDescriptions.summary(forwarded.policy, shape: forwarded.shape)),
            "policy": forwarded.policy.map { .string($0.rawValue) } ?? .null,
            "valueType": forwarded.componentValueType.map { .string($0.description) } ?? .null,
            "call": .string(String(call)),
            "tryKeyword": .string(requirement.throwsClause == nil ? "" : "try "),
            "sequenceSignature": .string(SwiftSignature.declaration(
                of: requirement, returnType: forwarded.componentValueType.map { .some($0) })),
            "sequenceCall": .string(SwiftSignature.call(of: requirement)),
            "leafBody": .string(leafBody),
            "bridgeFallback": bridgeFallback,
            "objcDeclaration": .string(ObjCSpelling.declaration(of: requirement)),
            "objcLine": .string((returns ? "return " : "")
                + ObjCSpelling.message(of: requirement, receiver: "self.components") + ";"),
        ]
    }
}
