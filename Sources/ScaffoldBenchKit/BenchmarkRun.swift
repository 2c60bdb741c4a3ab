import Foundation
import ScaffoldKit

/// One run of the whole benchmark: baselines, `scaffold generate` processes, stages in process, throughput,
/// then the targets of issues 13 and 24 checked against what was measured.
public struct BenchmarkRun {
    public var options: BenchmarkOptions
    public var log: (String) -> Void

    public init(options: BenchmarkOptions, log: @escaping (String) -> Void) {
        self.options = options
        self.log = log
    }

    public static let typicalInput = "typical: 10 × UIApplicationDelegate"

    public func run() throws -> BenchmarkReport {
        let benchFolder = (TextFile.currentExecutable as NSString).deletingLastPathComponent
        let scaffold = options.scaffoldPath ?? benchFolder + "/scaffold"
        guard TextFile.isExecutable(scaffold) else {
            throw ChildProcessError(description: "no scaffold binary at '\(scaffold)'; build it with "
                + "'swift build -c release --product scaffold' or pass --scaffold PATH")
        }
        guard let swiftc = TextFile.which("swiftc") else {
            throw ChildProcessError(description: "swiftc is not on PATH; it compiles the hello baseline")
        }
        let baselines = try HelloBaselines.build(in: benchFolder + "/scaffold-bench-baselines", swiftc: swiftc,
                                                 log: log)
        let processes = ProcessBenchmarks(scaffold: scaffold, log: log)
        let scratch = try TextFile.temporaryFolder("scaffold-bench-hello")
        defer { TextFile.remove(scratch) }

        log("baselines")
        var hello: [String: Samples] = [:]
        for baseline in baselines {
            hello[baseline.name] = try processes.series(baseline.executable, [], repetitions: options.helloRuns) {
                scratch
            }.samples
        }
        let start = hello["hello"] ?? Samples([])
        let links = LinkedLibraries.of(scaffold)
        let isStatic = links.map { !LinkedLibraries.includesSwiftRuntime($0) } ?? false
        var report = BenchmarkReport(command: Self.command(options, staticRuntime: isStatic), machine: Self.machine(),
                                     helloMilliseconds: start.median * 1000)
        for baseline in baselines.dropFirst() {
            if let samples = hello[baseline.name] { report.add("baseline", baseline.name, input: "-", samples) }
        }
        let version = try processes.series(scaffold, ["--version"], repetitions: options.helloRuns) { scratch }
        report.add("process", "scaffold --version", input: "-", version.samples, peakMemory: version.peakMemory)

        try measureGenerate(processes, into: &report)
        try StageBenchmarks(repetitions: options.stageRuns, log: log).run(.large, into: &report)
        try ThroughputBenchmarks(repetitions: options.throughputRuns, bytes: options.throughputBytes, log: log)
            .run(into: &report)

        // The baseline again at the end, so a machine that got busier during the run does not flatter scaffold.
        let end = try processes.series(baselines[0].executable, [], repetitions: options.helloRuns) { scratch }
        let all = Samples(start.seconds + end.samples.seconds)
        report.add("baseline", "hello (start and end of run)", input: "-", all)
        report.rows.insert(report.rows.removeLast(), at: 0)
        report.rescale(helloMilliseconds: all.median * 1000)
        report.targets = TargetChecks.evaluate(report, links: links)
        return report
    }

    private func measureGenerate(_ processes: ProcessBenchmarks, into report: inout BenchmarkReport) throws {
        log("generate: \(Self.typicalInput)")
        let typical = try processes.generate(["scaffold.yml": try Self.typicalManifest()],
                                             firstRuns: options.typicalRuns, reruns: options.typicalRuns)
        add(typical, input: Self.typicalInput, into: &report)
        for shape in BenchmarkShape.growth {
            log("generate: \(shape)")
            // The targets of issue 24 are checked at N=1000: its first run gets as many samples as a no-op, so
            // that its median is as steady (a first run there moved by a third from one bench run to the next).
            let large = shape.responsibilities >= 1000
            let series = try processes.generate(SyntheticProject.files(shape),
                                                firstRuns: large ? options.noOpRuns : options.firstRuns,
                                                reruns: options.noOpRuns)
            add(series, input: shape.description, into: &report)
        }
    }

    private func add(_ series: GenerateSeries, input: String, into report: inout BenchmarkReport) {
        report.add("process", "generate, first run", input: input, series.first,
                   peakMemory: series.first.peakMemory, writes: series.first.writes)
        if let phase = series.first.writePhase {
            report.add("process", "generate, first run: its write phase", input: input, phase)
        }
        report.add("process", "generate, no-op rerun", input: input, series.noOp.samples,
                   peakMemory: series.noOp.peakMemory, writes: series.noOp.writes)
    }

    /// The typical project's manifest: ten responsibilities over every method of `UIApplicationDelegate`.
    public static func typicalManifest() throws -> String {
        let catalog = TemplateStore.builtIn["Catalog/UIApplicationDelegate.swift"] ?? ""
        let selectors = try SwiftDeclarationScanner.protocolSpec(
            named: "UIApplicationDelegate", in: Array(catalog.utf8), path: "UIApplicationDelegate.swift"
        ).methods.filter { !$0.isDeprecated }.map(\.selector)  // as a current app lists them; one is also refused
        return InputSynthesizer.typicalManifest(selectors: selectors)
    }

    /// How the run was made, and whether the timed `scaffold` carries its own Swift runtime.
    static func command(_ options: BenchmarkOptions, staticRuntime: Bool) -> String {
        "swift run -c release scaffold-bench" + (options.quick ? " --quick" : "")
            + (staticRuntime ? "" : "  (scaffold linked to the shared Swift runtime)")
            + "  (projects in \(SyntheticProject.root))"
    }

    static func machine() -> String {
        let info = ProcessInfo.processInfo
        return "\(info.operatingSystemVersionString), \(info.activeProcessorCount) cores"
    }
}

extension BenchmarkReport {
    mutating func add(_ section: String, _ name: String, input: String, _ series: ProcessSeries,
                      peakMemory: Int?, writes: Int?) {
        add(section, name, input: input, series.samples, peakMemory: peakMemory, writes: writes)
    }

    /// Recomputes every ratio against a new hello median.
    mutating func rescale(helloMilliseconds: Double) {
        self.helloMilliseconds = helloMilliseconds
        for index in rows.indices {
            rows[index].ratioToHello = rows[index].medianMilliseconds / helloMilliseconds
        }
    }
}
