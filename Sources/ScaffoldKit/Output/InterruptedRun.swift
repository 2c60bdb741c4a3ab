/// What a killed run left behind in a project, put right by the next run before it reads anything, under the lock:
/// a transaction half done (its `Journal`) is undone, and temporaries (`TemporaryFiles`) are removed.
///
/// Undoing puts back the bytes every file had before the transaction, so the project is as it was before the
/// interrupted command, which can simply be run again. A file the user has changed since (neither its old nor
/// its new bytes) is kept as it is, its old bytes saved beside it as `NAME.scaffold-original`, and reported.
/// Every step can be repeated: a run killed while undoing is undone again by the next.
public enum InterruptedRun {
    /// Where the journal of the project in `root` is.
    public static func journalPath(in root: String) -> String {
        PathUtilities.join(root, Journal.fileName)
    }

    /// True when a transaction in `root` was interrupted and is not undone yet.
    public static func isPending(in root: String, fileSystem: some FileSystem) -> Bool {
        fileSystem.status(of: journalPath(in: root)) != nil
    }

    /// Undoes the interrupted transaction in `root`, if any, and removes left-over temporaries there and in the
    /// folders it wrote. Returns what the user should know (a note of what was undone, a warning per file kept).
    public static func recover(in root: String, fileSystem: some FileSystem) throws -> [Diagnostic] {
        let root = PathUtilities.absolute(root, in: fileSystem.currentDirectory)
        let path = journalPath(in: root)
        var report: [Diagnostic] = []
        var folders: Set<String> = [root]
        if let status = fileSystem.status(of: path) {
            // The journal is scaffold's own file, read whatever its size (it holds every original), never through
            // a link.
            guard status.kind == .file, let bytes = try fileSystem.prefix(of: path, count: 1 << 30),
                  let journal = Journal.decode(bytes) else {
                throw Diagnostic.error("'\(path)' is not a journal this scaffold can read: a transaction was "
                    + "interrupted and cannot be undone; check your files, then delete it",
                    at: SourceLocation(file: path, line: 1, column: 1))
            }
            try journal.checkEntries(root: root, journalPath: path, fileSystem: fileSystem)
            report = try undo(journal, root: root, fileSystem: fileSystem)
            for entry in journal.entries {
                folders.insert(PathUtilities.parent(of: PathUtilities.join(root, entry.path)))
            }
            try fileSystem.removeFile(path)
        }
        for folder in folders.sorted() { removeTemporaries(in: folder, fileSystem: fileSystem) }
        return report
    }

    /// Puts every file of `journal` back, last first; returns a note and a warning per file kept.
    static func undo(_ journal: Journal, root: String, fileSystem: some FileSystem) throws -> [Diagnostic] {
        var warnings: [Diagnostic] = []
        var restored = 0
        for entry in journal.entries.reversed() {
            let absolute = PathUtilities.join(root, entry.path)
            let current = try fileSystem.contents(of: absolute)
            if current == entry.old { continue }
            if current == nil || entry.isNew(current) {
                if let old = entry.old {
                    try fileSystem.write(old, to: absolute)
                } else {
                    try fileSystem.removeFile(absolute)
                }
                restored += 1
                continue
            }
            var kept = "kept as it is"
            if let old = entry.old {
                try fileSystem.write(old, to: absolute + ".scaffold-original")
                kept += ", its bytes before that run saved as '\(entry.path).scaffold-original'"
            }
            warnings.append(.warning("'\(entry.path)' was changed after an interrupted scaffold run wrote it: \(kept)",
                                     at: SourceLocation(file: absolute, line: 1, column: 1)))
        }
        let files = restored == 1 ? "1 file put back as it was" : "\(restored) files put back as they were"
        return [.note("a scaffold run that changed several files was interrupted; undone (\(files)), so run that "
            + "command again", at: nil)] + warnings
    }

    /// Removes the temporaries in `folder` whose writer is gone; a folder that cannot be listed is left alone.
    private static func removeTemporaries(in folder: String, fileSystem: some FileSystem) {
        for name in (try? fileSystem.entries(of: folder)) ?? [] where TemporaryFiles.isLeftOver(name) {
            let path = PathUtilities.join(folder, name)
            if fileSystem.status(of: path)?.kind == .file { try? fileSystem.removeFile(path) }
        }
    }
}
