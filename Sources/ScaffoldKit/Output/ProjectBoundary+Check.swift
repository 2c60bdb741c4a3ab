/// The check every write of a command's own makes (`xcfilelists`' two lists, `ProjectTransaction.save`), as the
/// writer makes it for the files it plans (`OutputWriter`): the path, links resolved, must lie inside the project.
enum ProjectPathCheck {
    /// Throws, naming `action` and where `path` really leads, when `path` (absolute, or relative to the working
    /// folder) lies outside `root`.
    static func requireInside(_ path: String, root: String, action: String, fileSystem: some FileSystem) throws {
        var boundary = try ProjectBoundary(root: root, fileSystem: fileSystem)
        let absolute = PathUtilities.absolute(path, in: fileSystem.currentDirectory)
        if let outside = try boundary.outside(absolute) {
            throw boundary.error(action, absolute, outside)
        }
    }
}
