/// The files of an Objective-C composite (`style: objc`): no Swift composite; the Objective-C app delegate keeps
/// its leaves in an `NSArray` and forwards each delegate method with one line through the generated bridge.
extension Generator {
    static func objcJobs(for plan: ForwardingPlan, swift: SwiftSignature,
                         userFileExists: @escaping (String) -> Bool) throws
        -> [RenderJob]
    {
        let context = try ObjCContext.make(plan, swift: swift)
        let name = plan.composite.name.value
        let paths = plan.composite.paths
        var jobs: [RenderJob] = []

        func render(_ template: String, to path: String, _ ownership: Ownership, extra: [String: TemplateValue] = [:]) {
            if ownership == .user && userFileExists(path) { return }
            let merged = context.merging(extra) { _, new in new }
            jobs.append(RenderJob(template: template, path: path, ownership: ownership, context: merged))
        }

        let generated = paths.generated.value
        render("ObjCForwarding.swift.template", to: join(generated, "\(name)+Forwarding.swift"), .generated)
        render("ObjCHeader.h.template", to: join(generated, "\(name)+Scaffold.h"), .generated)
        if plan.methods.contains(where: \.needsCompletionJoin) {
            render("CompletionJoin.swift.template",
                   to: join(generated, "\(GeneratedNames.completionJoin(composite: name)).swift"), .generated)
        }
        // `ObjCContext` holds one leaf per component, in order (until it builds on the leaf model).
        let leaves: [TemplateValue]
        if case .list(let values) = context["leaves"] { leaves = values } else { leaves = [] }
        for (leaf, leafContext) in zip(plan.components, leaves) {
            render("ObjCLeaf.swift.template", to: join(paths.components.value, "\(leaf.typeName).swift"),
                   .user, extra: ["leaf": leafContext])
        }
        return jobs
    }
}
