/// The project folder as the disk resolves it: whether a path, symbolic links and all, really lies inside.
///
/// A path is inside when its resolved form lies in the project folder's resolved form (or, where a folder on the way
/// cannot be resolved, its written form). Each folder is resolved once per boundary: a plan of a thousand files in
/// three folders resolves three folders, and looks at each file with one `lstat` (a link is resolved too).
struct ProjectBoundary {
    /// The project folder, absolute, as given.
    let root: String
    /// The project folder with its links resolved.
    let realRoot: String
    private let fileSystem: any FileSystem
    /// Resolved folders (absolute, as written) and whether they lie inside.
    private var folders: [PathKey: Outside?] = [:]
    /// The same, by the text of a normal relative path's folder: a file in a folder resolved already is decided
    /// without building its absolute path.
    private var relativeFolders: [PathKey: Outside?] = [:]
    /// The relative folders decided last, and their answers, the latest first: a plan's files come from a few
    /// folders at a time (a leaf, its test, the next leaf…), so most of them are decided by comparing their folder's
    /// bytes with these, nothing hashed or allocated.
    private var recentRelative: [(folder: PathKey, found: Outside?)] = []
    private static let recentLimit = 4

    /// A path compared by its bytes, as the file system compares names: two spellings `String` finds equal (a
    /// precomposed "é" and an "e" with a combining accent) are two folders, one of which may be a link out.
    private struct PathKey: Hashable {
        let bytes: [UInt8]

        init(_ path: some StringProtocol) {
            bytes = Array(path.utf8)
        }

        /// Whether `path`'s bytes are these, compared in one go.
        func holds(_ path: Substring) -> Bool {
            path.utf8.count == bytes.count
                && path.utf8.withContiguousStorageIfAvailable { ByteComparison.equal($0, bytes) } ?? false
        }
    }

    /// Where a path really leads, when that is outside the project.
    struct Outside: Equatable {
        var resolved: String
    }

    init(root: String, fileSystem: any FileSystem) throws {
        self.root = PathUtilities.absolute(root, in: fileSystem.currentDirectory)
        self.fileSystem = fileSystem
        realRoot = try fileSystem.resolvedPath(self.root)
    }

    /// Nil when `path` (relative to the root, or absolute) lies inside the project, links resolved; else where it
    /// really leads. Throws on a link loop.
    /// - Parameter status: what is at `path`, when the caller has looked already.
    mutating func outside(_ path: String, status: FileStatus?? = nil) throws -> Outside? {
        // A normal relative path has no `..`: it lies below the root, in the folder its text names. One in a
        // folder resolved already, and no link (its status looked up by the caller), is decided by that text.
        let relativeFolder = PathUtilities.isNormal(path) ? Self.folderText(ofRelative: path) : nil
        if let relativeFolder, case .some(let known) = status, known?.kind != .link {
            if let recent = recentRelative.first(where: { $0.folder.holds(relativeFolder) }) {
                return recent.found.map { outsideName($0, PathUtilities.join(root, path)) }
            }
            let key = PathKey(relativeFolder)
            if let found = relativeFolders[key] {
                remember(key, found)
                return found.map { outsideName($0, PathUtilities.join(root, path)) }
            }
        }
        let absolute = PathUtilities.absolute(path, in: root)
        guard isBelowRoot(absolute) || PathUtilities.isInside(absolute, folder: root) else {
            return Outside(resolved: absolute)
        }
        if (status ?? fileSystem.status(of: absolute))?.kind == .link {
            return try check(fileSystem.resolvedPath(absolute))
        }
        let folder = PathUtilities.parent(of: absolute)
        if absolute.utf8.elementsEqual(root.utf8) || folder.utf8.elementsEqual(root.utf8) { return nil }
        let found: Outside?
        if let known = folders[PathKey(folder)] {
            found = known
        } else {
            found = try check(fileSystem.resolvedPath(folder))
            folders[PathKey(folder)] = .some(found)
        }
        if let relativeFolder {
            let key = PathKey(relativeFolder)
            relativeFolders[key] = .some(found)
            remember(key, found)
        }
        return found.map { outsideName($0, absolute) }
    }

    private mutating func remember(_ folder: PathKey, _ found: Outside?) {
        if recentRelative.count == Self.recentLimit { recentRelative.removeLast() }
        recentRelative.insert((folder, found), at: 0)
    }

    /// The text before the last `/` of `path` when it is relative and holds one, else nil (`path` normalised: its
    /// folder is the root's subfolder of that name).
    private static func folderText(ofRelative path: String) -> Substring? {
        guard !path.hasPrefix("/"), let slash = PathUtilities.lastSlash(in: path) else { return nil }
        return path[..<slash]
    }

    /// Whether `absolute` (normalised) starts with the root's bytes and a `/`: it lies below the root without
    /// anything allocated. False says nothing (`PathUtilities.isInside` decides then).
    private func isBelowRoot(_ absolute: String) -> Bool {
        let path = absolute.utf8, folder = root.utf8
        guard path.count > folder.count, folder.last != UInt8(ascii: "/") else { return false }
        return path[path.index(path.startIndex, offsetBy: folder.count)] == UInt8(ascii: "/")
            && path.starts(with: folder)
    }

    /// The error for a path that leads outside, located at it when something is there, with what it leads to.
    func error(_ action: String, _ path: String, _ outside: Outside) -> Diagnostic {
        let absolute = PathUtilities.absolute(path, in: root)
        let through = outside.resolved == absolute ? "" : " (it leads to '\(outside.resolved)' through a symbolic link)"
        return .error("refusing to \(action) '\(path)': it lies outside the project folder '\(root)'\(through); "
            + "scaffold changes nothing outside the project",
            at: fileSystem.status(of: absolute) == nil ? nil : SourceLocation(file: absolute, line: 1, column: 1))
    }

    private func check(_ resolved: String) -> Outside? {
        PathUtilities.isInside(resolved, folder: realRoot) || PathUtilities.isInside(resolved, folder: root)
            ? nil : Outside(resolved: resolved)
    }

    private func outsideName(_ folder: Outside, _ absolute: String) -> Outside {
        Outside(resolved: PathUtilities.join(folder.resolved, PathUtilities.lastComponent(of: absolute)))
    }
}
