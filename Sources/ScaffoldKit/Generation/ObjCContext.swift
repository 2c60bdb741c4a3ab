/// The template context of an Objective-C composite (`style: objc`): Swift leaves adopting the delegate protocol
/// themselves, the forwarding loops, and the `NSArray` bridge the Objective-C app delegate calls.
enum ObjCContext {
    /// - Parameter swift: writes the declarations and calls (through their templates).
    static func make(_ plan: ForwardingPlan, swift: SwiftSignature) throws -> [String: TemplateValue] {
        var context = try CompositeContext.make(plan, swift: swift)
        let name = plan.composite.name.value
        // The methods have the bridge's spelling (`ObjCMethodSpelling`); the leaves adopt the SDK protocol.
        let methods = try MethodModel.models(for: plan, swift: swift, launchSelector: nil).methods
            .map { try TemplateValueEncoder.value(of: $0) }
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
}
