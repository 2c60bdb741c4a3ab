/// How the writer treats the disk.
public enum WriteMode: String, Sendable, Equatable {
    /// Apply the plan (nothing at all when it has an error).
    case write
    /// Write nothing; report what would change (`generate --check`).
    case check
    /// Write nothing; describe each change (`generate --dry-run`).
    case dryRun
}

/// The only stage that touches the disk: plans every file, then applies the plan as one transaction. It takes no
/// lock: a `ProjectTransaction` holds the project's from the manifest's first read to the writer's last write.
public struct OutputWriter {
    public let fileSystem: any FileSystem
    /// Sandboxed: files rewritten in place, nothing deleted, no user file created (`SandboxPolicy`).
    public let policy: SandboxPolicy
    /// How files reach the disk (`Workspace`).
    public let strategy: WriteStrategy

    /// The writer of a `ProjectTransaction`'s workspace.
    public init(workspace: Workspace) {
        fileSystem = workspace.fileSystem
        policy = workspace.policy
        strategy = workspace.writeStrategy
    }

    /// A writer on `fileSystem` under `policy`, choosing its strategy as `Workspace` does.
    public init(fileSystem: any FileSystem, policy: SandboxPolicy = .unconfined) {
        self.fileSystem = fileSystem
        self.policy = policy
        strategy = WriteStrategy(disk: fileSystem, policy: policy)
    }

    /// Plans and, in `write` mode, applies. Throws every planning error (and writes nothing) when there is one; a
    /// failure while applying names the path, and the files are put back as they were.
    /// - Parameters:
    ///   - leafFolders: where a killed run's temporaries are removed too (`WritePlanner`).
    ///   - manifest: a new manifest text (`add`, `remove`, `init`) saved in the same transaction as the files, after
    ///     the plan is found sound.
    public func write(
        _ files: [GeneratedFile], root: String, sweeping sweptFolders: [String] = [], leafFolders: [String] = [],
        mode: WriteMode = .write, manifest: (path: String, bytes: [UInt8])? = nil
    ) throws -> WriteReport {
        let planner = WritePlanner(fileSystem: fileSystem, policy: policy)
        let plan = planner.plan(root: root, files: files, sweptFolders: sweptFolders, leafFolders: leafFolders)
        if plan.hasErrors { throw DiagnosticError(plan.diagnostics) }
        if policy.isSandboxed && manifest != nil {
            throw Diagnostic.error("a sandboxed run does not edit the manifest; run scaffold outside the build",
                                   at: nil)
        }
        guard mode == .write else { return WriteReport(plan: plan, mode: mode) }
        var applied = plan
        if let manifest, let change = try manifestChange(manifest, root: plan.root) {
            applied.changes.append(change)
        }
        try apply(applied, journaling: manifest != nil)
        return WriteReport(plan: plan, mode: mode)
    }

    /// The manifest's new text as a change of the user's file, or nil when its bytes are the same.
    private func manifestChange(_ manifest: (path: String, bytes: [UInt8]), root: String) throws -> PlannedChange? {
        let absolute = PathUtilities.absolute(manifest.path, in: fileSystem.currentDirectory)
        let previous = try fileSystem.contents(of: absolute)
        if previous == manifest.bytes { return nil }
        guard let path = PathUtilities.relative(absolute, to: root) else {
            throw Diagnostic.error("the manifest '\(absolute)' is outside the project folder '\(root)'", at: nil)
        }
        return PlannedChange(action: previous == nil ? .create : .update, path: path, ownership: .user,
                             newContents: manifest.bytes, oldContents: previous)
    }

