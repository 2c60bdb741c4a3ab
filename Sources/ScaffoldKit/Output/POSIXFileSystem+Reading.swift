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

    private func readAll(_ descriptor: Int32, path: String, sizeHint: Int, limit: Int) throws -> [UInt8] {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(sizeHint)
        var chunk = [UInt8](repeating: 0, count: max(4096, min(sizeHint + 1, 1 << 20)))
        while true {
            let wanted = min(chunk.count, limit - bytes.count)
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
}
