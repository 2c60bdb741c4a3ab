#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A file system that can write in two phases, so a batch of files lands all together or not at all:
/// every file is first written to a temporary file beside its destination (the step that can run out of disk
/// or permission), and only when all of them succeeded are they renamed into place.
public protocol StagingFileSystem: FileSystem {
    /// Writes `bytes` to a new temporary file in `path`'s folder (creating the folder) and returns its path.
    func stage(_ bytes: [UInt8], for path: String) throws -> String
    /// Renames a staged file over `path`.
    func commit(staged: String, to path: String) throws
    /// Removes a staged file that will not be committed.
    func discard(staged: String)
}

extension POSIXFileSystem: StagingFileSystem {
    public func stage(_ bytes: [UInt8], for path: String) throws -> String {
        try createDirectory(PathUtilities.parent(of: path))
        return try writeTemporary(bytes, beside: path)
    }

    public func commit(staged: String, to path: String) throws {
        guard rename(staged, path) == 0 else {
            let code = errno
            unlink(staged)
            throw POSIXError.diagnostic("write", path, code: code)
        }
        counter.record { $0.renames += 1 }
    }

    public func discard(staged: String) {
        unlink(staged)
    }
}
