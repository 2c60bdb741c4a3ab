/// The only door to the disk. Stages before the writer never touch it; tests use an in-memory one.
public protocol FileSystem: Sendable {
    /// The file's bytes, or nil when there is no file at `path`.
    func contents(of path: String) throws -> [UInt8]?
    /// At most the first `count` bytes of the file, or nil when there is no file at `path`; fails as
    /// `contents(of:)` does. Lets the writer check a header without reading a whole file.
    func prefix(of path: String, count: Int) throws -> [UInt8]?
    func isDirectory(_ path: String) -> Bool
    func fileExists(_ path: String) -> Bool
    /// Writes the whole file, creating missing folders; replaces an existing file atomically where the file
    /// system can (`POSIXFileSystem`: a temporary file renamed over it, keeping its permissions).
    func write(_ bytes: [UInt8], to path: String) throws
    /// Writes the whole file at `path` itself: truncates an existing file (keeping its permissions) or creates a
    /// missing one in a folder that exists. No temporary, no folder created: for a sandbox that lets a process
    /// write only the files it names (`SandboxPolicy`).
    func writeInPlace(_ bytes: [UInt8], to path: String) throws
    func removeFile(_ path: String) throws
    /// Names (not paths) of the entries of a folder, sorted; empty when the folder does not exist.
    func entries(of directory: String) throws -> [String]
    /// The working directory, absolute.
    var currentDirectory: String { get }
    /// The lock that keeps two `scaffold` runs on the project in `folder` from interleaving.
    func projectLock(for folder: String) -> any ProjectLocking
}

extension FileSystem {
    /// No lock: nothing outside this process sees an in-memory file system.
    public func projectLock(for folder: String) -> any ProjectLocking { NoProjectLock() }
}

extension FileSystem {
    public func prefix(of path: String, count: Int) throws -> [UInt8]? {
        try contents(of: path).map { Array($0.prefix(count)) }
    }
}
