/// A file system that answers from `base` and notes every question and answer (`FileObservation`), so a run
/// can be recorded (`RunRecord`). Several threads may ask at once (the leaf audit runs beside rendering).
///
/// Writes pass through but make the recording `unreliable`: a record describes a run that changed nothing.
final class RecordingFileSystem: FileSystem, @unchecked Sendable {
    let base: any FileSystem
    private let lock = ThreadLock()
    private var seen: Set<FileObservation> = []
    private var ordered: [FileObservation] = []
    private var failed = false

    init(base: any FileSystem) {
        self.base = base
    }

    /// What was asked, in the order first asked; nil when a question threw or the run wrote something.
    var observations: [FileObservation]? {
        lock.withLock { failed ? nil : ordered }
    }

    func contents(of path: String) throws -> [UInt8]? {
        try noting(.contents, path) { try base.contents(of: path) }
    }

    func prefix(of path: String, count: Int) throws -> [UInt8]? {
        try noting(.prefix, path, count: count) { try base.prefix(of: path, count: count) }
    }

    func isDirectory(_ path: String) -> Bool {
        let answer = base.isDirectory(path)
        note(FileObservation(question: .isDirectory, path: path, answer: answer ? 1 : 0))
        return answer
    }

    func fileExists(_ path: String) -> Bool {
        let answer = base.fileExists(path)
        note(FileObservation(question: .fileExists, path: path, answer: answer ? 1 : 0))
        return answer
    }

    func entries(of directory: String) throws -> [String] {
        do {
            let names = try base.entries(of: directory)
            note(FileObservation(question: .entries, path: directory, answer: FileObservation.hash(names: names)))
            return names
        } catch {
            lock.withLock { failed = true }
            throw error
        }
    }

    var currentDirectory: String {
        let path = base.currentDirectory
        note(FileObservation(question: .currentDirectory, path: path, answer: ContentHash.of(path)))
        return path
    }

    func write(_ bytes: [UInt8], to path: String) throws {
        lock.withLock { failed = true }
        try base.write(bytes, to: path)
    }

    func removeFile(_ path: String) throws {
        lock.withLock { failed = true }
        try base.removeFile(path)
    }

    func projectLock(for folder: String) -> any ProjectLocking {
        base.projectLock(for: folder)
    }

    private func noting(_ question: FileObservation.Question, _ path: String, count: Int = 0,
                        _ read: () throws -> [UInt8]?) throws -> [UInt8]? {
        do {
            let bytes = try read()
            note(FileObservation(question: question, path: path, count: count, answer: bytes.map(ContentHash.of)))
            return bytes
        } catch {
            lock.withLock { failed = true }
            throw error
        }
    }

    private func note(_ observation: FileObservation) {
        lock.withLock {
            if seen.insert(observation).inserted { ordered.append(observation) }
        }
    }
}
