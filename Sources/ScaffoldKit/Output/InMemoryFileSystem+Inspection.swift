/// What a test reads of an `InMemoryFileSystem`: texts, write stamps and the logs of what was written and removed.
extension InMemoryFileSystem {
    /// The file's text (invalid UTF-8 replaced), or nil when it is missing.
    public func text(of path: String) -> String? {
        let path = absolute(path)
        return files[path].map { String(decoding: $0.bytes, as: UTF8.self) }
    }

    /// The stamp of the last write to `path`: it grows by one with every write, like an mtime that never ties.
    public func modificationStamp(of path: String) -> Int? {
        let path = absolute(path)
        return files[path]?.stamp
    }

    /// Absolute paths written through `write(_:to:)`, in order (the initial files are not included).
    public var writtenPaths: [String] { writeLog }

    /// Absolute paths written through `writeInPlace(_:to:)`, in order.
    public var inPlacePaths: [String] { inPlaceLog }

    /// Absolute paths removed through `removeFile(_:)`, in order.
    public var removedPaths: [String] { removalLog }

    /// Every file's absolute path, sorted.
    public var allFiles: [String] { files.keys.sorted() }

    /// Every file and its text, keyed by absolute path: compare two snapshots to prove nothing changed.
    public var snapshot: [String: String] {
        files.mapValues { String(decoding: $0.bytes, as: UTF8.self) }
    }
}
