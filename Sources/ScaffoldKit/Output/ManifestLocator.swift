/// Finds the manifest when the user does not name one.
public enum ManifestLocator {
    public static let defaultName = "scaffold.yml"

    /// The absolute path of `name` in `directory` or the nearest folder above it that has one, else nil.
    public static func find(
        named name: String = defaultName,
        from directory: String,
        in fileSystem: some FileSystem
    ) -> String? {
        var folder = PathUtilities.absolute(directory, in: fileSystem.currentDirectory)
        while true {
            let candidate = PathUtilities.join(folder, name)
            if fileSystem.fileExists(candidate) && !fileSystem.isDirectory(candidate) { return candidate }
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
            guard fileSystem.fileExists(path) else {
                throw Diagnostic.error("manifest '\(explicit)' does not exist", at: nil)
            }
            guard !fileSystem.isDirectory(path) else {
                throw Diagnostic.error("manifest '\(explicit)' is a folder, not a file", at: nil)
            }
            return path
        }
        guard let found = find(from: cwd, in: fileSystem) else {
            throw Diagnostic.error(
                "no \(defaultName) in '\(cwd)' or any folder above it; run 'scaffold init' or pass --manifest PATH",
                at: nil)
        }
        return found
    }
}
