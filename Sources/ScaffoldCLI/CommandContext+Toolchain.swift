import ScaffoldKit

extension CommandContext {
    /// `scaffold xcfilelists --inputs PATH --outputs PATH`: runs the pipeline without writing, through a file system
    /// that notes what it reads, and saves the two lists an Xcode Run Script phase declares (when they change).
    func xcfilelists(inputs: String, outputs: String) throws -> Int32 {
        let located = try Project.locate(manifestPath: global.manifestPath, templatesFolder: global.templatesDirectory,
                                         fileSystem: fileSystem)
        return try withProjectLock(located.directory) { try xcfilelists(located, inputs: inputs, outputs: outputs) }
    }

    private func xcfilelists(_ located: Project, inputs: String, outputs: String) throws -> Int32 {
        let reads = ReadLoggingFileSystem(base: fileSystem)
        let project = Project(fileSystem: reads, manifestPath: located.manifestPath,
                              templatesFolder: located.templatesFolder)
        let manifest = try project.decode(try project.readManifest())
        var timings = PhaseTimings()
        let output = try GenerationPipeline(templates: try project.templates(for: manifest), fileSystem: reads)
            .run(manifest, timings: &timings)
        let lists = XcodeFileLists(reads: reads.readPaths, files: output.files, directory: project.directory)
        for path in [inputs, outputs] {
            try ProjectPathCheck.requireInside(path, root: project.directory, action: "write", fileSystem: fileSystem)
        }
        for (path, paths) in [(inputs, lists.inputs), (outputs, lists.outputs)] {
            let absolute = PathUtilities.absolute(path, in: fileSystem.currentDirectory)
            let bytes = Array(XcodeFileLists.text(paths).utf8)
            let existing = try fileSystem.contents(of: absolute)
            if existing != bytes { try fileSystem.write(bytes, to: absolute) }
            if !isQuiet {
                let verb = existing == nil ? "created  " : existing == bytes ? "unchanged" : "updated  "
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
