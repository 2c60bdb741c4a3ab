/// What a `generate` that changed nothing saw and reported, so that the next `generate` can tell in a few
/// reads that it would see the same and change nothing again, and give the same report without planning or
/// rendering (`RunRecordStore`). Anything else — another binary, another option, one byte of any file the run
/// read, one name more in a folder it listed — and the run is done in full.
struct RunRecord: Equatable, Sendable {
    /// The `scaffold` binary that made the record (`ExecutableIdentity`): a new build may generate differently.
    var executable: String
    /// The run's options that change what it reads or renders (`--templates`), and the manifest's path.
    var options: String
    /// Every question the run asked the file system, the manifest first.
    var observations: [FileObservation]
    /// The report: generated files found up to date, user files kept.
    var unchanged: [String]
    var skipped: [String]

    static let header = "scaffold run record 1"

    /// The report the recorded run gave, for a run in `mode`.
    func report(mode: WriteMode) -> WriteReport {
        var report = WriteReport(mode: mode)
        report.unchanged = unchanged
        report.skipped = skipped
        return report
    }

    /// Whether every recorded question gets the same answer from `fileSystem` now.
    func holds(in fileSystem: any FileSystem) -> Bool {
        observations.allSatisfy { $0.holds(in: fileSystem) }
    }

    // MARK: - Text form

    /// One line per field; paths come last on their line, so a path with a newline cannot be recorded (nil).
    var text: String? {
        var lines = [Self.header, "executable \(executable)", "options \(options)"]
        for observation in observations {
            let answer = observation.answer.map { String($0, radix: 16) } ?? "-"
            lines.append("\(observation.question.rawValue) \(answer) \(observation.count) \(observation.path)")
        }
        lines += unchanged.map { "unchanged \($0)" }
        lines += skipped.map { "skipped \($0)" }
        let all = ([executable, options] + observations.map(\.path) + unchanged + skipped)
        guard !all.contains(where: { $0.contains("\n") || $0.contains("\r") }) else { return nil }
        return lines.joined(separator: "\n") + "\n"
    }

    /// The record in `text`, or nil when it is not one (another version's, cut short, edited by hand).
    init?(text: String) {
        self.init(bytes: Array(text.utf8))
    }

    /// The record in the UTF-8 `bytes` of its text form. Read as bytes: splitting a `String` into lines goes
    /// `Character` by `Character`, which cost more than the rest of a no-op run.
    init?(bytes: [UInt8]) {
        var lines = Self.lines(of: bytes)
        guard lines.last?.isEmpty == true, lines.first.map(Self.text) == Self.header else { return nil }
        lines.removeLast()
        guard lines.count >= 3, let executable = Self.value(lines[1], "executable"),
              let options = Self.value(lines[2], "options") else { return nil }
        self.executable = executable
        self.options = options
        observations = []
        unchanged = []
        skipped = []
        observations.reserveCapacity(lines.count)
        for line in lines.dropFirst(3) {
            if let observation = Self.observation(line) {
                observations.append(observation)
            } else if let path = Self.value(line, "unchanged") {
                unchanged.append(path)
            } else if let path = Self.value(line, "skipped") {
                skipped.append(path)
            } else {
                return nil
            }
        }
    }

    init(executable: String, options: String, observations: [FileObservation], unchanged: [String],
         skipped: [String]) {
        self.executable = executable
        self.options = options
        self.observations = observations
        self.unchanged = unchanged
        self.skipped = skipped
    }

    private static func lines(of bytes: [UInt8]) -> [ArraySlice<UInt8>] {
        bytes.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false)
    }

    private static func text(_ bytes: ArraySlice<UInt8>) -> String {
        String(decoding: bytes, as: UTF8.self)
    }

    /// The rest of `line` after `key` and a space.
    private static func value(_ line: ArraySlice<UInt8>, _ key: StaticString) -> String? {
        let keyBytes = UnsafeBufferPointer(start: key.utf8Start, count: key.utf8CodeUnitCount)
        guard line.count > keyBytes.count, line.starts(with: keyBytes),
              line[line.startIndex + keyBytes.count] == UInt8(ascii: " ") else { return nil }
        return text(line.dropFirst(keyBytes.count + 1))
    }

    /// `C 3f2a… 0 /path/to/file` (`-` for no answer).
    private static func observation(_ line: ArraySlice<UInt8>) -> FileObservation? {
        let fields = line.split(separator: UInt8(ascii: " "), maxSplits: 3, omittingEmptySubsequences: false)
        guard fields.count == 4, fields[0].count == 1,
              let question = FileObservation.Question(rawValue: text(fields[0])),
              let count = Int(text(fields[2])) else { return nil }
        let answer: UInt64?
        if fields[1].elementsEqual(CollectionOfOne(UInt8(ascii: "-"))) {
            answer = nil
        } else {
            guard let value = UInt64(text(fields[1]), radix: 16) else { return nil }
            answer = value
        }
        return FileObservation(question: question, path: text(fields[3]), count: count, answer: answer)
    }
}
