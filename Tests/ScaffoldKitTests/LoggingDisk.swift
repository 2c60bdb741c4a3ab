@testable import ScaffoldKit

/// An in-memory disk that logs, in one list, every file read, write and removal and every take and release of the
/// project's lock; a write to `failing` fails.
final class LoggingDisk: FileSystem {
    let base: InMemoryFileSystem
    var failing: String?
    private(set) var log: [String] = []

    init(_ base: InMemoryFileSystem) {
        self.base = base
    }

    var currentDirectory: String { base.currentDirectory }
    func isDirectory(_ path: String) -> Bool { base.isDirectory(path) }
    func fileExists(_ path: String) -> Bool { base.fileExists(path) }
    func status(of path: String) -> FileStatus? { base.status(of: path) }
    func entries(of directory: String) throws -> [String] { try base.entries(of: directory) }

    func contents(of path: String) throws -> [UInt8]? {
        note("read", path)
        return try base.contents(of: path)
    }

    func prefix(of path: String, count: Int) throws -> [UInt8]? {
        note("read", path)
        return try base.prefix(of: path, count: count)
    }

    func write(_ bytes: [UInt8], to path: String) throws {
        note("write", path)
        if PathUtilities.absolute(path, in: currentDirectory) == failing {
            throw Diagnostic.error("cannot write '\(path)': No space left on device", at: nil)
        }
        try base.write(bytes, to: path)
    }

    func writeInPlace(_ bytes: [UInt8], to path: String) throws {
        try write(bytes, to: path)
    }

    func removeFile(_ path: String) throws {
        note("remove", path)
        try base.removeFile(path)
    }

    func projectLock(for folder: String) -> any ProjectLocking {
        LoggingLock(disk: self, folder: folder)
    }

    func note(_ verb: String, _ path: String) {
        log.append(verb + " " + PathUtilities.absolute(path, in: currentDirectory))
    }
}

struct LoggingLock: ProjectLocking, @unchecked Sendable {
    let disk: LoggingDisk
    let folder: String

    func withExclusiveLock<T>(_ body: () throws -> T) throws -> T {
        disk.note("lock", folder)
        defer { disk.note("unlock", folder) }
        return try body()
    }
}
