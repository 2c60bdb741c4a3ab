#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// What a series of process runs measured.
public struct ProcessSeries: Sendable {
    public var samples: Samples
    /// The largest peak resident memory of any measured run, in bytes.
    public var peakMemory: Int
    /// The most files one measured run created, changed or removed.
    public var writes: Int
    /// For runs with `--verbose`: the `write` phase the process reported of itself (`scaffold: timings:`).
    public var writePhase: Samples? = nil
}

/// Whole processes: the hello baselines and `scaffold generate`, first run and no-op rerun.
public struct ProcessBenchmarks {
    public var scaffold: String
    public var log: (String) -> Void

    public init(scaffold: String, log: @escaping (String) -> Void) {
        self.scaffold = scaffold
        self.log = log
    }

    /// `executable arguments` run `repetitions` times in a folder `prepare` makes, after one untimed run.
    /// Every file below the folder is stamped before and after each run, to count what the run wrote.
    public func series(_ executable: String, _ arguments: [String], repetitions: Int,
                       prepare: () throws -> String) throws -> ProcessSeries {
        var seconds: [Double] = []
        var writePhase: [Double] = []
        var peak = 0
        var writes = 0
        let log = arguments.contains("--verbose") ? try TextFile.temporaryFolder("scaffold-bench-log") : nil
        defer { log.map(TextFile.remove) }
        for round in 0..<(repetitions + 1) {
            let folder = try prepare()
            let before = FileTreeSnapshot(of: folder)
            let output = log.map { $0 + "/output.txt" }
            let result = try ChildProcess.run(executable, arguments, in: folder, output: output)
            if result.status != 0 {
                try ChildProcess.succeed(executable, arguments, in: folder)  // throws with the output
            }
            let after = FileTreeSnapshot(of: folder)
            guard round > 0 else { continue }
            seconds.append(result.seconds)
            peak = max(peak, result.peakMemory)
            writes = max(writes, before.writes(until: after))
            if let output, let text = try? TextFile.read(output), let phase = Self.phase("write", in: text) {
                writePhase.append(phase)
            }
        }
        return ProcessSeries(samples: Samples(seconds), peakMemory: peak, writes: writes,
                             writePhase: writePhase.isEmpty ? nil : Samples(writePhase))
    }

    /// Seconds of phase `name` in a `scaffold: timings: read manifest 0.21 ms, …, write 1.52 ms` line.
    static func phase(_ name: String, in output: String) -> Double? {
        // stdout and stderr share the file, so the line may follow part of a line of the (buffered) report.
        let marker = "scaffold: timings: "
        guard let line = output.split(separator: "\n").last(where: { $0.contains(marker) }),
              let start = line.range(of: marker)?.upperBound else { return nil }
        for part in line[start...].split(separator: ",") {
            let words = part.split(separator: " ")
            guard words.count >= 3, words[words.count - 1] == "ms",
                  words.dropLast(2).joined(separator: " ") == name,
                  let value = Double(words[words.count - 2]) else { continue }
            return value / 1000
        }
        return nil
    }

    /// `scaffold generate` on a project of `files` (path → text): into an empty folder each time, then rerun
    /// on one generated project, where it must change nothing.
    public func generate(_ files: [String: String], firstRuns: Int, reruns: Int) throws -> GenerateSeries {
        var folders: [String] = []
        defer { folders.forEach(TextFile.remove) }
        // Earlier projects are removed only at the end, and the disk is synced before each run, so a run does
        // not pay for writing back what its set-up (or an earlier run's clean-up) left dirty.
        // `--verbose`: the process reports how long its own write phase took (and lists nothing more on a first run).
        let first = try series(scaffold, ["generate", "--no-color", "--verbose"], repetitions: firstRuns) {
            folders.append(try SyntheticProject.create(files))
            sync()
            return folders[folders.count - 1]
        }
        let folder = try SyntheticProject.create(files)
        folders.append(folder)
        try ChildProcess.succeed(scaffold, ["generate", "--no-color"], in: folder)
        let noOp = try series(scaffold, ["generate", "--no-color"], repetitions: reruns) { folder }
        return GenerateSeries(first: first, noOp: noOp)
    }
}

/// `scaffold generate` measured two ways on one project.
public struct GenerateSeries: Sendable {
    /// Into an empty folder.
    public var first: ProcessSeries
    /// Rerun on the generated project: planned, rendered and compared in full, writing nothing.
    public var noOp: ProcessSeries
}

/// A project folder holding only its inputs: `scaffold.yml` and, for a user protocol, its Swift file.
public enum SyntheticProject {
    /// The files of a project of `shape` over `BigProtocol`.
    public static func files(_ shape: BenchmarkShape) -> [String: String] {
        ["scaffold.yml": InputSynthesizer.manifest(shape),
         InputSynthesizer.protocolPath: InputSynthesizer.bigProtocol(methods: shape.protocolMethods)]
    }

    /// Where the projects `generate` runs in are made: a memory file system when the machine has one (`/dev/shm`
    /// on Linux), as the targets of issue 24 were measured, so that a first run's figure is scaffold's and not the
    /// disk's; else the system's temporary folder.
    public static let root = TextFile.memoryFolder ?? TextFile.temporaryRoot

    /// A new temporary folder below `root` with `files` written in it.
    public static func create(_ files: [String: String]) throws -> String {
        let folder = try TextFile.temporaryFolder("scaffold-bench-project", in: root)
        for (path, text) in files { try TextFile.write(text, to: folder + "/" + path) }
        return folder
    }
}
