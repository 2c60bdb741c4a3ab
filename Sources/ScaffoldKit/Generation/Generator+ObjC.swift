/// The files of an Objective-C composite (`style: objc`): no Swift composite; the Objective-C app delegate keeps
/// its leaves in an `NSArray` and forwards each delegate method with one line through the generated bridge. Its
/// methods have the bridge's spelling (`ObjCMethodSpelling`) and its leaves adopt the SDK protocol themselves.
extension Generator {
    static func objcJobs(for plan: ForwardingPlan, swift: SwiftSignature,
                         userFile: @escaping (String) -> UserFileState) -> [RenderJob]
    {
        let model = CompositeFilesModel(plan, methods: CompositeMethods(plan, swift: swift), swift: swift)
        let shared = Encoded(model)
        let name = plan.composite.name.value
        let paths = plan.composite.paths
        let generated = paths.generated.value
        var jobs = RenderJobs(userFile: userFile)
        jobs.add("ObjCForwarding.swift.template", join(generated, "\(name)+Forwarding.swift"), .generated,
                 FileModel(shared: shared))
        jobs.add("ObjCHeader.h.template", join(generated, "\(name)+Scaffold.h"), .generated,
                 FileModel(shared: shared))
        if plan.methods.contains(where: \.needsCompletionJoin) {
            jobs.add("CompletionJoin.swift.template", join(generated, "\(model.composite.completionJoin).swift"),
                     .generated, FileModel(shared: shared))
        }
        for leaf in model.leaves {
            jobs.add("ObjCLeaf.swift.template", join(paths.components.value, "\(leaf.model.typeName).swift"),
                     .user, FileModel(shared: shared, leaf: leaf))
        }
        return jobs.all
    }
}
