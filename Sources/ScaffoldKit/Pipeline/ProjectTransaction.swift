/// One command on a project, whole: every command that reads or writes a project (`generate`, `add`, `remove`,
/// `init`, `adopt`, a peel-off, `list`, `xcfilelists`) runs in one. It holds the project's lock from reading the
/// manifest to the last write, after undoing what a killed run left (`InterruptedRun`); it reads the manifest,
/// resolves the templates from it, runs the one `GenerationPipeline`, and commits what the pipeline made, with the
/// manifest's new text and the command's own changes (moved members), through `OutputWriter`: all or nothing.
/// `--check`, `--dry-run` and `list` take the same path and commit nothing.
public struct ProjectTransaction {
    public let project: Project

    public var workspace: Workspace { project.workspace }

    /// Runs `body` in a transaction on `project`. Unconfined, it holds the project's lock throughout (a second run
    /// waits, or fails as `waiting` says) and first undoes an interrupted run, passing what it did to `recovered`.
    /// Sandboxed there is no lock (Xcode runs one build at a time), and an interrupted run's journal is an error
    /// asking for a run outside the build.
    public static func run<T>(_ project: Project, waiting: LockWaiting = .quietly,
                              recovered: ([Diagnostic]) -> Void = { _ in },
                              _ body: (ProjectTransaction) throws -> T) throws -> T {
        let folder = project.directory
        let disk = project.workspace.disk
        let transaction = ProjectTransaction(project: project)
        if project.policy.isSandboxed {
            if InterruptedRun.isPending(in: folder, fileSystem: disk) {
                throw Diagnostic.error("a scaffold run that changed several files was interrupted, and a sandboxed "
                    + "run cannot undo it; run 'scaffold generate' outside the build once",
                    at: SourceLocation(file: InterruptedRun.journalPath(in: folder), line: 1, column: 1))
            }
            return try body(transaction)
        }
        return try disk.projectLock(for: folder, waiting: waiting).withExclusiveLock {
            recovered(try InterruptedRun.recover(in: folder, fileSystem: disk))
            return try body(transaction)
        }
    }

    // MARK: Reading

    /// The manifest's bytes as they are on disk; nil when there is none yet (`init`, a first `adopt`).
    public func existingManifestText() throws -> [UInt8]? {
        try project.fileSystem.contents(of: project.manifestPath)
    }

    /// The manifest's bytes; an error when there is none.
    public func manifestText() throws -> [UInt8] {
        try project.readManifest()
    }

    /// The validated manifest on disk (`Project.decode`).
    public func manifest() throws -> Manifest {
        try project.decode(try manifestText())
    }

    /// The one pipeline, with the templates `manifest` resolves (the built-in ones with the overrides of
    /// `--templates`, else of its `templates:` key).
    public func pipeline(for manifest: Manifest?) throws -> GenerationPipeline {
        GenerationPipeline(templates: try project.templates(for: manifest), workspace: workspace)
    }

    /// Runs the pipeline on `manifest` over the project as it is, or, with `changes`, as it will be once they are
    /// written (`PlannedFiles`: the leaf audit reads moved code where it lands). A read the sandbox refused is an
    /// error even when a stage read leniently.
    public func generate(_ manifest: Manifest, templates: [String: String],
                         over changes: [(path: String, bytes: [UInt8]?)] = [],
                         timings: inout PhaseTimings) throws -> GenerationPipeline.Output {
        let fileSystem = changes.isEmpty ? workspace.fileSystem
            : PlannedFiles(base: workspace.fileSystem, root: project.directory, changes: changes)
        let pipeline = GenerationPipeline(templates: templates, workspace: workspace.reading(through: fileSystem))
        let output = try pipeline.run(manifest, timings: &timings)
        if !workspace.refusedReads.isEmpty { throw DiagnosticError(workspace.refusedReads) }
        return output
    }
}
