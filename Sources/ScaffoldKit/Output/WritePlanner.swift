/// Compares the rendered files with the disk and decides, per path, what to do — without writing anything.
///
/// Every path is checked before anything is written: it must really lie inside the project (`ProjectBoundary`: no
/// symbolic link on the way may lead out), have a name the file system takes (`FileNames`), and hold a regular
/// file or nothing (a folder, FIFO, socket or link in the way is an error naming it). A generated file cut short
/// by a kill (empty, or a beginning of the bytes it should hold) is repaired; so is an empty user file, which a
/// kill left in an older scaffold (it holds nothing of the user's). Temporary files a killed run left in the
/// folders of the plan's files are removed (`TemporaryFiles`).
struct WritePlanner {
    public let fileSystem: any FileSystem
    /// Sandboxed: no folder is looked at or listed, no user file created, stale files kept (`plan`).
    public let policy: SandboxPolicy

    public init(fileSystem: any FileSystem, policy: SandboxPolicy = .unconfined) {
        self.fileSystem = fileSystem
        self.policy = policy
    }

    /// - Parameters:
    ///   - root: the folder the files' paths are relative to (made absolute against the working folder).
    ///   - files: every file the generator produced.
    ///   - sweptFolders: folders (relative to `root`) whose marked files not in `files` are stale and deleted;
    ///     sandboxed, the declared outputs in them stand for their listing, and stale files are kept and reported.
    ///   - leafFolders: folders (relative) of the user's files, which a run may not write at all, where a killed
    ///     run's temporaries are removed too.
    public func plan(root: String, files: [GeneratedFile], sweptFolders: [String] = [], leafFolders: [String] = [])
        -> WritePlan
    {
        let root = PathUtilities.absolute(root, in: fileSystem.currentDirectory)
        var diagnostics = Diagnostics()
        guard var boundary = diagnostics.capture({ try ProjectBoundary(root: root, fileSystem: fileSystem) }) else {
            return WritePlan(root: root, changes: [], diagnostics: diagnostics.all)
        }
        var changes: [PlannedChange] = []
        var planned = Set<String>(minimumCapacity: files.count)
        // The folders of the files (relative), each once: where a killed run's temporaries are looked for.
        var fileFolders: Set<String> = []
        var previousFolder = ""
        var clearFolders: Set<String> = []

        for file in files {
            guard let path = relativeInside(root, file.path, what: "file", into: &diagnostics) else { continue }
            guard planned.insert(path).inserted else {
                diagnostics.error("two generated files have the same path '\(path)'", at: nil)
                continue
            }
            // `path` is normal and relative: its folder is the text before its last `/`.
            let folder = PathUtilities.lastSlash(in: path).map { String(path[..<$0]) } ?? "."
            if folder != previousFolder { fileFolders.insert(folder) }
            previousFolder = folder
            let planned = diagnostics.capture {
                try planFile(file, path: path, folder: folder, root: root, boundary: &boundary,
                             clearFolders: &clearFolders)
            }
            if let change = planned { changes.append(change) }
        }
        var listed: Set<String> = []
        for folder in sweptFolders {
            guard let folderPath = relativeInside(root, folder, what: "folder", into: &diagnostics) else { continue }
            let stale = diagnostics.capture { () throws -> [PlannedChange] in
                if let outside = try boundary.outside(folderPath) {
                    throw boundary.error("sweep the folder", folderPath, outside)
                }
                return policy.isSandboxed
                    ? staleDeclaredFiles(in: folderPath, root: root, keeping: planned)
                    : try staleFiles(in: folderPath, root: root, keeping: planned, listed: &listed)
            } ?? []
            for change in stale where planned.insert(change.path).inserted {
                changes.append(change)
            }
        }
        if !policy.isSandboxed {
            // Every folder of the plan, changed or not: a kill between a new file's link and its temporary's
            // removal leaves the file whole, so the next run has nothing else to write in that folder.
            let leaves = leafFolders.map(PathUtilities.normalize).filter { (try? boundary.outside($0)) == .some(nil) }
            // The swept files' folders are all listed already.
            let folders = fileFolders.union(leaves).subtracting(listed).sorted()
            changes += leftOverTemporaries(in: folders, root: root).filter { planned.insert($0.path).inserted }
        }
        changes.sort { $0.path < $1.path }
        diagnostics.append(contentsOf: sandboxNotices(changes, root: root, sweeping: !sweptFolders.isEmpty))
        return WritePlan(root: root, changes: changes, diagnostics: diagnostics.all)
    }

    // MARK: - Private

