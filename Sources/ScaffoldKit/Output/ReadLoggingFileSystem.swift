/// A file system that answers from `base`, notes every file whose bytes were read, and refuses to write: what
/// `scaffold xcfilelists` runs the pipeline through to learn a run's inputs (`Workspace`).
public final class ReadLoggingFileSystem: FileSystem {
    public let base: any FileSystem
    private var read: Set<String> = []

    public init(base: any FileSystem) {
        self.base = base
    }

    /// The absolute, normalised paths of the files read so far (files that exist), sorted.
    public var readPaths: [String] {
        read.sorted()
    }

    public func contents(of path: String) throws -> [UInt8]? {
        noting(path, try base.contents(of: path))
    }

    public func prefix(of path: String, count: Int) throws -> [UInt8]? {
        noting(path, try base.prefix(of: path, count: count))
    }

    public func isDirectory(_ path: String) -> Bool { base.isDirectory(path) }
    public func fileExists(_ path: String) -> Bool { base.fileExists(path) }
    public func status(of path: String) -> FileStatus? { base.status(of: path) }
    public func resolvedPath(_ path: String) throws -> String { try base.resolvedPath(path) }
    public func entries(of directory: String) throws -> [String] { try base.entries(of: directory) }
    public var currentDirectory: String { base.currentDirectory }

    public func write(_ bytes: [UInt8], to path: String) throws {
        throw Diagnostic.error("internal error: '\(path)' written while only reading", at: nil)
    }

    public func writeInPlace(_ bytes: [UInt8], to path: String) throws {
        try write(bytes, to: path)
    }

    public func removeFile(_ path: String) throws {
        throw Diagnostic.error("internal error: '\(path)' removed while only reading", at: nil)
    }

    private func noting(_ path: String, _ bytes: [UInt8]?) -> [UInt8]? {
        if bytes != nil {
            let absolute = PathUtilities.absolute(path, in: base.currentDirectory)
            read.insert(absolute)
        }
        return bytes
    }
}
