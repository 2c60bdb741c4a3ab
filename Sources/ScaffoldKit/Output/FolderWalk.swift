/// The files below a folder, for the readers that walk one (template overrides, a module's Swift files).
///
/// Each real folder is entered once, known by its resolved path: links to `.`, or to each other, cannot make the
/// walk loop or multiply. A symbolic link is followed only when it leads inside `boundary` (when there is one);
/// one that leads out is skipped or refused (`LinksOut`). Hidden entries (`.git`, `.build`) are skipped.
public struct FolderWalk<FS: FileSystem> {
    /// What to do with a link that leads outside the boundary.
    public enum LinksOut: Sendable {
        /// Leave it out of the walk.
        case skip
        /// Fail, naming the link and where it leads; a link to nothing fails too.
        case refuse
    }

    public let fileSystem: FS
    /// The folder no link may lead out of, absolute; nil: links may lead anywhere.
    public let boundary: String?
    public let linksOut: LinksOut
    /// How deep the walk goes below its folder.
    public var depthLimit = 32
    /// Whether a folder that cannot be listed (no permission) is taken as empty instead of an error.
    public var skipsUnlistableFolders = false

    public init(fileSystem: FS, boundary: String?, linksOut: LinksOut) {
        self.fileSystem = fileSystem
        self.boundary = boundary.map { PathUtilities.absolute($0, in: fileSystem.currentDirectory) }
        self.linksOut = linksOut
    }

    /// The paths, relative to `folder` and sorted, of everything below it that is not a folder (a FIFO there is
    /// listed, so that reading it reports it). `skipping` names folders (relative) not to enter.
    public func files(under folder: String, skipping: (String) -> Bool = { _ in false }) throws -> [String] {
        let root = PathUtilities.absolute(folder, in: fileSystem.currentDirectory)
        let realBoundary = try boundary.map { try fileSystem.resolvedPath($0) }
        let realRoot = try fileSystem.resolvedPath(root)
        if let realBoundary, !PathUtilities.isInside(realRoot, folder: realBoundary) {
            if linksOut == .skip { return [] }
            throw Diagnostic.error("'\(root)' leads to '\(realRoot)', outside the project folder '\(boundary ?? "")'; "
                + "scaffold reads only inside the project", at: nil)
        }
        var visited: Set<String> = [realRoot]
        var files: [String] = []
        var pending = [(relative: "", real: realRoot, depth: 0)]
        while let (relative, real, depth) = pending.popLast() {
            for name in try entries(of: relative.isEmpty ? root : PathUtilities.join(root, relative))
            where !name.hasPrefix(".") {
                let path = relative.isEmpty ? name : relative + "/" + name
                let absolute = PathUtilities.join(root, path)
                guard var status = fileSystem.status(of: absolute) else { continue }
                var target = PathUtilities.join(real, name)
                if status.kind == .link {
                    guard let resolved = try resolve(absolute) else { continue }
                    target = resolved
                    if let realBoundary, !PathUtilities.isInside(target, folder: realBoundary) {
                        if linksOut == .skip { continue }
                        throw Diagnostic.error("'\(absolute)' is a symbolic link to '\(target)', outside the project "
                            + "folder '\(boundary ?? realBoundary)'; scaffold reads only inside the project",
                            at: SourceLocation(file: absolute, line: 1, column: 1))
                    }
                    guard let linked = fileSystem.status(of: target) else {
                        // A link to nothing: the walk that refuses links out (template overrides) says so.
                        if linksOut == .skip { continue }
                        throw Diagnostic.error("'\(absolute)' is a symbolic link to '\(target)', which does not exist",
                                               at: SourceLocation(file: absolute, line: 1, column: 1))
                    }
                    status = linked
                }
                if status.kind != .folder {
                    files.append(path)
                } else if depth < depthLimit, !skipping(path), visited.insert(target).inserted {
                    pending.append((path, target, depth + 1))
                }
            }
        }
        return files.sorted()
    }

    private func entries(of folder: String) throws -> [String] {
        guard skipsUnlistableFolders else { return try fileSystem.entries(of: folder) }
        return (try? fileSystem.entries(of: folder)) ?? []
    }

    /// Where the link at `path` leads; a loop is an error, or skipped (nil) with `LinksOut.skip`.
    private func resolve(_ path: String) throws -> String? {
        do {
            return try fileSystem.resolvedPath(path)
        } catch where linksOut == .skip {
            return nil
        }
    }
}
