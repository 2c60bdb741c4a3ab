#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The real disk, through the C library only (no Foundation, for start-up time).
///
/// Every file appears whole: its bytes go to a temporary file in the destination's folder (`TemporaryFiles`), which
/// is then renamed over the old file or, for a new one, linked into place without replacing anything
/// (`StagingFileSystem`), so a reader (or a run after a kill) sees the old file or the new one, never half of one.
/// Reads open without blocking and take regular files only (`FileSystem`).
public struct POSIXFileSystem: FileSystem {
    public init() {}

    public func isDirectory(_ path: String) -> Bool {
        var info = stat()
        return !POSIXError.hasNUL(path) && stat(path, &info) == 0 && info.st_mode & S_IFMT == S_IFDIR
    }

    /// True when anything (file, folder, other) exists at `path`, following a link.
    public func fileExists(_ path: String) -> Bool {
        var info = stat()
        return !POSIXError.hasNUL(path) && stat(path, &info) == 0
    }

    /// True when a regular file (or a link to one) exists at `path`.
    public func isRegularFile(_ path: String) -> Bool {
        var info = stat()
        return !POSIXError.hasNUL(path) && stat(path, &info) == 0 && info.st_mode & S_IFMT == S_IFREG
    }

    /// Replaces atomically through a temporary file renamed over `path`, keeping its permissions.
    public func write(_ bytes: [UInt8], to path: String) throws {
        try POSIXError.checkPath(path)
        try createDirectory(PathUtilities.parent(of: path))
        try commit(staged: try stage(bytes, for: path), to: path)
    }

    /// Truncates and rewrites a regular file, or creates it; anything else at `path` is an error (a FIFO is opened
    /// without blocking, and refused).
    public func writeInPlace(_ bytes: [UInt8], to path: String) throws {
        try POSIXError.checkPath(path)
        let descriptor = open(path, O_WRONLY | O_CREAT | O_CLOEXEC | O_NONBLOCK | O_NOCTTY, 0o666)
        guard descriptor >= 0 else { throw notAFileError(path, action: "write") }
        defer { close(descriptor) }
        var info = stat()
        guard fstat(descriptor, &info) == 0 else { throw POSIXError.diagnostic("write", path) }
        let kind = POSIXError.kind(info.st_mode)
        guard kind == .file else {
            throw Diagnostic.error("cannot write '\(path)': it is \(FileStatus.describe(kind)), not a regular file",
                                   at: SourceLocation(file: path, line: 1, column: 1))
        }
        guard ftruncate(descriptor, 0) == 0 else { throw POSIXError.diagnostic("write", path) }
        try writeAll(bytes, to: descriptor, path: path)
    }

    /// Removes the file at `path`; a file that is already gone is not an error.
    public func removeFile(_ path: String) throws {
        try POSIXError.checkPath(path)
        if unlink(path) != 0 {
            if errno == ENOENT { return }
            throw POSIXError.diagnostic("remove", path)
        }
    }

    public func entries(of directory: String) throws -> [String] {
        try unorderedEntries(of: directory).sorted()
    }

    /// The names in the order the folder lists them.
    public func unorderedEntries(of directory: String) throws -> [String] {
        try POSIXError.checkPath(directory)
        guard let stream = opendir(directory) else {
            if errno == ENOENT { return [] }
            throw POSIXError.diagnostic("list", directory)
        }
        defer { closedir(stream) }
        var names: [String] = []
        while let entry = readdir(stream) {
            let name = withUnsafePointer(to: entry.pointee.d_name) { pointer in
                pointer.withMemoryRebound(to: CChar.self, capacity: MemoryLayout.size(ofValue: pointer.pointee)) {
                    String(cString: $0)
                }
            }
            if name != "." && name != ".." { names.append(name) }
        }
        return names
    }

    /// An exclusive `flock` on the project folder (see `ProjectLock`), waiting quietly.
    public func projectLock(for folder: String) -> any ProjectLocking { ProjectLock(folder: folder) }

    public func projectLock(for folder: String, waiting: LockWaiting) -> any ProjectLocking {
        ProjectLock(folder: folder, waiting: waiting)
    }

    public var currentDirectory: String {
        var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
        guard getcwd(&buffer, buffer.count) != nil else { return "." }
        return buffer.withUnsafeBufferPointer { String(cString: $0.baseAddress!) }
    }

    /// `mkdir -p`: creates `path` and every missing folder above it.
    public func createDirectory(_ path: String) throws {
        try createDirectories([path])
    }

    /// `mkdir -p` for each of `paths`, looking each folder up at most once however many paths share it; returns the
    /// folders made. A failure removes them again.
    @discardableResult
    public func createDirectories(_ paths: [String]) throws -> [String] {
        var creator = FolderCreator(isDirectory: isDirectory, makeFolder: makeFolder)
        do {
            for path in paths { try creator.create(path) }
        } catch {
            removeEmptyFolders(creator.made)
            throw error
        }
        return creator.made
    }

    /// `rmdir` of each folder, last first; one that is not empty (or gone) is left as it is.
    public func removeEmptyFolders(_ folders: [String]) {
        for folder in folders.reversed() { rmdir(folder) }
    }

    /// One `mkdir` whose parent exists; a folder that appeared meanwhile is not an error.
    private func makeFolder(_ path: String) throws {
        try POSIXError.checkPath(path)
        if mkdir(path, 0o777) != 0 {
            if errno == EEXIST && isDirectory(path) { return }
            throw POSIXError.diagnostic("create folder", path)
        }
    }

    /// Modification time in nanoseconds since 1970, or nil when nothing is at `path`.
    public func modificationTime(of path: String) -> Int? {
        var info = stat()
        guard stat(path, &info) == 0 else { return nil }
        #if canImport(Darwin)
        return Int(info.st_mtimespec.tv_sec) * 1_000_000_000 + Int(info.st_mtimespec.tv_nsec)
        #else
        return Int(info.st_mtim.tv_sec) * 1_000_000_000 + Int(info.st_mtim.tv_nsec)
        #endif
    }

    /// Why `open` failed on `path` (read in `errno`): what is there when it is not a regular file (a socket, a
    /// FIFO without a reader, a folder), else the system's reason.
    func notAFileError(_ path: String, action: String) -> Diagnostic {
        let code = errno
        var info = stat()
        if stat(path, &info) == 0, case let kind = POSIXError.kind(info.st_mode), kind != .file {
            return .error("cannot \(action) '\(path)': it is \(FileStatus.describe(kind)), not a regular file",
                          at: SourceLocation(file: path, line: 1, column: 1))
        }
        return POSIXError.diagnostic(action, path, code: code)
    }
}
