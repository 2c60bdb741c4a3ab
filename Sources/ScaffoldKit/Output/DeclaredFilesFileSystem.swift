/// The disk as a sandboxed Run Script phase sees it (`SandboxPolicy`): a read of a file the phase did not declare,
/// or a write of one it did not declare as an output, is refused before the disk is touched, with a located error
/// saying how to bring the lists up to date. Folders are never listed and the project is never locked.
/// Refused reads are also kept (`refusedReads`): a stage that reads leniently (the leaf audit) must not hide one.
/// `Workspace` puts one in front of the disk when a run is sandboxed.
public final class DeclaredFilesFileSystem: FileSystem {
    public let base: any FileSystem
    public let policy: SandboxPolicy
    /// The errors of every refused read so far, one per path, in order.
    public private(set) var refusedReads: [Diagnostic] = []

    public init(base: any FileSystem, policy: SandboxPolicy) {
        self.base = base
        self.policy = policy
    }

    public var currentDirectory: String { base.currentDirectory }
    public func isDirectory(_ path: String) -> Bool { base.isDirectory(path) }
    public func fileExists(_ path: String) -> Bool { base.fileExists(path) }
    public func status(of path: String) -> FileStatus? { base.status(of: path) }
    public func resolvedPath(_ path: String) throws -> String { try base.resolvedPath(path) }

    /// No lock: a lock is a file or a folder the phase did not declare.
    public func projectLock(for folder: String) -> any ProjectLocking { NoProjectLock() }

    public func contents(of path: String) throws -> [UInt8]? {
        try mayRead(path) ? base.contents(of: path) : nil
    }

    public func prefix(of path: String, count: Int) throws -> [UInt8]? {
        try mayRead(path) ? base.prefix(of: path, count: count) : nil
    }

    /// In place (`writeInPlace`): a temporary beside the file is a file the phase did not declare.
    public func write(_ bytes: [UInt8], to path: String) throws {
        try writeInPlace(bytes, to: path)
    }

    public func writeInPlace(_ bytes: [UInt8], to path: String) throws {
        try checkWrite(path)
        try base.writeInPlace(bytes, to: path)
    }

    public func removeFile(_ path: String) throws {
        try checkWrite(path)
        try base.removeFile(path)
    }

    /// The folder's declared files (a templates folder's overrides) instead of a listing; an error when the phase
    /// declared nothing.
    public func entries(of directory: String) throws -> [String] {
        let folder = absolute(directory)
        guard let inputs = policy.declaredInputs else {
            throw Diagnostic.error("a sandboxed run lists no folder, and '\(folder)' would be listed; declare the "
                + "Run Script phase's input file list, or run scaffold outside the sandbox", at: nil)
        }
        let declared = inputs.union(policy.declaredOutputs ?? [])
        return Set(declared.filter { PathUtilities.parent(of: $0) == folder }.map(PathUtilities.lastComponent))
            .sorted()
    }

    // MARK: - Private

    private func absolute(_ path: String) -> String {
        PathUtilities.absolute(path, in: base.currentDirectory)
    }

    /// True when `path` may be read; false for an undeclared path where there is no file (nothing to read);
    /// an error for an undeclared file.
    private func mayRead(_ path: String) throws -> Bool {
        let path = absolute(path)
        if policy.mayRead(path) { return true }
        guard base.fileExists(path) else { return false }
        let refusal = Diagnostic.error(
            "scaffold reads '\(path)', which is not among the Run Script phase's declared inputs; "
                + SandboxPolicy.rerunFileLists, at: SourceLocation(file: path, line: 1, column: 1))
        if !refusedReads.contains(refusal) { refusedReads.append(refusal) }
        throw refusal
    }

    private func checkWrite(_ path: String) throws {
        let path = absolute(path)
        guard policy.mayWrite(path) else {
            throw Diagnostic.error(
                "scaffold would write '\(path)', which is not among the Run Script phase's declared outputs; "
                    + SandboxPolicy.rerunFileLists, at: SourceLocation(file: path, line: 1, column: 1))
        }
    }
}
