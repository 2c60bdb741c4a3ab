#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A file system that can write a batch in two phases, so the batch lands all together or not at all.
///
/// Phase one does everything that can run out of disk or permission: a changed file is written to a temporary
/// file beside it, and a new file is written straight at its path (nothing is there to replace). If any of that
/// fails, every temporary and every new file is removed again. Phase two renames the temporaries into place.
/// The folders must exist before either phase (`createDirectories`).
protocol StagingFileSystem: FileSystem {
    /// `mkdir -p` for each of `paths`, looking each folder up at most once.
    func createDirectories(_ paths: [String]) throws
    /// Writes `bytes` to a new temporary file in `path`'s folder (which must exist) and returns its path.
    /// The temporary keeps the permissions of the file at `path`.
    func stage(_ bytes: [UInt8], for path: String) throws -> String
    /// Renames a staged file over `path`.
    func commit(staged: String, to path: String) throws
    /// Writes a file that must not exist yet straight at `path`, in a folder that exists. Never replaces anything:
    /// fails, naming `path`, when anything is there already (it appeared since the plan was made).
    func createNew(_ bytes: [UInt8], at path: String) throws
    /// Removes a file the batch wrote and will not keep: a staged temporary, or a file made by `createNew`.
    func discard(_ path: String)
}

extension POSIXFileSystem: StagingFileSystem {
    public func stage(_ bytes: [UInt8], for path: String) throws -> String {
        try writeTemporary(bytes, beside: path)
    }

    public func commit(staged: String, to path: String) throws {
        guard rename(staged, path) == 0 else {
            let code = errno
            unlink(staged)
            throw POSIXError.diagnostic("write", path, code: code)
        }
    }

    public func createNew(_ bytes: [UInt8], at path: String) throws {
        let descriptor = open(path, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o666)
        if descriptor < 0 {
            if errno == EEXIST {
                throw Diagnostic.error(
                    "cannot create '\(path)': something was created there while scaffold ran; run it again", at: nil)
            }
            throw POSIXError.diagnostic("create", path)
        }
        do {
            try writeAll(bytes, to: descriptor, path: path)
        } catch {
            close(descriptor)
            unlink(path)
            throw error
        }
        if close(descriptor) != 0 {
            let code = errno
            unlink(path)
            throw POSIXError.diagnostic("write", path, code: code)
        }
    }

    public func discard(_ path: String) {
        unlink(path)
    }
}
