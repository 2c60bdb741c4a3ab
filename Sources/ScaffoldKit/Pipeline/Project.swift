/// The project one run works on: where its manifest is, what it says, and the templates to use. The entry point
/// of the pipeline for the command line, the tests and the benchmark: read → decode → `generate` (plan, render,
/// write if changed).
public struct Project {
    public let fileSystem: any FileSystem
    /// Absolute path of `scaffold.yml`.
    public let manifestPath: String
    /// The manifest's path as diagnostics show it (relative to the working folder when inside it).
    public let displayPath: String
    /// The manifest's folder; every relative path in it is resolved here.
    public let directory: String
    /// The folder of template overrides given on the command line (`--templates`); it wins over the manifest's
    /// `templates:` key.
    public let templatesFolder: String?
    /// Sandboxed, `fileSystem` refuses undeclared files (`DeclaredFilesFileSystem`) and the writer works in place.
    public let policy: SandboxPolicy

    /// The project whose manifest `manifestPath` names, or the nearest `scaffold.yml` above the working folder.
    public static func locate(manifestPath: String?, templatesFolder: String?, fileSystem: any FileSystem,
                              policy: SandboxPolicy = .unconfined) throws -> Project {
        let path = try ManifestLocator.resolve(explicit: manifestPath, in: fileSystem)
        return Project(fileSystem: fileSystem, manifestPath: path, templatesFolder: templatesFolder, policy: policy)
    }

    public init(fileSystem: any FileSystem, manifestPath: String, templatesFolder: String?,
                policy: SandboxPolicy = .unconfined) {
        self.fileSystem = policy.isSandboxed ? DeclaredFilesFileSystem(base: fileSystem, policy: policy) : fileSystem
        self.policy = policy
        self.manifestPath = manifestPath
        self.templatesFolder = templatesFolder
        directory = PathUtilities.parent(of: manifestPath)
        displayPath = PathUtilities.displayed(manifestPath, from: fileSystem.currentDirectory)
    }

    /// The manifest's text as it is on disk.
    public func readManifest() throws -> [UInt8] {
        guard let bytes = try fileSystem.contents(of: manifestPath) else {
            throw Diagnostic.error("manifest '\(displayPath)' does not exist", at: nil)
        }
        return bytes
    }

    /// The validated manifest. On a schema mistake, what could be read is also planned, so that mistakes
    /// needing the protocol (unknown methods, policies that do not fit) are reported in the same run. The paths
    /// it names must lie inside the project (`ManifestPaths`); when one does not, nothing is read through them.
    public func decode(_ bytes: [UInt8]) throws -> Manifest {
        let (manifest, found) = try ManifestDecoder.decodeCollecting(bytes, path: displayPath, directory: directory)
        var diagnostics = Diagnostics()
        diagnostics.append(contentsOf: found)
        let pathErrors = ManifestPaths.errors(in: manifest, fileSystem: fileSystem)
        diagnostics.append(contentsOf: pathErrors)
        if !pathErrors.isEmpty { throw DiagnosticError(diagnostics.all) }
        guard diagnostics.hasErrors else { return manifest }
        _ = diagnostics.capture {
            try GenerationPipeline(templates: try templates(for: manifest), fileSystem: fileSystem).plans(manifest)
        }
        throw DiagnosticError(diagnostics.all)
    }

    /// The built-in templates with the overrides of `--templates`, else of the manifest's `templates:` key.
    public func templates(for manifest: Manifest?) throws -> [String: String] {
        if let flag = templatesFolder {
            return try TemplateStore.load(overrides: flag, fileSystem: fileSystem)
        }
        if let key = manifest?.templates {
            let folder = PathUtilities.join(directory, key.value)
            guard fileSystem.isDirectory(folder) else {
                let problem = fileSystem.fileExists(folder) ? "is not a folder" : "does not exist"
                throw Diagnostic.error("templates folder '\(key.value)' \(problem)", at: key.location)
            }
            return try TemplateStore.load(overrides: folder, fileSystem: fileSystem, inside: directory)
        }
        return TemplateStore.builtIn
    }

    /// Renders `manifest` and writes (or checks) the result, holding the project lock.
    /// - Parameter manifestText: new manifest bytes to save in the same run (`add`, `remove`, `init`), or nil.
    public func generate(_ manifest: Manifest, mode: WriteMode, manifestText: [UInt8]? = nil,
                  timings: inout PhaseTimings) throws -> WriteReport {
        let templates = try timings.measure("load templates") { try self.templates(for: manifest) }
        let pipeline = GenerationPipeline(templates: templates, fileSystem: fileSystem)
        let output = try pipeline.run(manifest, timings: &timings)
        if let confined = fileSystem as? DeclaredFilesFileSystem, !confined.refusedReads.isEmpty {
            throw DiagnosticError(confined.refusedReads)
        }
        var report = try timings.measure("write") {
            try write(output, mode: mode, manifestText: manifestText, on: fileSystem)
        }
        report.warnings = output.warnings
        report.advice = output.advice
        return report
    }

    /// Plans and applies under the project lock (see `OutputWriter.write`), saving the new manifest text too.
    private func write<FS: FileSystem>(_ output: GenerationPipeline.Output, mode: WriteMode, manifestText: [UInt8]?,
                                       on fileSystem: FS) throws -> WriteReport {
        try OutputWriter(fileSystem: fileSystem, lock: fileSystem.projectLock(for: directory), policy: policy)
            .write(output.files, root: directory, sweeping: output.sweptFolders, leafFolders: output.leafFolders,
                   mode: mode, manifest: manifestText.map { (manifestPath, $0) })
    }
}
