import ScaffoldKit

/// MB/s of the reader, the decoder, the scanner and the template engine on large synthetic inputs.
public struct ThroughputBenchmarks {
    public var repetitions: Int
    /// The size of each input, in bytes (5 MB by default).
    public var bytes: Int
    public var log: (String) -> Void

    public init(repetitions: Int, bytes: Int = 5_000_000, log: @escaping (String) -> Void) {
        self.repetitions = repetitions
        self.bytes = bytes
        self.log = log
    }

    public func run(into report: inout BenchmarkReport) throws {
        let section = "throughput"
        let manifest = Array(InputSynthesizer.manifest(atLeast: bytes, shape: .large).utf8)
        log("throughput: manifest \(megabytes(manifest.count))")
        report.add(section, "manifest reader (YAMLReader)", input: megabytes(manifest.count),
                   try measure(repetitions: repetitions) {
            _ = try YAMLReader.read(manifest, path: "scaffold.yml")
        }, bytes: manifest.count)
        report.add(section, "manifest decoder (read + decode)", input: megabytes(manifest.count),
                   try measure(repetitions: repetitions) {
            _ = try ManifestDecoder.decode(manifest, path: "scaffold.yml", directory: "/project")
        }, bytes: manifest.count)

        let (text, methods) = InputSynthesizer.bigProtocol(atLeast: bytes)
        let source = Array(text.utf8)
        log("throughput: protocol \(megabytes(source.count)), \(methods) methods")
        report.add(section, "declaration scanner", input: megabytes(source.count),
                   try measure(repetitions: repetitions) {
            _ = try SwiftDeclarationScanner.protocols(in: source, path: "BigProtocol.swift")
        }, bytes: source.count)

        let library = try TemplateLibrary(templates: TemplateWorkload.templates)
        let context = TemplateWorkload.context(methods: try TemplateWorkload.methods(forAtLeast: bytes))
        var output = 0
        let samples = try measure(repetitions: repetitions) {
            output = try TemplateWorkload.render(library, context: context).utf8.count
        }
        log("throughput: template output \(megabytes(output))")
        report.add(section, "template engine (output)", input: megabytes(output), samples, bytes: output)
    }

    private func megabytes(_ count: Int) -> String {
        ReportTable.fixed(Double(count) / 1_000_000, 1) + " MB"
    }
}
