import Foundation
@testable import ScaffoldKit

/// An in-memory disk that logs every write and removal and, from a chosen operation on, fails: once (a full disk
/// that frees up) or for good (the process as good as dead: nothing it does after that reaches the disk).
final class FailingFileSystem: FileSystem, @unchecked Sendable {
    let base: InMemoryFileSystem
    /// The operation (counted from 1, writes and removals) that fails first.
    let failingOperation: Int
    /// Whether every operation after the failing one fails too.
    let staysBroken: Bool
    private let lock = NSLock()
    private var operations: [String] = []

    init(base: InMemoryFileSystem, failingOperation: Int, staysBroken: Bool = false) {
        self.base = base
        self.failingOperation = failingOperation
        self.staysBroken = staysBroken
    }

    /// `write PATH` and `remove PATH`, in order, the failed ones included.
    var log: [String] { lock.withLock { operations } }

    func contents(of path: String) throws -> [UInt8]? { try base.contents(of: path) }
    func isDirectory(_ path: String) -> Bool { base.isDirectory(path) }
    func fileExists(_ path: String) -> Bool { base.fileExists(path) }
    func status(of path: String) -> FileStatus? { base.status(of: path) }
    func entries(of directory: String) throws -> [String] { try base.entries(of: directory) }
    var currentDirectory: String { base.currentDirectory }

    func write(_ bytes: [UInt8], to path: String) throws {
        try operation("write", path)
        try base.write(bytes, to: path)
    }

    func writeInPlace(_ bytes: [UInt8], to path: String) throws {
        try operation("write", path)
        try base.writeInPlace(bytes, to: path)
    }

    func removeFile(_ path: String) throws {
        try operation("remove", path)
        try base.removeFile(path)
    }

    private func operation(_ name: String, _ path: String) throws {
        let number = lock.withLock {
            operations.append("\(name) \(path)")
            return operations.count
        }
        if number == failingOperation || (staysBroken && number > failingOperation) {
            throw Diagnostic.error("cannot \(name) '\(path)': No space left on device", at: nil)
        }
    }
}

/// A disk that fills up in the middle of an in-place write: the first write of a chosen path gets half its bytes, then
/// an error (what the truncation freed is there again for the old bytes).
final class FullDiskFileSystem: FileSystem, @unchecked Sendable {
    let base: InMemoryFileSystem
    private(set) var fullAt: Set<String>

    init(base: InMemoryFileSystem, fullAt: Set<String>) {
        self.base = base
        self.fullAt = fullAt
    }

    func contents(of path: String) throws -> [UInt8]? { try base.contents(of: path) }
    func isDirectory(_ path: String) -> Bool { base.isDirectory(path) }
    func fileExists(_ path: String) -> Bool { base.fileExists(path) }
    func entries(of directory: String) throws -> [String] { try base.entries(of: directory) }
    func write(_ bytes: [UInt8], to path: String) throws { try base.write(bytes, to: path) }
    func removeFile(_ path: String) throws { try base.removeFile(path) }
    var currentDirectory: String { base.currentDirectory }

    func writeInPlace(_ bytes: [UInt8], to path: String) throws {
        guard fullAt.remove(path) != nil else { return try base.writeInPlace(bytes, to: path) }
        try base.writeInPlace(Array(bytes.prefix(bytes.count / 2)), to: path)
        throw Diagnostic.error("cannot write '\(path)': No space left on device", at: nil)
    }
}