    /// `path` normalised and relative to `root`, or nil (with an error) when it is absolute or escapes `root`.
    private func relativeInside(
        _ root: String, _ path: String, what: String, into diagnostics: inout Diagnostics
    ) -> String? {
        // A normal path has no `..`: it escapes only when absolute.
        let isNormal = PathUtilities.isNormal(path)
        let normalized = isNormal ? path : PathUtilities.normalize(path)
        let escapes = normalized.hasPrefix("/") || (!isNormal && !PathUtilities.isInside(normalized, folder: "."))
        if path.isEmpty || normalized == "." || escapes {
            diagnostics.error("generated \(what) path '\(path)' is outside the project folder '\(root)'", at: nil)
            return nil
        }
        return normalized
    }

    /// - Parameter clearFolders: folders (relative) already found not to be files, shared by the files of one plan
    ///   so that each folder is looked at once.
    /// - Parameter folder: `path`'s folder.
    private func planFile(_ file: GeneratedFile, path: String, folder: String, root: String,
                          boundary: inout ProjectBoundary, clearFolders: inout Set<String>) throws -> PlannedChange {
        let absolute = PathUtilities.join(root, path)
        let bytes = file.bytes
        try FileNames.check(absolute, shown: path)
        try checkSandboxed(file, path: path, absolute: absolute)
        if file.ownership == .generated && !GeneratedMarker.isPresent(in: bytes) {
            throw Diagnostic.error(
                "generated file '\(path)' does not start with the marker '\(GeneratedFile.marker)'; "
                    + "the next run could not tell it from a user's file", at: nil)
        }
        try checkAncestors(of: path, folder: folder, root: root, clearFolders: &clearFolders)
        let status = file.foundAbsent ? nil : fileSystem.status(of: absolute)
        if let outside = try boundary.outside(path, status: status) { throw boundary.error("write", path, outside) }
        guard let status else {
            return PlannedChange(action: .create, path: path, ownership: file.ownership, newContents: bytes)
        }
        guard status.kind == .file else { throw inTheWay(status.kind, path: path, absolute: absolute) }
        switch file.ownership {
        case .user:
            // Only an empty user file reaches here (the generator renders no user file that holds something).
            guard status.size == 0 else { return PlannedChange(action: .skip, path: path, ownership: .user) }
            try checkSandboxedRepair(path: path, absolute: absolute)
            return PlannedChange(action: .update, path: path, ownership: .user, newContents: bytes, oldContents: [])
        case .generated:
            let existing = try fileSystem.contents(of: absolute) ?? []
            // Without the marker it is a user's file, unless it is the start of these very bytes: a write a kill cut.
            guard GeneratedMarker.isPresent(in: existing) || bytes.starts(with: existing) else {
                throw Diagnostic.error(
                    "refusing to overwrite '\(path)': it lacks the marker line '\(GeneratedFile.marker)', "
                        + "so it is a user's file; move it away or delete it",
                    at: SourceLocation(file: absolute, line: 1, column: 1))
            }
            if ByteComparison.equal(existing, bytes) {
                return PlannedChange(action: .unchanged, path: path, ownership: .generated)
            }
            return PlannedChange(
                action: .update, path: path, ownership: .generated, newContents: bytes, oldContents: existing)
        }
    }

    /// The error for something other than a regular file where scaffold writes one.
    private func inTheWay(_ kind: FileStatus.Kind, path: String, absolute: String) -> Diagnostic {
        let what: String
        switch kind {
        case .folder: what = "a folder of that name is in the way"
        case .link: what = "it is a symbolic link, and scaffold writes its files itself, not through links; "
            + "remove the link"
        default: what = "it is \(FileStatus.describe(kind)), not a regular file; remove it"
        }
        return .error("cannot write '\(path)': \(what)", at: SourceLocation(file: absolute, line: 1, column: 1))
    }

    /// A file in place of one of the folders above `path` would make the write fail half-way.
    /// Folders in `clearFolders` (and so their ancestors) were checked for an earlier file of the plan.
    private func checkAncestors(of path: String, folder: String, root: String, clearFolders: inout Set<String>)
        throws
    {
        var folder = folder
        var checked: [String] = []
        while folder != "." && !clearFolders.contains(folder) && !policy.isSandboxed {
            let absolute = PathUtilities.join(root, folder)
            if !fileSystem.isDirectory(absolute) && fileSystem.fileExists(absolute) {
                throw Diagnostic.error("cannot write '\(path)': '\(folder)' is a file, not a folder",
                                       at: SourceLocation(file: absolute, line: 1, column: 1))
            }
            checked.append(folder)
            folder = PathUtilities.parent(of: folder)
        }
        clearFolders.formUnion(checked)
    }
}
