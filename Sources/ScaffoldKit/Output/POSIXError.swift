#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Turns a failed system call into a diagnostic that names the path, the operation and the system's reason.
enum POSIXError {
    /// The text of `errno` as the C library words it, e.g. "No such file or directory"; a link loop and a name
    /// too long are said in words of their own.
    static func reason(_ code: Int32 = errno) -> String {
        switch code {
        case ELOOP: return "a symbolic link loop (or too many links) is on the way"
        case ENAMETOOLONG: return "the name is too long for the file system"
        default:
            guard let text = strerror(code) else { return "error \(code)" }
            return String(cString: text)
        }
    }

    /// `PATH:1:1: cannot ACTION 'PATH': REASON`, located at the path when something is there (an editor opens it),
    /// else naming it only.
    static func diagnostic(_ action: String, _ path: String, code: Int32 = errno) -> Diagnostic {
        var info = stat()
        let exists = !hasNUL(path) && lstat(path, &info) == 0
        return .error("cannot \(action) '\(path)': \(reason(code))",
                      at: exists ? SourceLocation(file: path, line: 1, column: 1) : nil)
    }

    /// The kind of the `stat` mode `mode`.
    static func kind(_ mode: mode_t) -> FileStatus.Kind {
        switch mode & S_IFMT {
        case S_IFREG: return .file
        case S_IFDIR: return .folder
        case S_IFLNK: return .link
        case S_IFIFO: return .fifo
        case S_IFSOCK: return .socket
        case S_IFCHR, S_IFBLK: return .device
        default: return .other
        }
    }

    /// A path the C library cannot take: a NUL byte would cut it short, so the call would act on another path.
    static func checkPath(_ path: String) throws {
        if hasNUL(path) {
            throw Diagnostic.error("the path '\(PathText.visible(path))' contains a NUL byte", at: nil)
        }
    }

    /// Whether `path` holds a NUL byte, searched in its contiguous UTF-8 by `ByteSearch.firstIndex`, many bytes at a
    /// time (every run checks thousands of paths).
    static func hasNUL(_ path: String) -> Bool {
        let found = path.utf8.withContiguousStorageIfAvailable { bytes in
            ByteSearch.firstIndex(of: 0, in: bytes, from: 0) < bytes.count
        }
        return found ?? path.utf8.contains(0)
    }
}
