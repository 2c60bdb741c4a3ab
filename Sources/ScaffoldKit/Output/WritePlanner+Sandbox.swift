/// What a sandboxed plan does differently (`SandboxPolicy`): it refuses what the sandbox would, before anything is
/// read or written, and finds stale files among the declared outputs instead of listing folders.
extension WritePlanner {
    /// A generated file must be a declared output (when the outputs are known); a user file (a leaf, a test stub)
    /// is never created: `init` and `add` create them, outside the build.
    func checkSandboxed(_ file: GeneratedFile, path: String, absolute: String) throws {
        guard policy.isSandboxed else { return }
        switch file.ownership {
        case .generated:
            guard policy.mayWrite(absolute) else {
                throw Diagnostic.error(
                    "generated file '\(path)' is not among the Run Script phase's declared outputs, so a sandboxed "
                        + "run may not write it; " + SandboxPolicy.rerunFileLists,
                    at: SourceLocation(file: absolute, line: 1, column: 1))
            }
        case .user:
            guard fileSystem.fileExists(absolute) else {
                throw Diagnostic.error(
                    "'\(path)' (a leaf or test stub of yours) does not exist, and a sandboxed run creates none of "
                        + "your files; run 'scaffold generate' outside the build to create it", at: nil)
            }
        }
    }

    /// The declared outputs in `folder` (relative to `root`) that are marked generated files not in `keeping`: they
    /// stand for the folder's listing, which the sandbox forbids. None when the outputs are unknown.
    func staleDeclaredFiles(in folder: String, root: String, keeping: Set<String>) -> [PlannedChange] {
        var stale: [PlannedChange] = []
        for output in (policy.declaredOutputs ?? []).sorted() {
            guard let path = PathUtilities.relative(output, to: root), PathUtilities.isInside(path, folder: folder),
                  !keeping.contains(path), let bytes = try? fileSystem.contents(of: output),
                  GeneratedMarker.isPresent(in: bytes) else { continue }
            stale.append(PlannedChange(action: .stale, path: path, ownership: .generated, oldContents: bytes))
        }
        return stale
    }

    /// A warning at each stale file kept, or a note that none were looked for when the outputs are unknown.
    func sandboxNotices(_ changes: [PlannedChange], root: String, sweeping: Bool) -> [Diagnostic] {
        guard policy.isSandboxed, sweeping else { return [] }
        guard policy.declaredOutputs != nil else {
            return [.note("a sandboxed run lists no folder, so stale generated files were not looked for; run "
                + "'scaffold generate' outside the sandbox to delete any", at: nil)]
        }
        return changes.filter { $0.action == .stale }.map { change in
            .warning("'\(change.path)' is no longer generated, but a sandboxed run deletes nothing; run 'scaffold "
                + "generate' outside the build to delete it, then 'scaffold xcfilelists' to drop it from the lists",
                at: SourceLocation(file: PathUtilities.join(root, change.path), line: 1, column: 1))
        }
    }
}

extension WritePlanner {
    /// Sandboxed, an empty user file (a creation a kill cut short, in an older scaffold) is not rewritten: it is not a
    /// declared output.
    func checkSandboxedRepair(path: String, absolute: String) throws {
        guard policy.isSandboxed else { return }
        throw Diagnostic.error("'\(path)' (a leaf or test stub of yours) is empty, as a run cut short leaves it, and a "
            + "sandboxed run rewrites none of your files; run 'scaffold generate' outside the build to write it again",
            at: SourceLocation(file: absolute, line: 1, column: 1))
    }
}
