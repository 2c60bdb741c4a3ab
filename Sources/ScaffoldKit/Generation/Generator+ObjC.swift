/// The files of an Objective-C composite (`style: objc`): no Swift composite; the Objective-C app delegate keeps
/// its leaves in an `NSArray` and forwards each delegate method with one line through the generated bridge.
extension Generator {
    func objcFiles(for plan: ForwardingPlan, userFileExists: (String) -> Bool) throws -> [GeneratedFile] {
        let context = ObjCContext.make(plan)
        let name = plan.composite.name.value
        let paths = plan.composite.paths
        var files: [GeneratedFile] = []
        var diagnostics = Diagnostics()

        func render(_ template: String, to path: String, _ ownership: Ownership, extra: [String: TemplateValue] = [:]) {
            if ownership == .user && userFileExists(path) { return }
            let merged = context.merging(extra) { _, new in new }
            if let text = diagnostics.capture({ try templates.render(template, context: merged) }) {
                files.append(GeneratedFile(path: path, contents: Self.tidy(text), ownership: ownership))
            }
        }

        let generated = paths.generated.value
        render("ObjCForwarding.swift.template", to: join(generated, "\(name)+Forwarding.swift"), .generated)
        render("ObjCHeader.h.template", to: join(generated, "\(name)+Scaffold.h"), .generated)
        if case .list(let leaves) = context["leaves"] {
            for (leaf, leafContext) in zip(plan.components, leaves) {
                render("ObjCLeaf.swift.template", to: join(paths.components.value, "\(leaf.typeName).swift"),
                       .user, extra: ["leaf": leafContext])
            }
        }
        try diagnostics.throwIfErrors()
        return files
    }
}
