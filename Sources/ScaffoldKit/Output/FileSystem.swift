/// The only door to the disk. Stages before the writer never touch it; tests use an in-memory one.
///
/// Reads are of regular files only, of at most `FileStatus.readLimit` bytes: a folder, FIFO, socket or device
/// where a file is expected is an error naming the path, and never blocks.
public protocol FileSystem {
    /// The file's bytes, or nil when there is no file at `path`.
    func contents(of path: String) throws -> [UInt8]?
    /// At most the first `count` bytes of the file, or nil when there is no file at `path`; fails as
    /// `contents(of:)` does. Lets the writer check a header without reading a whole file.
    func prefix(of path: String, count: Int) throws -> [UInt8]?
    func isDirectory(_ path: String) -> Bool
    func fileExists(_ path: String) -> Bool
    /// What is at `path`, as `lstat` tells it (a symbolic link is reported as one, not followed); nil when nothing
    /// is there.
    func status(of path: String) -> FileStatus?
    /// `path`, absolute, with every symbolic link on the way resolved; the part that does not exist yet is kept as
    /// written. Throws (naming the path) on a link loop. Tells whether a path really lies inside a folder.
    func resolvedPath(_ path: String) throws -> String
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
    /// The same names in no particular order, for a caller that orders what it finds itself (a sweep sorts its
    /// changes): a thousand names are not sorted as strings for nothing.
    func unorderedEntries(of directory: String) throws -> [String]
    /// The working directory, absolute.
    var currentDirectory: String { get }
    /// The lock that keeps two `scaffold` runs on the project in `folder` from interleaving.
    func projectLock(for folder: String) -> any ProjectLocking
    /// As `projectLock(for:)`, saying what to do while another run holds it (`LockWaiting`).
    func projectLock(for folder: String, waiting: LockWaiting) -> any ProjectLocking
    /// The file system itself when it can write a batch in two phases (`StagingFileSystem`), else nil: what
    /// `WriteStrategy` is chosen by, without asking what type a file system is.
    var staging: (any StagingFileSystem)? { get }
}

extension FileSystem {
    /// Files are written one by one.
    public var staging: (any StagingFileSystem)? { nil }

    public func unorderedEntries(of directory: String) throws -> [String] {
        try entries(of: directory)
    }

    /// No lock: nothing outside this process sees an in-memory file system.
    public func projectLock(for folder: String) -> any ProjectLocking { NoProjectLock() }

    public func projectLock(for folder: String, waiting: LockWaiting) -> any ProjectLocking {
        projectLock(for: folder)
    }

    /// A file system without links: a folder, a file, or nothing (for file systems of tests).
    public func status(of path: String) -> FileStatus? {
        guard fileExists(path) else { return nil }
        if isDirectory(path) { return FileStatus(kind: .folder, size: 0) }
        return FileStatus(kind: .file, size: (try? contents(of: path))??.count ?? 0)
    }

    /// A file system without links: the path made absolute.
    public func resolvedPath(_ path: String) throws -> String {
        PathUtilities.absolute(path, in: currentDirectory)
    }

    public func prefix(of path: String, count: Int) throws -> [UInt8]? {
        try contents(of: path).map { Array($0.prefix(count)) }
    }

    /// True when a regular file with at least one byte is at `path` (a link to one counts): what a user-owned file
    /// must be to be kept as it is. An empty file (a creation a kill interrupted, in an older scaffold) holds
    /// nothing of the user's, and anything else (a folder, a FIFO) is an error the writer reports.
    public func holdsFile(_ path: String) -> Bool {
        userFileState(at: path) == .held
    }

    /// `holdsFile`, telling nothing at all at `path` from an empty file or something in the way, with one look.
    func userFileState(at path: String) -> UserFileState {
        guard var status = status(of: path) else { return .absent }
        if status.kind == .link {
            guard !isDirectory(path), fileExists(path) else { return .other }
            status = FileStatus(kind: .file, size: (try? prefix(of: path, count: 1))??.count ?? 0)
        }
        return status.kind == .file && status.size > 0 ? .held : .other
    }
}

/// What is at the path of a user-owned file (`FileSystem.userFileState(at:)`).
enum UserFileState {
    /// Nothing: the file is rendered and created.
    case absent
    /// A regular file (or a link to one) with at least one byte: the user's, kept as it is.
    case held
    /// An empty file, or something else in the way: rendered, for the writer to repair or report.
    case other
}
