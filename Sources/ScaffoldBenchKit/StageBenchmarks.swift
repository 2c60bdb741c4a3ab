#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import ScaffoldKit

/// The pipeline's stages measured one by one, in this process, on a synthetic project.
public struct StageBenchmarks {
    public var repetitions: Int
    public var log: (String) -> Void

    public init(repetitions: Int, log: @escaping (String) -> Void) {
        self.repetitions = repetitions
        self.log = log
    }

    /// Reader, decoder, scanner, planner, template parsing, rendering and writing of `shape`; fails when the
    /// no-op write touched the disk.
    public func run(_ shape: BenchmarkShape, into report: inout BenchmarkReport) throws {
        let section = "stage"
        let input = shape.description
        let manifestBytes = Array(InputSynthesizer.manifest(shape).utf8)
        let protocolBytes = Array(InputSynthesizer.bigProtocol(methods: shape.protocolMethods).utf8)
        let folder = try TextFile.temporaryFolder("scaffold-bench-stages", in: SyntheticProject.root)
        defer { TextFile.remove(folder) }

        log("stages: \(input)")
        report.add(section, "manifest reader (YAMLReader)", input: input, try measure(repetitions: repetitions) {
            _ = try YAMLReader.read(manifestBytes, path: "scaffold.yml")
        }, bytes: manifestBytes.count)
        var manifest: Manifest?
        report.add(section, "manifest decoder (read + decode)", input: input, try measure(repetitions: repetitions) {
            manifest = try ManifestDecoder.decode(manifestBytes, path: "scaffold.yml", directory: folder)
        }, bytes: manifestBytes.count)
        var spec: ProtocolSpec?
        report.add(section, "declaration scanner", input: "M=\(shape.protocolMethods)",
                   try measure(repetitions: repetitions) {
            spec = try SwiftDeclarationScanner.protocolSpec(named: "BigProtocol", in: protocolBytes,
                                                            path: InputSynthesizer.protocolPath)
        }, bytes: protocolBytes.count)
        guard let composite = manifest?.composites.first, let spec else { return }

        var plan: ForwardingPlan?
        report.add(section, "forwarding planner", input: input, try measure(repetitions: repetitions) {
            plan = try ForwardingPlanner.plan(composite, protocolSpec: spec, isCatalogProtocol: false)
        })
        var library: TemplateLibrary?
        report.add(section, "template parsing (built-in)", input: "\(TemplateStore.builtIn.count) files",
                   try measure(repetitions: repetitions) {
            library = try TemplateLibrary(templates: TemplateStore.builtIn)
        })
        guard let plan, let manifest, library != nil else { return }
        // The pipeline users get (plan, contexts, templates, render, leaf audit), on an in-memory copy of the
        // project: first with no user file, then with the files of the first run in place.
        let protocolText = String(decoding: protocolBytes, as: UTF8.self)
        let empty = GenerationPipeline(templates: TemplateStore.builtIn, fileSystem: InMemoryFileSystem(
            currentDirectory: folder, files: [InputSynthesizer.protocolPath: protocolText]))
        var files: [GeneratedFile] = []
        report.add(section, "pipeline in memory, first run (all files)", input: input,
                   try measure(repetitions: repetitions) {
            var timings = PhaseTimings()
            files = try empty.run(manifest, timings: &timings).files
        }, bytes: files.reduce(0) { $0 + $1.bytes.count })
        var existing = [InputSynthesizer.protocolPath: protocolText]
        for file in files { existing[file.path] = file.contents }
        let rerun = GenerationPipeline(templates: TemplateStore.builtIn,
                                       fileSystem: InMemoryFileSystem(currentDirectory: folder, files: existing))
        report.add(section, "pipeline in memory, rerun (user files exist)", input: input,
                   try measure(repetitions: repetitions) {
            var timings = PhaseTimings()
            _ = try rerun.run(manifest, timings: &timings)
        })
        try measureWriting(files, plan: plan, input: input, into: &report)
    }

    /// Writing to a new folder, then again with nothing to change; the writes are counted from the outside
    /// (`FileTreeSnapshot`), after the timed runs.
    private func measureWriting(_ files: [GeneratedFile], plan: ForwardingPlan, input: String,
                                into report: inout BenchmarkReport) throws {
        let swept = [plan.composite.paths.generated.value, plan.composite.paths.tests.value]
        let writer = OutputWriter(fileSystem: POSIXFileSystem())
        var folders: [String] = []
        defer { folders.forEach(TextFile.remove) }
        let first = try measure(repetitions: repetitions, prepare: { () throws -> String in
            folders.append(try TextFile.temporaryFolder("scaffold-bench-write", in: SyntheticProject.root))
            sync()
            return folders[folders.count - 1]
        }, { folder in
            _ = try writer.write(files, root: folder, sweeping: swept)
        })
        guard let folder = folders.last else { return }
        let firstWrites = FileTreeSnapshot(of: folder).files.count
        report.add("stage", "writing, first run (OutputWriter)", input: input, first,
                   bytes: files.reduce(0) { $0 + $1.bytes.count }, writes: firstWrites)

        // The rerun writes where the user files now are: what the first run's generator saw (nothing there,
        // `GeneratedFile.foundAbsent`) no longer holds, so they are looked at, as a real rerun's would be.
        let rerun = files.map { file in
            var file = file
            file.foundAbsent = false
            return file
        }
        let noOp = try measure(repetitions: repetitions) {
            _ = try writer.write(rerun, root: folder, sweeping: swept)
        }
        let before = FileTreeSnapshot(of: folder)
        _ = try writer.write(rerun, root: folder, sweeping: swept)
        report.add("stage", "writing, no-op rerun (OutputWriter)", input: input, noOp,
                   writes: before.writes(until: FileTreeSnapshot(of: folder)))
    }
}
