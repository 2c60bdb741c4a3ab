/// A journal is read from the project folder, which may come from a cloned repository: before anything is undone,
/// every path it names must be one scaffold could have written there (relative, normal, no control character, not
/// the journal itself), lie inside the project once links are resolved, and hold a file or nothing. Otherwise
/// nothing is undone and the run stops, located at the journal, which is kept for the user to look at.
extension Journal {
    /// Throws the first entry that fails those checks.
    func checkEntries(root: String, journalPath: String, fileSystem: some FileSystem) throws {
        var boundary = try ProjectBoundary(root: root, fileSystem: fileSystem)
        for entry in entries {
            if let problem = try problem(with: entry.path, root: root, boundary: &boundary, fileSystem: fileSystem) {
                throw Diagnostic.error("'\(journalPath)' names '\(PathText.visible(entry.path))', \(problem): it is "
                    + "not a journal scaffold wrote for this project, and nothing was undone; check your files, then "
                    + "delete it", at: SourceLocation(file: journalPath, line: 1, column: 1))
            }
        }
    }

    private func problem(with path: String, root: String, boundary: inout ProjectBoundary,
                         fileSystem: some FileSystem) throws -> String? {
        if let (character, _) = PathText.problem(in: path) { return "a path holding a \(character)" }
        if path.hasPrefix("/") || !PathUtilities.isNormal(path) {
            return "which is not a plain path relative to the project folder"
        }
        if path == Journal.fileName { return "the journal itself" }
        if let outside = try boundary.outside(path) {
            return "which lies outside the project folder (it leads to '\(outside.resolved)')"
        }
        guard let kind = fileSystem.status(of: PathUtilities.join(root, path))?.kind,
              kind != .file, kind != .link else { return nil }
        return "which is \(FileStatus.describe(kind)), not a file"
    }
}
