/// Finds the manifest when the user does not name one.
public enum ManifestLocator {
    public static let defaultName = "scaffold.yml"

    /// The absolute path of `name` in `directory` or the nearest folder above it that has one, else nil. A folder
    /// holding an interrupted run's journal (`InterruptedRun`) counts as having one: undoing that run may put it
    /// back. Something there that is not a file (a folder, a link loop) is an error saying so.
    public static func find(
        named name: String = defaultName,
        from directory: String,
        in fileSystem: some FileSystem
    ) throws -> String? {
        var folder = PathUtilities.absolute(directory, in: fileSystem.currentDirectory)
        while true {
            let candidate = PathUtilities.join(folder, name)
            if fileSystem.status(of: candidate) != nil {
                try checkIsFile(candidate, shown: candidate, in: fileSystem)
                return candidate
            }
            if InterruptedRun.isPending(in: folder, fileSystem: fileSystem) { return candidate }
            if folder == "/" { return nil }
            folder = PathUtilities.parent(of: folder)
        }
    }

    /// The folder a project's files are in, found as git finds a repository's top: the nearest folder from
    /// `directory` up that holds a `Package.swift` or an `.xcodeproj`, looking no further than a folder holding
    /// `.git` (the repository's top) or the file system's root. nil when there is none.
    public static func projectRoot(from directory: String, in fileSystem: some FileSystem)
        -> (folder: String, marker: String)?
    {
        var folder = PathUtilities.absolute(directory, in: fileSystem.currentDirectory)
        while true {
            if fileSystem.fileExists(PathUtilities.join(folder, "Package.swift")) {
                return (folder, "Package.swift")
            }
            let entries = (try? fileSystem.entries(of: folder)) ?? []
            if let project = entries.first(where: { $0.hasSuffix(".xcodeproj") }) { return (folder, project) }
            if folder == "/" || fileSystem.fileExists(PathUtilities.join(folder, ".git")) { return nil }
            folder = PathUtilities.parent(of: folder)
        }
    }

    /// The manifest to use: `explicit` (made absolute) when given, else the nearest `scaffold.yml` above the
    /// working folder. The error names what was looked for and where.
    public static func resolve(explicit: String?, in fileSystem: some FileSystem) throws -> String {
        let cwd = fileSystem.currentDirectory
        if let explicit {
            let path = PathUtilities.absolute(explicit, in: cwd)
            guard fileSystem.status(of: path) != nil else {
                let problem = FileNames.problem(path).map { "cannot be read: \($0)" } ?? "does not exist"
                throw Diagnostic.error("manifest '\(explicit)' \(problem)", at: nil)
            }
            try checkIsFile(path, shown: explicit, in: fileSystem)
            return path
        }
        guard let found = try find(from: cwd, in: fileSystem) else {
            throw Diagnostic.error(
                "no \(defaultName) in '\(cwd)' or any folder above it; run 'scaffold init' or pass --manifest PATH",
                at: nil)
        }
        return found
    }

    /// A manifest must be a file (or a link to one): a folder, a FIFO, a link loop or a link to nothing is said to be
    /// one.
    private static func checkIsFile(_ path: String, shown: String, in fileSystem: some FileSystem) throws {
        var kind = fileSystem.status(of: path)?.kind
        if kind == .link {
            let target = try fileSystem.resolvedPath(path)
            kind = fileSystem.status(of: target)?.kind
            guard kind != nil else {
                throw Diagnostic.error("manifest '\(shown)' is a symbolic link to '\(target)', which does not exist",
                                       at: SourceLocation(file: shown, line: 1, column: 1))
            }
        }
        if let kind, kind != .file {
            throw Diagnostic.error("manifest '\(shown)' is \(FileStatus.describe(kind)), not a file",
                                   at: SourceLocation(file: shown, line: 1, column: 1))
        }
    }
}
