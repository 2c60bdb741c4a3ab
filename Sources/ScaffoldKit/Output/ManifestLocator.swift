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
