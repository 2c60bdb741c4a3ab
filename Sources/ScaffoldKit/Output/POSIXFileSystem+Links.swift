#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// What is at a path without following it, and where a path really leads.
extension POSIXFileSystem {
    public func status(of path: String) -> FileStatus? {
        var info = stat()
        guard !POSIXError.hasNUL(path), lstat(path, &info) == 0 else { return nil }
        return FileStatus(kind: POSIXError.kind(info.st_mode), size: Int(info.st_size))
    }

    /// `realpath` of the longest part of `path` that exists, with the rest appended; a dangling link is followed by
    /// hand. A folder that may not be looked into (no permission) ends the resolution there.
    public func resolvedPath(_ path: String) throws -> String {
        try POSIXError.checkPath(path)
        var pending = PathUtilities.absolute(path, in: currentDirectory)
        var rest: [String] = []
        var hops = 0
        while true {
            if let real = realPath(pending) {
                return rest.reversed().reduce(real) { PathUtilities.join($0, $1) }
            }
            let code = errno
            switch code {
            case ENOENT, ENOTDIR:
                if let target = linkTarget(pending) {
                    hops += 1
                    if hops > 40 { throw POSIXError.diagnostic("resolve", path, code: ELOOP) }
                    pending = PathUtilities.absolute(target, in: PathUtilities.parent(of: pending))
                    continue
                }
                if pending == "/" { return PathUtilities.absolute(path, in: currentDirectory) }
                rest.append(PathUtilities.lastComponent(of: pending))
                pending = PathUtilities.parent(of: pending)
            case EACCES:
                return rest.reversed().reduce(pending) { PathUtilities.join($0, $1) }
            default:
                throw POSIXError.diagnostic("resolve", path, code: code)
            }
        }
    }

    private func realPath(_ path: String) -> String? {
        guard let resolved = realpath(path, nil) else { return nil }
        defer { free(resolved) }
        return String(cString: resolved)
    }

    /// The target of the symbolic link at `path`, or nil when `path` is not one.
    private func linkTarget(_ path: String) -> String? {
        var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
        let count = readlink(path, &buffer, buffer.count - 1)
        guard count > 0 else { return nil }
        return String(decoding: buffer[0..<count].map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }
}
