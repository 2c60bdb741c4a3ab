/// Writes an adoption or a peel-off together with what `generate` makes of the new manifest, in one transaction:
/// everything is planned and checked first (each moved member exactly once), then applied by `OutputWriter`.
struct AdoptionWriter<FS: FileSystem> {
    let fileSystem: FS
    let templates: [String: String]
    /// The manifest's folder: every path is relative to it.
    let root: String

    /// - Parameters:
    ///   - manifest: the manifest's path (relative), its bytes on disk (nil: new) and its new text.
    ///   - members: the moved members and their text; `before` holds the files they come from.
    func write(_ changes: [AdoptionChange], manifest: (path: String, old: [UInt8]?, text: String),
               members: [(member: AdoptedMember, text: String)], before: [[UInt8]], dryRun: Bool) throws -> WritePlan {
        let decoded = try ManifestDecoder.decode(Array(manifest.text.utf8), path: manifest.path, directory: root)
        // A path leading out of the project is refused at its key (`AdoptionRun` relocates the key of a manifest
        // not written yet to the delegate).
        let outside = ManifestPaths.errors(in: decoded, fileSystem: fileSystem)
        if !outside.isEmpty { throw DiagnosticError(outside) }
        var timings = PhaseTimings()
        // Generated as the next `generate` will: over the project as it will be, so the leaf audit reads the moved
        // code where it lands. Whatever it would report is refused now, and nothing is written.
        let planned = PlannedFiles(base: fileSystem, root: root,
                                   changes: changes.map { ($0.path, $0.new) }
                                       + [(manifest.path, Array(manifest.text.utf8))])
        let pipeline = GenerationPipeline(templates: templates, fileSystem: planned)
        let output = try pipeline.run(decoded, timings: &timings)
        if !output.warnings.isEmpty {
            throw DiagnosticError(output.warnings.map { warning in
                var error = warning
                error.severity = .error
                return error
            } + [.note("the result would fail 'scaffold generate --check' with the error above; nothing was written",
                       at: nil)])
        }
        // A leaf this change writes is not also created as an empty one.
        let files = output.files.filter { file in !changes.contains { $0.path == file.path } }
        // Members land in user-owned files. A generated file may repeat a member's text by coincidence (the
        // component protocol's default `application(_:didFinishLaunchingWithOptions:)` is `{ true }`, as an
        // original's may be): it is not a copy of it.
        let after = changes.compactMap { $0.accounted ?? $0.new }
            + files.filter { $0.ownership == .user }.map { Array($0.contents.utf8) }
        let unplaced = MemberAccounting.unplaced(members, before: before, after: after)
        if !unplaced.isEmpty { throw DiagnosticError(unplaced) }

        let writer = OutputWriter(fileSystem: fileSystem, lock: fileSystem.projectLock(for: root))
        return try writer.lock.withExclusiveLock {
            var plan = WritePlanner(fileSystem: fileSystem).plan(root: root, files: files,
                                                                 sweptFolders: output.sweptFolders)
            var diagnostics = plan.diagnostics
            let manifestChange = AdoptionChange(kind: .retargeted, path: manifest.path, old: manifest.old,
                                                new: Array(manifest.text.utf8))
            for change in changes + [manifestChange] {
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
            if !dryRun { try writer.apply(plan) }
            return plan
        }
    }
}
