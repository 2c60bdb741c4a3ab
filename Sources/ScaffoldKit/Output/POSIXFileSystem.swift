#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The real disk, through the C library only (no Foundation, for start-up time).
///
/// Replacing a file is atomic: the bytes go to a temporary file in the destination's folder, which is then
/// renamed over the destination, so a reader sees either the old file or the new one, never half of one.
/// A batch of new files is written straight at their paths (`StagingFileSystem.createNew`): nothing is there
/// to replace, and the batch removes them again if it fails.
public struct POSIXFileSystem: FileSystem {
    public init() {}

    public func contents(of path: String) throws -> [UInt8]? {
        try readFile(path, limit: nil)
    }

    public func prefix(of path: String, count: Int) throws -> [UInt8]? {
        try readFile(path, limit: max(0, count))
    }

    /// The whole file, or its first `limit` bytes.
    private func readFile(_ path: String, limit: Int?) throws -> [UInt8]? {
        let descriptor = open(path, O_RDONLY | O_CLOEXEC)
        if descriptor < 0 {
            if errno == ENOENT || errno == ENOTDIR { return nil }
            throw POSIXError.diagnostic("read", path)
        }
        defer { close(descriptor) }
        var info = stat()
        guard fstat(descriptor, &info) == 0 else { throw POSIXError.diagnostic("read", path) }
        guard info.st_mode & S_IFMT == S_IFREG else {
            throw Diagnostic.error("cannot read '\(path)': not a regular file", at: nil)
        }
        return try readAll(descriptor, path: path, sizeHint: min(Int(info.st_size), limit ?? Int.max), limit: limit)
    }

    public func isDirectory(_ path: String) -> Bool {
        var info = stat()
        return stat(path, &info) == 0 && info.st_mode & S_IFMT == S_IFDIR
    }

    /// True when anything (file, folder, other) exists at `path`.
    public func fileExists(_ path: String) -> Bool {
        var info = stat()
        return stat(path, &info) == 0
    }

    /// True when a regular file (or a link to one) exists at `path`.
    public func isRegularFile(_ path: String) -> Bool {
        var info = stat()
        return stat(path, &info) == 0 && info.st_mode & S_IFMT == S_IFREG
    }

    /// Replaces atomically through a temporary file renamed over `path`, keeping its permissions.
    public func write(_ bytes: [UInt8], to path: String) throws {
        try createDirectory(PathUtilities.parent(of: path))
        try commit(staged: try stage(bytes, for: path), to: path)
    }

    public func writeInPlace(_ bytes: [UInt8], to path: String) throws {
        let descriptor = open(path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o666)
        guard descriptor >= 0 else { throw POSIXError.diagnostic("write", path) }
        defer { close(descriptor) }
        try writeAll(bytes, to: descriptor, path: path)
    }

    /// Removes the file at `path`; a file that is already gone is not an error.
    public func removeFile(_ path: String) throws {
        if unlink(path) != 0 {
            if errno == ENOENT { return }
            throw POSIXError.diagnostic("remove", path)
        }
    }

    public func entries(of directory: String) throws -> [String] {
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
        return names.sorted()
    }

    /// An exclusive `flock` on the project folder (see `ProjectLock`).
    public func projectLock(for folder: String) -> any ProjectLocking { ProjectLock(folder: folder) }

    public var currentDirectory: String {
        var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
        guard getcwd(&buffer, buffer.count) != nil else { return "." }
        return buffer.withUnsafeBufferPointer { String(cString: $0.baseAddress!) }
    }

    /// `mkdir -p`: creates `path` and every missing folder above it.
    public func createDirectory(_ path: String) throws {
        try createDirectories([path])
    }

    /// `mkdir -p` for each of `paths`, looking each folder up at most once however many paths share it.
    public func createDirectories(_ paths: [String]) throws {
        var creator = FolderCreator(isDirectory: isDirectory, makeFolder: makeFolder)
        for path in paths { try creator.create(path) }
    }

    /// One `mkdir` whose parent exists; a folder that appeared meanwhile is not an error.
    private func makeFolder(_ path: String) throws {
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

    // MARK: - Private

    private func readAll(_ descriptor: Int32, path: String, sizeHint: Int, limit: Int? = nil) throws -> [UInt8] {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(sizeHint)
        var chunk = [UInt8](repeating: 0, count: max(4096, min(sizeHint + 1, 1 << 20)))
        while true {
            let wanted = limit.map { min(chunk.count, $0 - bytes.count) } ?? chunk.count
            if wanted == 0 { return bytes }
            let count = chunk.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, wanted) }
            if count < 0 {
                if errno == EINTR { continue }
                throw POSIXError.diagnostic("read", path)
            }
            if count == 0 { return bytes }
            bytes.append(contentsOf: chunk[0..<count])
        }
    }

    /// Writes `bytes` to a new, uniquely named file in `path`'s folder and returns its path.
    /// The file keeps the permissions of the file it will replace.
    func writeTemporary(_ bytes: [UInt8], beside path: String) throws -> String {
        let folder = PathUtilities.parent(of: path)
        let name = PathUtilities.lastComponent(of: path)
        var existing = stat()
        let keptMode = stat(path, &existing) == 0 ? existing.st_mode & 0o7777 : nil
        var attempt = 0
        while true {
            let temporary = PathUtilities.join(folder, ".\(name).scaffold-\(getpid())-\(TemporaryNames.next())")
            let descriptor = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o666)
            if descriptor < 0 {
                attempt += 1
                if errno == EEXIST && attempt < 100 { continue }
                throw POSIXError.diagnostic("write", path)
            }
            do {
                defer { close(descriptor) }
                if let keptMode { fchmod(descriptor, keptMode) }
                try writeAll(bytes, to: descriptor, path: path)
            } catch {
                unlink(temporary)
                throw error
            }
            return temporary
        }
    }

    func writeAll(_ bytes: [UInt8], to descriptor: Int32, path: String) throws {
        var offset = 0
        while offset < bytes.count {
            let count = bytes.withUnsafeBytes { buffer in
                systemWrite(descriptor, buffer.baseAddress! + offset, buffer.count - offset)
            }
            if count < 0 {
                if errno == EINTR { continue }
                throw POSIXError.diagnostic("write", path)
            }
            offset += count
        }
    }
}

/// The C `write`, named apart from `FileSystem.write` so the compiler does not confuse them.
private func systemWrite(_ descriptor: Int32, _ buffer: UnsafeRawPointer, _ count: Int) -> Int {
    write(descriptor, buffer, count)
}

/// A process-wide sequence number for temporary file names.
private enum TemporaryNames {
    private static let lock = ThreadLock()
    nonisolated(unsafe) private static var last = 0

    static func next() -> Int {
        lock.withLock {
            last += 1
            return last
        }
    }
}

/// Turns a failed system call into a diagnostic that names the path and the system's reason.
enum POSIXError {
    /// The text of `errno` as the C library words it, e.g. "No such file or directory".
    static func reason(_ code: Int32 = errno) -> String {
        guard let text = strerror(code) else { return "error \(code)" }
        return String(cString: text)
    }

    /// `cannot ACTION 'PATH': REASON`.
    static func diagnostic(_ action: String, _ path: String, code: Int32 = errno) -> Diagnostic {
        .error("cannot \(action) '\(path)': \(reason(code))", at: nil)
    }
}
