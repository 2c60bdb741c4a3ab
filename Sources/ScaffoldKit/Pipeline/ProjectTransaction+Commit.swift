/// How a `ProjectTransaction` commits: everything through `OutputWriter`, after the plan is found sound.
extension ProjectTransaction {
    /// Plans the files of `output` and, in `write` mode, writes them with the manifest's new text (`add`, `remove`,
    /// `init`), all or nothing (`OutputWriter.write`).
    public func commit(_ output: GenerationPipeline.Output, mode: WriteMode, manifestText: [UInt8]? = nil) throws
        -> WriteReport
    {
        var report = try OutputWriter(workspace: workspace).write(
            output.files, root: project.directory, sweeping: output.sweptFolders, leafFolders: output.leafFolders,
            mode: mode, manifest: manifestText.map { (project.manifestPath, $0) })
        report.warnings = output.warnings
        report.advice = output.advice
        return report
    }

    /// Plans `files` (what the pipeline made of the new manifest) with the command's own changes merged in (an
    /// adoption's or a peel-off's moved members and the manifest's new text: user files, each written once, none
    /// created over a file that exists), and unless `dryRun` applies them all or nothing.
    func commit(_ files: [GeneratedFile], sweeping sweptFolders: [String], merging changes: [AdoptionChange],
                dryRun: Bool) throws -> WritePlan {
        let root = project.directory
        let fileSystem = workspace.fileSystem
        var plan = WritePlanner(fileSystem: fileSystem).plan(root: root, files: files, sweptFolders: sweptFolders)
        var diagnostics = plan.diagnostics
        for change in changes {
            if plan.changes.contains(where: { $0.path == change.path }) {
                diagnostics.append(.error("'\(change.path)' would be written twice", at: nil))
            }
            if change.old == nil && fileSystem.fileExists(PathUtilities.join(root, change.path)) {
                diagnostics.append(.error("'\(change.path)' exists already; move it away, then try again",
                                          at: SourceLocation(file: change.path, line: 1, column: 1)))
            }
            plan.changes.append(PlannedChange(
                action: change.new == nil ? .delete : change.old == nil ? .create : .update, path: change.path,
                ownership: .user, newContents: change.new, oldContents: change.old))
        }
        plan.changes.sort { $0.path < $1.path }
        plan.diagnostics = diagnostics
        if plan.hasErrors { throw DiagnosticError(plan.diagnostics) }
        if !dryRun { try OutputWriter(workspace: workspace).apply(plan) }
        return plan
    }

    /// Writes each text to its path (absolute, or relative to the working folder), files of the command's own
    /// (`xcfilelists`' lists), each when its bytes change; every path, links resolved, must lie inside the project,
    /// or nothing is written. Returns the bytes each had (nil: created).
    public func save(_ files: [(path: String, text: String)]) throws -> [[UInt8]?] {
        let disk = workspace.disk
        // As the writer checks the files it plans (`OutputWriter`).
        var boundary = try ProjectBoundary(root: project.directory, fileSystem: disk)
        let paths = files.map { PathUtilities.absolute($0.path, in: disk.currentDirectory) }
        for absolute in paths {
            if let outside = try boundary.outside(absolute) { throw boundary.error("write", absolute, outside) }
        }
        return try zip(files, paths).map { file, absolute in
            let bytes = Array(file.text.utf8)
            let existing = try disk.contents(of: absolute)
            if existing != bytes {
                let change = PlannedChange(action: existing == nil ? .create : .update,
                                           path: PathUtilities.lastComponent(of: absolute), ownership: .user,
                                           newContents: bytes, oldContents: existing)
                let plan = WritePlan(root: PathUtilities.parent(of: absolute), changes: [change], diagnostics: [])
                try OutputWriter(fileSystem: disk, policy: workspace.policy).apply(plan)
            }
            return existing
        }
    }
}
