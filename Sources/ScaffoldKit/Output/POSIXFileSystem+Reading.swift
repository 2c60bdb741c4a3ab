#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Reading: regular files only, opened without blocking (a FIFO never hangs a run), and none over
/// `FileStatus.readLimit`, refused by its size before a byte is read.
extension POSIXFileSystem {
    public func contents(of path: String) throws -> [UInt8]? {
        try readFile(path, limit: nil)
    }

    public func prefix(of path: String, count: Int) throws -> [UInt8]? {
        try readFile(path, limit: max(0, count))
    }

    /// The whole file, or its first `limit` bytes; nil when nothing is there.
    private func readFile(_ path: String, limit: Int?) throws -> [UInt8]? {
        try POSIXError.checkPath(path)
        let descriptor = open(path, O_RDONLY | O_CLOEXEC | O_NONBLOCK | O_NOCTTY)
        if descriptor < 0 {
            if errno == ENOENT || errno == ENOTDIR { return nil }
            throw notAFileError(path, action: "read")
        }
        defer { close(descriptor) }
        var info = stat()
        guard fstat(descriptor, &info) == 0 else { throw POSIXError.diagnostic("read", path) }
        let kind = POSIXError.kind(info.st_mode)
        guard kind == .file else { throw FileStatus.notAFile(kind, reading: path) }
        let size = Int(info.st_size)
        if limit == nil && size > FileStatus.readLimit { throw FileStatus.tooLarge(path, size: size) }
        // A file that grows while it is read (or says it is empty, as /proc's do) is still cut at the limit.
        let cap = limit ?? FileStatus.readLimit + 1
        let bytes = try readAll(descriptor, path: path, sizeHint: min(size, cap), limit: cap)
        if limit == nil && bytes.count > FileStatus.readLimit { throw FileStatus.tooLarge(path, size: bytes.count) }
        return bytes
    }

    /// Reads into the array's own storage (no zeroed buffer, no copy): a file whose size is known takes one
    /// buffer; one that grows while it is read (or says it is empty, as /proc's do) goes on in chunks.
    private func readAll(_ descriptor: Int32, path: String, sizeHint: Int, limit: Int) throws -> [UInt8] {
        let first = min(sizeHint + 1, limit)
        var bytes = try readUpTo(first, from: descriptor, path: path)
        guard bytes.count == first else { return bytes }
        while bytes.count < limit {
            let more = try readUpTo(min(limit - bytes.count, 1 << 20), from: descriptor, path: path)
            if more.isEmpty { break }
            bytes += more
        }
        return bytes
    }

    /// Up to `count` bytes, fewer only at the end of the file.
    private func readUpTo(_ count: Int, from descriptor: Int32, path: String) throws -> [UInt8] {
        try [UInt8](unsafeUninitializedCapacity: count) { buffer, initialized in
            initialized = 0
            while initialized < count {
                let got = read(descriptor, buffer.baseAddress! + initialized, count - initialized)
                if got < 0 {
                    if errno == EINTR { continue }
                    throw POSIXError.diagnostic("read", path)
                }
                if got == 0 { return }
                initialized += got
            }
        }
    }
}
