/// `mkdir -p` for many folders in one go: remembers every folder it found or made, so a batch of files in a few
/// folders asks the disk about each folder once instead of once per file.
struct FolderCreator {
    /// True when a folder exists at the path.
    private let isDirectory: (String) -> Bool
    /// Makes one folder whose parent exists; succeeds quietly when a folder appeared there meanwhile.
    private let makeFolder: (String) throws -> Void
    /// Normalised folders known to exist.
    private var known: Set<String> = ["/", "."]
    /// The folders this creator made, each after its parent.
    private(set) var made: [String] = []

    init(isDirectory: @escaping (String) -> Bool, makeFolder: @escaping (String) throws -> Void) {
        self.isDirectory = isDirectory
        self.makeFolder = makeFolder
    }

    /// Creates `path` and every missing folder above it, looking each one up at most once per creator.
    mutating func create(_ path: String) throws {
        let path = PathUtilities.normalize(path)
        if known.contains(path) { return }
        if !isDirectory(path) {
            try create(PathUtilities.parent(of: path))
            try makeFolder(path)
            made.append(path)
        }
        known.insert(path)
    }
}
