/// The files of the command and listener recipes: rendered beside the composite when the manifest uses them.
extension Generator {
    static func addRecipes(_ model: CompositeFilesModel, shared: Encoded<CompositeFilesModel>, paths: OutputPaths,
                           to jobs: inout RenderJobs) {
        let name = model.composite.name
        let generated = paths.generated.value
        let tests = paths.tests.value
        let file = FileModel(shared: shared)
        if let commands = model.commands {
            jobs.add("CommandProtocol.swift.template", join(generated, commands.protocol + ".swift"), .generated, file)
            jobs.add("CommandsBuilder.swift.template", join(generated, commands.builder + ".swift"), .generated, file)
            jobs.add("LaunchTests.swift.template", join(tests, "\(name)LaunchTests.swift"), .generated, file)
            addLeaves(commands.leaves, "CommandLeaf", shared: shared, paths: paths, to: &jobs)
        }
        if let launchCost = model.launchCost {
            jobs.add("LaunchCost.swift.template", join(generated, "\(name)LaunchCost.swift"), .generated, file)
            // A composite without a launch method (a notification centre's delegate) has no launch to test.
            if !model.composite.adopts && launchCost.launchTestCall != nil {
                jobs.add("LaunchCostTests.swift.template", join(tests, "\(name)LaunchCostTests.swift"), .generated,
                         file)
            }
        }
        if let listeners = model.listeners {
            jobs.add("ListenerProtocol.swift.template", join(generated, listeners.protocol + ".swift"), .generated,
                     file)
            jobs.add("Mediator.swift.template", join(generated, listeners.mediator + ".swift"), .generated, file)
            jobs.add("MediatorTests.swift.template", join(tests, listeners.mediator + "Tests.swift"), .generated,
                     file)
            addLeaves(listeners.leaves, "ListenerLeaf", shared: shared, paths: paths, to: &jobs)
        }
    }

    /// One user-owned leaf file and test stub per command or listener.
    private static func addLeaves(_ leaves: [Encoded<LeafModel>], _ template: String,
                                  shared: Encoded<CompositeFilesModel>, paths: OutputPaths,
                                  to jobs: inout RenderJobs) {
        for leaf in leaves {
            let file = FileModel(shared: shared, leaf: leaf)
            let typeName = leaf.model.typeName
            jobs.add(template + ".swift.template", join(paths.components.value, typeName + ".swift"), .user, file)
            jobs.add(template + "Tests.swift.template", join(paths.tests.value, typeName + "Tests.swift"), .user,
                     file)
        }
    }
}
