/// One question a run asked the file system and the answer it got: a file's bytes (as a hash), whether
/// something is a folder or exists, a folder's names, the working folder. A run whose every question would get
/// the same answer again produces the same files, so its report can be given again without redoing it.
struct FileObservation: Hashable, Sendable {
    enum Question: String, Sendable {
        /// `contents(of:)`; the answer is the bytes' `ContentHash`, nil when there is no file.
        case contents = "C"
        /// `prefix(of:count:)`; as `contents`, of the first `count` bytes.
        case prefix = "P"
        /// `isDirectory(_:)`; 1 or 0.
        case isDirectory = "D"
        /// `fileExists(_:)`; 1 or 0.
        case fileExists = "E"
        /// `entries(of:)`; the hash of the sorted names.
        case entries = "L"
        /// `currentDirectory`; the answer is the hash of the path (also kept as the question's path, to read).
        case currentDirectory = "W"
    }

    var question: Question
    var path: String
    /// For `prefix`: how many bytes; else 0.
    var count: Int = 0
    var answer: UInt64?

    /// The answer `fileSystem` gives now; nil when asking throws (an unreadable file: the run must be redone).
    func currentAnswer(in fileSystem: any FileSystem) -> UInt64?? {
        do {
            switch question {
            case .contents: return .some(try fileSystem.contents(of: path).map(ContentHash.of))
            case .prefix: return .some(try fileSystem.prefix(of: path, count: count).map(ContentHash.of))
            case .isDirectory: return .some(fileSystem.isDirectory(path) ? 1 : 0)
            case .fileExists: return .some(fileSystem.fileExists(path) ? 1 : 0)
            case .entries: return .some(Self.hash(names: try fileSystem.entries(of: path)))
            case .currentDirectory: return .some(ContentHash.of(fileSystem.currentDirectory))
            }
        } catch {
            return nil
        }
    }

    /// Whether the file system answers as it did when the observation was made.
    func holds(in fileSystem: any FileSystem) -> Bool {
        guard let now = currentAnswer(in: fileSystem) else { return false }
        return now == answer
    }

    static func hash(names: [String]) -> UInt64 {
        ContentHash.of(names.joined(separator: "\u{0}"))
    }
}
