/// Manifest → protocols → plans → files, all in memory: what every command that writes code runs.
public struct GenerationPipeline {
    public let templates: [String: String]
    public let fileSystem: any FileSystem
    /// Catalog protocols scanned by earlier runs (`ScannedProtocolCache`); nil scans them.
    public var protocolCache: ScannedProtocolCache?
    /// Built-in templates parsed ahead (`TemplatePrefetch`), if the run started that.
    var prefetched: BackgroundTask<[String: TemplateParse]>?

    public init(templates: [String: String], fileSystem: any FileSystem, protocolCache: ScannedProtocolCache? = nil) {
        self.templates = templates
        self.fileSystem = fileSystem
        self.protocolCache = protocolCache
    }

    /// What one run writes: the files, and the folders swept for stale generated files.
    public struct Output {
        public var files: [GeneratedFile]
        public var sweptFolders: [String]
        public var plans: [ForwardingPlan]
        /// Leaf methods that will never be called (`LeafAudit`): reported, and a failure for `--check`.
        public var warnings: [Diagnostic] = []
    }

    /// Plans every composite of `manifest` (collecting every error of every composite), then renders them.
    public func run(_ manifest: Manifest, timings: inout PhaseTimings) throws -> Output {
        // Only `*.template` files render code: the catalog's Swift files are not templates, and the manifest
        // templates serve `init` alone, so neither is parsed on every run.
        let codeTemplates = templates.filter { $0.key.hasSuffix(".template") && !$0.key.hasSuffix(".yml.template") }
        // Which templates render is known only after planning: meanwhile the other core parses the likely ones.
        let likely = Generator.likelyTemplates(for: manifest)
        let parsing = BackgroundTask { [prefetched] in
            TemplateParse.reachable(from: likely, in: codeTemplates, reusing: prefetched?.value() ?? [:])
        }
        let plans = try timings.measure("plan") { try self.plans(manifest) }
        // The audit reads and scans every leaf file; with many leaves it runs beside building the contexts and
        // rendering.
        let audit = { @Sendable [fileSystem] in
            plans.flatMap { plan in
                LeafAudit.warnings(for: plan) { path in
                    try fileSystem.contents(of: PathUtilities.join(manifest.directory, path))
                }
            }
        }
        let componentCount = plans.reduce(0) { $0 + $1.components.count }
        let backgroundAudit = componentCount >= Self.concurrentAuditThreshold ? BackgroundTask(audit) : nil
        // What each composite renders (user files that exist are not), so only those templates are parsed.
        let jobs = timings.measure("build contexts") {
            plans.map { plan in
                Generator.jobs(for: plan) { fileSystem.fileExists(PathUtilities.join(manifest.directory, $0)) }
            }
        }
        // A user's template is checked even when this manifest does not render it: a mistake in the templates
        // folder is reported now, not the day a manifest starts to use it. Built-in ones are known to parse.
        let userTemplates = codeTemplates.compactMap { name, text in TemplateStore.builtIn[name] == text ? nil : name }
        let library = try timings.measure("parse templates") {
            try TemplateLibrary(templates: codeTemplates,
                                rendering: jobs.flatMap { $0.map(\.template) } + userTemplates.sorted(),
                                parsedAhead: parsing.value())
        }
        let generator = Generator(templates: library)
        let files = try timings.measure("render") { try jobs.flatMap { try generator.render($0) } }
        let swept = Array(Set(manifest.composites.flatMap { [$0.paths.generated.value, $0.paths.tests.value] }))
            .sorted()
        let warnings = timings.measure("audit leaves") { backgroundAudit?.value() ?? audit() }
        ProcessLifetime.keep((jobs, library))
        return Output(files: files, sweptFolders: swept, plans: plans, warnings: warnings)
    }

    /// Below this many leaves the audit takes less than starting a thread would save.
    static let concurrentAuditThreshold = 32

    /// The forwarding plan of every composite; every error of every composite is reported together.
    public func plans(_ manifest: Manifest) throws -> [ForwardingPlan] {
        let loader = ProtocolLoader(templates: templates, fileSystem: fileSystem, directory: manifest.directory,
                                    cache: protocolCache)
        var diagnostics = Diagnostics()
        var plans: [ForwardingPlan] = []
        for composite in manifest.composites {
            let plan = diagnostics.capture {
                let (spec, isCatalog) = try loader.load(composite.protocolSource)
                return try ForwardingPlanner.plan(composite, protocolSpec: spec, isCatalogProtocol: isCatalog)
            }
            if let plan { plans.append(plan) }
        }
        try diagnostics.throwIfErrors()
        return plans
    }
}
