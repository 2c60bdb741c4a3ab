/// The two ways the writer puts files on disk: staged (temporaries renamed into place) and, sandboxed, in place.
extension OutputWriter {
    /// Folders first (each looked up once), then every file to a temporary beside it; only when all of that worked
    /// are the temporaries renamed over changed files and linked into place for new ones. A failure removes every
    /// temporary left and throws it; `done` gets each change made, `madeFolders` the folders made (which the caller
    /// removes again, once it has undone `done`).
    func applyStaged(_ changes: [PlannedChange], root: String, on staging: any StagingFileSystem,
                     done: inout [PlannedChange], madeFolders: inout [String]) throws {
        let writes = changes.filter { $0.action != .delete }
        let destinations = writes.map { PathUtilities.join(root, $0.path) }
        var folders: [String] = []
        // A change's path is normalised: one whose text before the last `/` is the previous one's has its folder.
        var previousText: Substring?
        for (change, destination) in zip(writes, destinations) {
            let text = change.path[..<(PathUtilities.lastSlash(in: change.path) ?? change.path.startIndex)]
            if text == previousText { continue }
            previousText = text
            let folder = PathUtilities.parent(of: destination)
            if folders.last != folder { folders.append(folder) }
        }
        madeFolders = try staging.createDirectories(folders)
        var staged: [String] = []
        do {
            for (change, destination) in zip(writes, destinations) {
                let bytes = change.newContents ?? []
                staged.append(try change.action == .create ? staging.stageNew(bytes, for: destination)
                                                           : staging.stage(bytes, for: destination))
            }
        } catch {
            for temporary in staged { staging.discard(temporary) }
            throw error
        }
        for (index, (change, destination)) in zip(writes, destinations).enumerated() {
            do {
                if change.action == .create {
                    try staging.commitNew(staged: staged[index], to: destination)
                } else {
                    try staging.commit(staged: staged[index], to: destination)
                }
            } catch {
                for rest in staged[(index + 1)...] { staging.discard(rest) }
                throw error
            }
            done.append(change)
        }
    }

    /// Sandboxed: new files first (removed again if any fails), then changed files rewritten in place; nothing else
    /// is created, renamed or removed. A rewrite that fails (a full disk) puts the file's old bytes back where it
    /// can; one cut short by a kill is repaired by the next run (`WritePlanner`: the start of its new bytes).
    func applyInPlace(_ changes: [PlannedChange], root: String) throws {
        let ordered = changes.filter { $0.action == .create } + changes.filter { $0.action == .update }
        var created: [String] = []
        for change in ordered {
            let path = PathUtilities.join(root, change.path)
            do {
                try fileSystem.writeInPlace(change.newContents ?? [], to: path)
            } catch {
                if change.action == .update, let old = change.oldContents {
                    try? fileSystem.writeInPlace(old, to: path)
                }
                for path in created + (change.action == .create ? [path] : []) { try? fileSystem.removeFile(path) }
                let folder = PathUtilities.parent(of: path)
                guard !fileSystem.isDirectory(folder), let diagnostic = error as? Diagnostic else { throw error }
                throw DiagnosticError([diagnostic, .note("a sandboxed run makes no folder; run 'scaffold generate' "
                    + "outside the build once", at: nil)])
            }
            if change.action == .create { created.append(path) }
        }
    }
}

extension Journal {
    /// True when a transaction of `changes` is saved in a journal first: it changes several files, one of them a
    /// file of the user's (`generate` writes the others again by itself: generated files, new user files).
    static func isNeeded(for changes: [PlannedChange]) -> Bool {
        changes.count > 1 && changes.contains { $0.ownership == .user && $0.action != .create }
    }

    /// The journal of `changes` (`oldContents` filled in); temporaries removed are not recorded.
    init(changes: [PlannedChange]) {
        self.init(entries: changes.compactMap { change in
            if change.action == .delete && TemporaryFiles.writer(of: PathUtilities.lastComponent(of: change.path))
                != nil { return nil }
            return Entry(path: change.path, old: change.action == .create ? nil : change.oldContents,
                         new: change.action == .delete ? nil : change.newContents ?? [])
        })
    }
}
