import ScaffoldKit

extension CommandContext {
    /// `scaffold xcfilelists --inputs PATH --outputs PATH`: runs the pipeline without writing, in a workspace that
    /// notes what it reads, and saves the two lists an Xcode Run Script phase declares (when they change).
    func xcfilelists(inputs: String, outputs: String) throws -> Int32 {
        let project = try Project.locate(manifestPath: global.manifestPath, templatesFolder: global.templatesDirectory,
                                         workspace: Workspace(fileSystem: fileSystem, logsReads: true))
        try transaction(project) { transaction in
            let manifest = try transaction.manifest()
            var timings = PhaseTimings()
            let output = try transaction.generate(manifest, templates: try project.templates(for: manifest),
                                                  timings: &timings)
            let lists = XcodeFileLists(reads: project.workspace.readPaths, files: output.files,
                                       directory: project.directory)
            let saved = [(inputs, lists.inputs), (outputs, lists.outputs)]
            let texts = saved.map { XcodeFileLists.text($0.1) }
            let existing = try transaction.save(zip(saved, texts).map { ($0.0.0, $0.1) })
            for (((path, paths), text), before) in zip(zip(saved, texts), existing) where !isQuiet {
                let verb = before == nil ? "created  " : before == Array(text.utf8) ? "unchanged" : "updated  "
                console.output("\(verb) \(path) (\(paths.count) file\(paths.count == 1 ? "" : "s"))")
            }
        }
        return ExitCode.success
    }

    /// What `scaffold completions` offers as values: the presets, events, built-in protocols and shells.
    var completionValues: [String: [String]] {
        let protocols = ProtocolLoader(templates: TemplateStore.builtIn, fileSystem: fileSystem,
                                       directory: fileSystem.currentDirectory).catalogNames
        return [
            "--preset": PresetMethods.presets.keys.sorted(), "--events": LifecycleEvent.all.map(\.name),
            "--protocol": protocols, "protocols": protocols, "completions": Shell.allCases.map(\.rawValue),
        ]
    }
}
