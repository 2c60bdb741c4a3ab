#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Compares the rendered files with the disk and decides, per path, what to do — without writing anything.
struct WritePlanner<FS: FileSystem> {
    public let fileSystem: FS
    /// Sandboxed: no folder is looked at or listed, no user file created, stale files kept (`plan`).
    public let policy: SandboxPolicy

    public init(fileSystem: FS, policy: SandboxPolicy = .unconfined) {
        self.fileSystem = fileSystem
        self.policy = policy
    }

    /// - Parameters:
    ///   - root: the folder the files' paths are relative to (made absolute against the working folder).
    ///   - files: every file the generator produced.
    ///   - sweptFolders: folders (relative to `root`) whose marked files not in `files` are stale and deleted;
    ///     sandboxed, the declared outputs in them stand for their listing, and stale files are kept and reported.
    public func plan(root: String, files: [GeneratedFile], sweptFolders: [String] = []) -> WritePlan {
        let root = PathUtilities.absolute(root, in: fileSystem.currentDirectory)
        var diagnostics = Diagnostics()
        var changes: [PlannedChange] = []
        var planned: Set<String> = []
        var clearFolders: Set<String> = []

        for file in files {
            guard let path = relativeInside(root, file.path, what: "file", into: &diagnostics) else { continue }
            guard planned.insert(path).inserted else {
                diagnostics.error("two generated files have the same path '\(path)'", at: nil)
                continue
            }
            let planned = diagnostics.capture {
                try planFile(file, path: path, root: root, clearFolders: &clearFolders)
            }
            if let change = planned { changes.append(change) }
        }
        for folder in sweptFolders {
            guard let folderPath = relativeInside(root, folder, what: "folder", into: &diagnostics) else { continue }
            let stale = diagnostics.capture {
                policy.isSandboxed
                    ? staleDeclaredFiles(in: folderPath, root: root, keeping: planned)
                    : try staleFiles(in: folderPath, root: root, keeping: planned)
            } ?? []
            for change in stale where planned.insert(change.path).inserted {
                changes.append(change)
            }
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
        let normalized = PathUtilities.normalize(path)
        let escapes = normalized.hasPrefix("/") || !PathUtilities.isInside(normalized, folder: ".")
        if path.isEmpty || normalized == "." || escapes {
            diagnostics.error("generated \(what) path '\(path)' is outside the project folder '\(root)'", at: nil)
            return nil
        }
        return normalized
    }

    /// - Parameter clearFolders: folders (relative) already found not to be files, shared by the files of one plan
    ///   so that each folder is looked at once.
    private func planFile(_ file: GeneratedFile, path: String, root: String, clearFolders: inout Set<String>) throws
        -> PlannedChange
    {
        let absolute = PathUtilities.join(root, path)
        let bytes = Array(file.contents.utf8)
        try checkSandboxed(file, path: path, absolute: absolute)
        if file.ownership == .generated && !GeneratedMarker.isPresent(in: bytes) {
            throw Diagnostic.error(
                "generated file '\(path)' does not start with the marker '\(GeneratedFile.marker)'; "
                    + "the next run could not tell it from a user's file", at: nil)
        }
        try checkAncestors(of: path, root: root, clearFolders: &clearFolders)
        let exists = fileSystem.fileExists(absolute)
        if exists && fileSystem.isDirectory(absolute) {
            throw Diagnostic.error("cannot write '\(path)': a folder of that name is in the way", at: nil)
        }
        // A user's file that exists is never read: it is kept whatever it holds (opening it still reports
        // one that cannot be read).
        let existing: [UInt8]?
        if !exists {
            existing = nil
        } else if file.ownership == .user {
            existing = try fileSystem.prefix(of: absolute, count: 0)
        } else {
            existing = try fileSystem.contents(of: absolute)
        }
        guard let existing else {
            return PlannedChange(action: .create, path: path, ownership: file.ownership, newContents: bytes)
        }
        switch file.ownership {
        case .user:
            return PlannedChange(action: .skip, path: path, ownership: .user)
        case .generated:
            guard GeneratedMarker.isPresent(in: existing) else {
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

    /// A file in place of one of the folders above `path` would make the write fail half-way.
    /// Folders in `clearFolders` (and so their ancestors) were checked for an earlier file of the plan.
    private func checkAncestors(of path: String, root: String, clearFolders: inout Set<String>) throws {
        var folder = PathUtilities.parent(of: path)
        var checked: [String] = []
        while folder != "." && !clearFolders.contains(folder) && !policy.isSandboxed {
            let absolute = PathUtilities.join(root, folder)
            if !fileSystem.isDirectory(absolute) && fileSystem.fileExists(absolute) {
                throw Diagnostic.error("cannot write '\(path)': '\(folder)' is a file, not a folder", at: nil)
            }
            checked.append(folder)
            folder = PathUtilities.parent(of: folder)
        }
        clearFolders.formUnion(checked)
    }

    /// Whether the file's header may carry the marker, from its first bytes only when they hold the whole
    /// header (the user's files beside generated ones are not read in full on every run).
    private func isMarked(_ absolute: String) -> Bool {
        let limit = 4096
        guard let head = try? fileSystem.prefix(of: absolute, count: limit) else { return false }
        let lineFeeds = head.lazy.filter { $0 == UInt8(ascii: "\n") }.count
        if head.count < limit || lineFeeds >= GeneratedMarker.headerLineLimit {
            return GeneratedMarker.isPresent(in: head)
        }
        return true  // a header longer than the prefix: decided on the whole file
    }

    /// Marked files below `folder` (recursively) that are not in `keeping`.
    private func staleFiles(in folder: String, root: String, keeping: Set<String>) throws -> [PlannedChange] {
        var stale: [PlannedChange] = []
        var pending = [(folder, 0)]
        while let (current, depth) = pending.popLast() {
            let absoluteFolder = PathUtilities.join(root, current)
            guard fileSystem.isDirectory(absoluteFolder) else { continue }
            for name in try fileSystem.entries(of: absoluteFolder) {
                let path = PathUtilities.join(current, name)
                let absolute = PathUtilities.join(root, path)
                if fileSystem.isDirectory(absolute) {
                    if depth < 32 { pending.append((path, depth + 1)) }
                    continue
                }
                guard !keeping.contains(path), !name.hasPrefix(".") else { continue }
                // A file that cannot be read (a socket, no permission) is not ours to delete.
                guard isMarked(absolute), let bytes = try? fileSystem.contents(of: absolute),
                      GeneratedMarker.isPresent(in: bytes) else {
                    continue
                }
                stale.append(PlannedChange(action: .delete, path: path, ownership: .generated, oldContents: bytes))
            }
        }
        return stale
    }
}

/// Byte-array equality with `memcmp`: the writer compares every generated file with the one on disk, megabytes
/// on a large project, where `==` compares element by element.
enum ByteComparison {
    static func equal(_ left: [UInt8], _ right: [UInt8]) -> Bool {
        guard left.count == right.count else { return false }
        return left.withUnsafeBytes { leftBytes in
            right.withUnsafeBytes { rightBytes in
                guard let leftStart = leftBytes.baseAddress, let rightStart = rightBytes.baseAddress else {
                    return true
                }
                return memcmp(leftStart, rightStart, leftBytes.count) == 0
            }
        }
    }
}
