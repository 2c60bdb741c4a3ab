/// The project one run works on: where its manifest is, what it says, and the templates to use. A command works on
/// it in a `ProjectTransaction`: read → decode → generate (plan, render) → write if changed.
public struct Project {
    /// The disk, the sandbox policy and the write strategy of the run.
    public let workspace: Workspace
    /// Absolute path of `scaffold.yml`.
    public let manifestPath: String
    /// The manifest's path as diagnostics show it (relative to the working folder when inside it).
    public let displayPath: String
    /// The manifest's folder; every relative path in it is resolved here.
    public let directory: String
    /// The folder of template overrides given on the command line (`--templates`); it wins over the manifest's
    /// `templates:` key.
    public let templatesFolder: String?
    /// What the stages read through (`Workspace.fileSystem`).
    public var fileSystem: any FileSystem { workspace.fileSystem }
    public var policy: SandboxPolicy { workspace.policy }

    /// The project whose manifest `manifestPath` names, or the nearest `scaffold.yml` above the working folder.
    public static func locate(manifestPath: String?, templatesFolder: String?, workspace: Workspace) throws
        -> Project
    {
        let path = try ManifestLocator.resolve(explicit: manifestPath, in: workspace.disk)
        return Project(workspace: workspace, manifestPath: path, templatesFolder: templatesFolder)
    }

    public init(workspace: Workspace, manifestPath: String, templatesFolder: String?) {
        self.workspace = workspace
        self.manifestPath = manifestPath
        self.templatesFolder = templatesFolder
        directory = PathUtilities.parent(of: manifestPath)
        displayPath = PathUtilities.displayed(manifestPath, from: workspace.disk.currentDirectory)
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
            try GenerationPipeline(templates: try templates(for: manifest), workspace: workspace).plans(manifest)
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
}
