/// The project as it will be once a change of several files is written, read without writing it: `base` with the
/// planned files in place (nil bytes: removed). What adoption and peel-offs run the pipeline through, so that what
/// `generate --check` and the leaf audit will say afterwards is known before anything is written.
struct PlannedFiles: FileSystem {
    let base: any FileSystem
    /// Absolute, normalised path → the bytes it will hold (nil: removed).
    let planned: [String: [UInt8]?]

    init(base: any FileSystem, root: String, changes: [(path: String, bytes: [UInt8]?)]) {
        self.base = base
        var planned: [String: [UInt8]?] = [:]
        let absoluteRoot = PathUtilities.absolute(root, in: base.currentDirectory)
        for change in changes { planned[PathUtilities.absolute(change.path, in: absoluteRoot)] = .some(change.bytes) }
        self.planned = planned
    }

    private func absolute(_ path: String) -> String { PathUtilities.absolute(path, in: base.currentDirectory) }

    func contents(of path: String) throws -> [UInt8]? {
        if let entry = planned[absolute(path)] { return entry }
        return try base.contents(of: path)
    }

    func isDirectory(_ path: String) -> Bool {
        let folder = absolute(path)
        return base.isDirectory(path)
            || planned.contains { $0.value != nil && PathUtilities.parent(of: $0.key) == folder }
    }

    func fileExists(_ path: String) -> Bool {
        if let entry = planned[absolute(path)] { return entry != nil }
        return base.fileExists(path) || isDirectory(path)
    }

    /// A planned file is a file; anything else is as `base` has it (links included), or a folder planned files make.
    func status(of path: String) -> FileStatus? {
        if let entry = planned[absolute(path)] { return entry.map { FileStatus(kind: .file, size: $0.count) } }
        if let status = base.status(of: path) { return status }
        return isDirectory(path) ? FileStatus(kind: .folder, size: 0) : nil
    }

    func resolvedPath(_ path: String) throws -> String { try base.resolvedPath(path) }

    func entries(of directory: String) throws -> [String] {
        let folder = absolute(directory)
        var names = Set(try base.entries(of: directory))
        for (path, bytes) in planned where PathUtilities.parent(of: path) == folder {
            let name = PathUtilities.lastComponent(of: path)
            if bytes == nil { names.remove(name) } else { names.insert(name) }
        }
        return names.sorted()
    }

    var currentDirectory: String { base.currentDirectory }

    func write(_ bytes: [UInt8], to path: String) throws {
        throw Diagnostic.error("internal error: '\(path)' written while planning", at: nil)
    }

    func writeInPlace(_ bytes: [UInt8], to path: String) throws {
        try write(bytes, to: path)
    }

    func removeFile(_ path: String) throws {
        throw Diagnostic.error("internal error: '\(path)' removed while planning", at: nil)
    }
}
