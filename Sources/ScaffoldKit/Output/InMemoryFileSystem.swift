/// A file system in memory, for tests: it stamps every write so a test can prove a file was
/// not rewritten. Paths are normalised and made absolute against `currentDirectory`. It has no links; a FIFO, socket
/// or device can stand at a path (`addSpecialFile`), and is refused as the disk refuses it.
public final class InMemoryFileSystem: FileSystem {
    struct File {
        var bytes: [UInt8]
        var stamp: Int
        /// `.file`, or the FIFO, socket or device of `addSpecialFile`.
        var kind = FileStatus.Kind.file
    }

    // Read by the inspections of `InMemoryFileSystem+Inspection.swift`.
    private(set) var files: [String: File] = [:]
    private var folders: Set<String> = ["/"]
    private var lastStamp = 0
    private(set) var writeLog: [String] = []
    private(set) var removalLog: [String] = []
    private(set) var inPlaceLog: [String] = []

    public let currentDirectory: String

    /// `files` maps paths (relative to `currentDirectory` or absolute) to their text.
    public init(currentDirectory: String = "/work", files: [String: String] = [:]) {
        self.currentDirectory = PathUtilities.normalize(currentDirectory)
        addFolder(self.currentDirectory)
        for (path, text) in files.sorted(by: { $0.key < $1.key }) {
            store(Array(text.utf8), at: absolute(path))
        }
    }

    public func contents(of path: String) throws -> [UInt8]? {
        try read(path, limit: nil)
    }

    public func prefix(of path: String, count: Int) throws -> [UInt8]? {
        try read(path, limit: count)
    }

    public func isDirectory(_ path: String) -> Bool {
        let path = absolute(path)
        return folders.contains(path)
    }

    public func fileExists(_ path: String) -> Bool {
        let path = absolute(path)
        return files[path] != nil || folders.contains(path)
    }

    public func status(of path: String) -> FileStatus? {
        let path = absolute(path)
        if let file = files[path] { return FileStatus(kind: file.kind, size: file.bytes.count) }
        return folders.contains(path) ? FileStatus(kind: .folder, size: 0) : nil
    }

    public func write(_ bytes: [UInt8], to path: String) throws {
        let path = absolute(path)
        if folders.contains(path) {
            throw Diagnostic.error("cannot write '\(path)': Is a directory", at: nil)
        }
        var ancestor = PathUtilities.parent(of: path)
        while ancestor != "/" {
            if files[ancestor] != nil {
                throw Diagnostic.error("cannot write '\(path)': Not a directory", at: nil)
            }
            ancestor = PathUtilities.parent(of: ancestor)
        }
        store(bytes, at: path)
        writeLog.append(path)
    }

    /// As `write`, but the folder must exist already and a special file is refused; logged in `writtenPaths` and
    /// `inPlacePaths`.
    public func writeInPlace(_ bytes: [UInt8], to path: String) throws {
        let path = absolute(path)
        guard isDirectory(PathUtilities.parent(of: path)) else {
            throw Diagnostic.error("cannot write '\(path)': No such file or directory", at: nil)
        }
        if let kind = files[path]?.kind, kind != .file {
            throw Diagnostic.error("cannot write '\(path)': it is \(FileStatus.describe(kind)), not a regular file",
                                   at: SourceLocation(file: path, line: 1, column: 1))
        }
        try write(bytes, to: path)
        inPlaceLog.append(path)
    }

    public func removeFile(_ path: String) throws {
        let path = absolute(path)
        if folders.contains(path) {
            throw Diagnostic.error("cannot remove '\(path)': Is a directory", at: nil)
        }
        if files.removeValue(forKey: path) != nil { removalLog.append(path) }
    }

    public func entries(of directory: String) throws -> [String] {
        let directory = absolute(directory)
        if files[directory] != nil {
            throw Diagnostic.error("cannot list '\(directory)': Not a directory", at: nil)
        }
        let prefix = directory == "/" ? "/" : directory + "/"
        var names: Set<String> = []
        for path in Array(files.keys) + Array(folders) where path.hasPrefix(prefix) && path != directory {
            let rest = path.dropFirst(prefix.count)
            if let name = rest.split(separator: "/").first { names.insert(String(name)) }
        }
        return names.sorted()
    }

    // MARK: - For tests

    /// Puts a FIFO, socket or device at `path` (replacing a file there): reading or writing it in place fails.
    public func addSpecialFile(_ path: String, kind: FileStatus.Kind) {
        let path = absolute(path)
        addFolder(PathUtilities.parent(of: path))
        files[path] = File(bytes: [], stamp: 0, kind: kind)
    }

    /// Creates a folder and its parents.
    public func createDirectory(_ path: String) {
        let path = absolute(path)
        addFolder(path)
    }

    // MARK: - Private

    /// Reads as `POSIXFileSystem` does: regular files only, none over `FileStatus.readLimit` when read whole.
    private func read(_ path: String, limit: Int?) throws -> [UInt8]? {
        let path = absolute(path)
        if folders.contains(path) { throw FileStatus.notAFile(.folder, reading: path) }
        guard let file = files[path] else { return nil }
        if file.kind != .file { throw FileStatus.notAFile(file.kind, reading: path) }
        let bytes = file.bytes
        if let limit { return Array(bytes.prefix(max(0, limit))) }
        if bytes.count > FileStatus.readLimit { throw FileStatus.tooLarge(path, size: bytes.count) }
        return bytes
    }

    func absolute(_ path: String) -> String {
        PathUtilities.absolute(path, in: currentDirectory)
    }

    private func store(_ bytes: [UInt8], at path: String) {
        addFolder(PathUtilities.parent(of: path))
        lastStamp += 1
        files[path] = File(bytes: bytes, stamp: lastStamp)
    }

    private func addFolder(_ path: String) {
        var folder = path
        while !folders.contains(folder) {
            folders.insert(folder)
            folder = PathUtilities.parent(of: folder)
        }
    }
}
