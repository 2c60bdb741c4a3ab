#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A file system that can write a batch in two phases, so that every file of it appears whole.
///
/// Phase one does everything that can run out of disk or permission: every file, new or changed, is written to a
/// temporary file beside it (`TemporaryFiles`). If any of that fails, every temporary is removed again. Phase two
/// renames the temporaries over the changed files and links the new ones into place, each in one step: a kill
/// leaves every file old or new, and at worst a temporary the next run removes. The folders must exist before
/// either phase (`createDirectories`).
public protocol StagingFileSystem: FileSystem {
    /// `mkdir -p` for each of `paths`, looking each folder up at most once; returns the folders it made, each after
    /// its parent. When it fails, the folders it made are removed again.
    @discardableResult
    func createDirectories(_ paths: [String]) throws -> [String]
    /// Removes those of `folders` (made by `createDirectories`) that are empty, last first: a failed batch leaves
    /// no folder behind either.
    func removeEmptyFolders(_ folders: [String])
    /// Writes `bytes` to a new temporary file in `path`'s folder (which must exist) and returns its path.
    /// The temporary keeps the permissions of the file at `path`.
    func stage(_ bytes: [UInt8], for path: String) throws -> String
    /// `stage` for a path where the plan found nothing: there are no permissions to keep, so none are looked up.
    func stageNew(_ bytes: [UInt8], for path: String) throws -> String
    /// Renames a staged file over `path`.
    func commit(staged: String, to path: String) throws
    /// Puts a staged file at `path`, where nothing may be: never replaces anything, and fails, naming `path`, when
    /// something is there (it appeared since the plan was made). The temporary is gone either way.
    func commitNew(staged: String, to path: String) throws
    /// Removes a staged temporary the batch will not use.
    func discard(_ path: String)
}

extension StagingFileSystem {
    public var staging: (any StagingFileSystem)? { self }

    public func stageNew(_ bytes: [UInt8], for path: String) throws -> String {
        try stage(bytes, for: path)
    }
}

extension POSIXFileSystem: StagingFileSystem {
    public func stage(_ bytes: [UInt8], for path: String) throws -> String {
        try POSIXError.checkPath(path)
        return try writeTemporary(bytes, beside: path)
    }

    /// A file that appeared at `path` since the plan is not replaced (`commitNew` refuses it), so its permissions
    /// do not matter: one `stat` fewer for each new file.
    public func stageNew(_ bytes: [UInt8], for path: String) throws -> String {
        try POSIXError.checkPath(path)
        return try writeTemporary(bytes, beside: path, keepingMode: false)
    }

    public func commit(staged: String, to path: String) throws {
        guard rename(staged, path) == 0 else {
            let code = errno
            unlink(staged)
            throw POSIXError.diagnostic("write", path, code: code)
        }
    }

    /// `link` then `unlink` of the temporary (`link` never replaces a file); where the file system has no hard
    /// links, a `rename` after checking that nothing is there.
    public func commitNew(staged: String, to path: String) throws {
        defer { unlink(staged) }
        if link(staged, path) == 0 { return }
        let code = errno
        var info = stat()
        if code == EEXIST || lstat(path, &info) == 0 {
            throw Diagnostic.error(
                "cannot create '\(path)': something was created there while scaffold ran; run it again",
                at: SourceLocation(file: path, line: 1, column: 1))
        }
        guard [EPERM, ENOTSUP, EOPNOTSUPP, EMLINK, EXDEV].contains(code) else {
            throw POSIXError.diagnostic("create", path, code: code)
        }
        if rename(staged, path) != 0 { throw POSIXError.diagnostic("create", path) }
    }

    public func discard(_ path: String) {
        unlink(path)
    }

    /// Writes `bytes` to a new, uniquely named file in `path`'s folder and returns its path.
    /// The file keeps the permissions of the file it will replace.
    func writeTemporary(_ bytes: [UInt8], beside path: String, keepingMode: Bool = true) throws -> String {
        // Split at the last `/` as written, not normalized: whatever the folder's spelling, the temporary lands in
        // the folder the file is linked or renamed into (a write does this for every file of a run).
        let slash = PathUtilities.lastSlash(in: path)
        let folder = slash.map { String(path[..<$0]) } ?? "."
        let fileName = slash.map { path[path.utf8.index(after: $0)...] } ?? path[...]
        // The name's start only: a temporary of a name near the file system's limit must still fit.
        var name = fileName
        if fileName.utf8.count > 64 {
            var start = ""
            for scalar in fileName.unicodeScalars {
                if start.utf8.count + UTF8.width(scalar) > 64 { break }
                start.unicodeScalars.append(scalar)
            }
            name = start[...]
        }
        var existing = stat()
        let keptMode = keepingMode && stat(path, &existing) == 0 ? existing.st_mode & 0o7777 : nil
        var attempt = 0
        while true {
            let temporary = TemporaryFiles.nextPath(in: folder, for: name)
            let descriptor = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o666)
            if descriptor < 0 {
                attempt += 1
                if errno == EEXIST && attempt < 100 { continue }
                throw POSIXError.diagnostic("write", path)
            }
            do {
                if let keptMode { fchmod(descriptor, keptMode) }
                try writeAll(bytes, to: descriptor, path: path)
            } catch {
                close(descriptor)
                unlink(temporary)
                throw error
            }
            // Some file systems (NFS) report a failed write only when the file is closed.
            if close(descriptor) != 0 {
                let code = errno
                unlink(temporary)
                throw POSIXError.diagnostic("write", path, code: code)
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