    /// Applies every change of `plan` as one transaction, after checking that each path really lies inside the
    /// project: a failure puts back every file changed before it, and throws it. When the plan changes several
    /// files, one of them the user's (the manifest, a leaf), their originals are saved first in a `Journal`,
    /// removed at the end, so that a kill leaves it for the next run to undo (`InterruptedRun`). New and changed
    /// files are written before stale ones are deleted. On a `StagingFileSystem` every file is written to a
    /// temporary first and only then renamed (or linked) into place, so each file is always old or new.
    /// Sandboxed, in place (`applyInPlace`).
    /// - Parameter journaling: a journal for any change of several files: a command that also writes the manifest
    ///   (`init` creates it with every file) is undone by the next run rather than left half-way, where `init`
    ///   would find its own composite in the way and `generate` no manifest.
    public func apply(_ plan: WritePlan, journaling: Bool = false) throws {
        let changes = try plan.changes.filter(\.modifiesDisk).map { try withOriginal($0, root: plan.root) }
        guard !changes.isEmpty else { return }
        try checkInside(changes, root: plan.root)
        let staging: (any StagingFileSystem)?
        switch strategy {
        case .inPlace:
            try applyInPlace(changes, root: plan.root)
            return
        case .staged(let stagingDisk): staging = stagingDisk
        case .direct: staging = nil
        }
        let journaled = Journal.isNeeded(for: changes) || (journaling && changes.count > 1)
        let journalPath = InterruptedRun.journalPath(in: plan.root)
        // Another transaction's journal must be undone first (the CLI does, under the lock): never written over.
        if InterruptedRun.isPending(in: plan.root, fileSystem: fileSystem) {
            throw Diagnostic.error("a scaffold run that changed several files was interrupted and is not undone yet; "
                + "run scaffold again to undo it", at: SourceLocation(file: journalPath, line: 1, column: 1))
        }
        if journaled { try fileSystem.write(Journal(changes: changes).encoded(), to: journalPath) }
        var done: [PlannedChange] = []
        var madeFolders: [String] = []
        do {
            if let staging {
                try applyStaged(changes, root: plan.root, on: staging, done: &done, madeFolders: &madeFolders)
            } else {
                for change in changes where change.action != .delete {
                    try fileSystem.write(change.newContents ?? [], to: PathUtilities.join(plan.root, change.path))
                    done.append(change)
                }
            }
            for change in changes where change.action == .delete {
                try fileSystem.removeFile(PathUtilities.join(plan.root, change.path))
                done.append(change)
            }
        } catch {
            // With a journal, it undoes (and is kept if undoing fails too); without, the changes made are undone.
            if journaled {
                _ = try? InterruptedRun.recover(in: plan.root, fileSystem: fileSystem)
            } else {
                _ = try? InterruptedRun.undo(Journal(changes: done), root: plan.root, fileSystem: fileSystem)
            }
            staging?.removeEmptyFolders(madeFolders)
            throw error
        }
        if journaled { try fileSystem.removeFile(journalPath) }
    }

    /// `change` with the bytes it replaces or deletes, read when the plan did not keep them.
    private func withOriginal(_ change: PlannedChange, root: String) throws -> PlannedChange {
        guard change.action != .create, change.oldContents == nil else { return change }
        var change = change
        change.oldContents = try fileSystem.contents(of: PathUtilities.join(root, change.path))
        return change
    }

    /// Every path `changes` write or delete must really lie inside the project (`ProjectBoundary`).
    private func checkInside(_ changes: [PlannedChange], root: String) throws {
        var boundary = try ProjectBoundary(root: root, fileSystem: fileSystem)
        var diagnostics = Diagnostics()
        for change in changes {
            // A new file's path held nothing when planned, and `commitNew` never writes through what appears
            // there since (a link at the path fails it): only its folder is resolved, not the path looked at again.
            let status: FileStatus?? = change.action == .create ? .some(nil) : nil
            _ = diagnostics.capture {
                if let outside = try boundary.outside(change.path, status: status) {
                    throw boundary.error(change.action == .delete ? "delete" : "write", change.path, outside)
                }
            }
        }
        try diagnostics.throwIfErrors()
    }
}
