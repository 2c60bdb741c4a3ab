/// How the writer treats the disk.
public enum WriteMode: String, Sendable, Equatable {
    /// Apply the plan (nothing at all when it has an error).
    case write
    /// Write nothing; report what would change (`generate --check`).
    case check
    /// Write nothing; describe each change (`generate --dry-run`).
    case dryRun
}

/// The only stage that touches the disk: plans every file, then applies the plan all at once or not at all.
public struct OutputWriter<FS: FileSystem> {
    public let fileSystem: FS
    public let lock: any ProjectLocking
    /// Sandboxed: files rewritten in place, nothing deleted, no user file created (`SandboxPolicy`).
    public let policy: SandboxPolicy

    /// `lock` defaults to none; the CLI passes a `ProjectLock` on the manifest's folder (none when sandboxed).
    public init(fileSystem: FS, lock: any ProjectLocking = NoProjectLock(), policy: SandboxPolicy = .unconfined) {
        self.fileSystem = fileSystem
        self.lock = lock
        self.policy = policy
    }

    /// Plans and, in `write` mode, applies, holding the lock throughout so concurrent runs cannot interleave.
    /// Throws every planning error (and writes nothing) when there is one; a failure while applying names
    /// the path and stops there.
    /// - Parameter manifest: a new manifest text (`add`, `remove`, `init`) saved in the same run, after the plan
    ///   is found sound and before the files; put back as it was if the files cannot be written.
    public func write(
        _ files: [GeneratedFile], root: String, sweeping sweptFolders: [String] = [], mode: WriteMode = .write,
        manifest: (path: String, bytes: [UInt8])? = nil
    ) throws -> WriteReport {
        try lock.withExclusiveLock {
            let planner = WritePlanner(fileSystem: fileSystem, policy: policy)
            let plan = planner.plan(root: root, files: files, sweptFolders: sweptFolders)
            if plan.hasErrors { throw DiagnosticError(plan.diagnostics) }
            if policy.isSandboxed && manifest != nil {
                throw Diagnostic.error("a sandboxed run does not edit the manifest; run scaffold outside the build",
                                       at: nil)
            }
            guard mode == .write else { return WriteReport(plan: plan, mode: mode) }
            guard let manifest else {
                try apply(plan)
                return WriteReport(plan: plan, mode: mode)
            }
            let previous = try fileSystem.contents(of: manifest.path)
            try fileSystem.write(manifest.bytes, to: manifest.path)
            do {
                try apply(plan)
            } catch {
                if let previous { try? fileSystem.write(previous, to: manifest.path) } else {
                    try? fileSystem.removeFile(manifest.path)
                }
                throw error
            }
            return WriteReport(plan: plan, mode: mode)
        }
    }

    /// Writes new and changed files first, then deletes stale ones, so an interrupted run never loses a file
    /// that the new set still needs. On a `StagingFileSystem` every changed file is staged and every new file
    /// written before any temporary is renamed into place, so a full disk or a permission error leaves the files
    /// as they were (folders made on the way may stay).
    public func apply(_ plan: WritePlan) throws {
        let writes = plan.changes.filter { $0.action == .create || $0.action == .update }
        if policy.isSandboxed {
            try applyInPlace(writes, plan: plan)
        } else if let staging = fileSystem as? any StagingFileSystem {
            try applyStaged(writes, plan: plan, on: staging)
        } else {
            for change in writes {
                try fileSystem.write(change.newContents ?? [], to: plan.absolutePath(of: change))
            }
        }
        for change in plan.changes where change.action == .delete {
            try fileSystem.removeFile(plan.absolutePath(of: change))
        }
    }

    /// Sandboxed: new files first (removed again if any fails), then changed files rewritten in place; nothing else
    /// is created, renamed or removed. A failure while rewriting (a full disk) can leave that one file short.
    private func applyInPlace(_ writes: [PlannedChange], plan: WritePlan) throws {
        let ordered = writes.filter { $0.action == .create } + writes.filter { $0.action == .update }
        var created: [String] = []
        for change in ordered {
            let path = plan.absolutePath(of: change)
            do {
                try fileSystem.writeInPlace(change.newContents ?? [], to: path)
            } catch {
                for path in created { try? fileSystem.removeFile(path) }
                guard change.action == .create, let diagnostic = error as? Diagnostic else { throw error }
                throw DiagnosticError([diagnostic, .note("a sandboxed run makes no folder; run 'scaffold generate' "
                    + "outside the build once", at: nil)])
            }
            if change.action == .create { created.append(path) }
        }
    }

    /// Folders first (each looked up once), then every update to a temporary and every new file straight to its
    /// path; only when all of that worked are the temporaries renamed. A failure before the renames removes every
    /// temporary and every file this call created, and throws that failure.
    private func applyStaged(_ writes: [PlannedChange], plan: WritePlan, on staging: any StagingFileSystem) throws {
        let destinations = writes.map { plan.absolutePath(of: $0) }
        var folders: [String] = []
        for folder in destinations.map(PathUtilities.parent(of:)) where folders.last != folder {
            folders.append(folder)
        }
        try staging.createDirectories(folders)
        var staged: [(temporary: String, destination: String)] = []
        var created: [String] = []
        do {
            for (change, destination) in zip(writes, destinations) {
                let bytes = change.newContents ?? []
                if change.action == .create {
                    try staging.createNew(bytes, at: destination)
                    created.append(destination)
                } else {
                    staged.append((try staging.stage(bytes, for: destination), destination))
                }
            }
        } catch {
            for file in staged { staging.discard(file.temporary) }
            for path in created { staging.discard(path) }
            throw error
        }
        for (index, file) in staged.enumerated() {
            do {
                try staging.commit(staged: file.temporary, to: file.destination)
            } catch {
                for rest in staged[(index + 1)...] { staging.discard(rest.temporary) }
                throw error
            }
        }
    }

}
