/// Manifest → protocols → plans → files, all in memory: what every command that writes code runs.
///
/// A plain chain of stages, each a function of the one before: plan (`ForwardingPlanner`), build the template
/// contexts (`Generator.jobs`), parse the templates those render, the declaration and call templates
/// (`SwiftSignature`) and the user's (`TemplateLibrary`), render (`Generator.render`), audit the leaf files
/// (`LeafAudit`). Writing is the next stage, `OutputWriter`, and the only one that touches
/// the disk.
public struct GenerationPipeline {
    public let templates: [String: String]
    public let fileSystem: any FileSystem
    /// Where the module check may look (`ModuleClashes`): sandboxed, at the declared files only.
    public let policy: SandboxPolicy

    public init(templates: [String: String], fileSystem: any FileSystem, policy: SandboxPolicy = .unconfined) {
        self.templates = templates
        self.fileSystem = fileSystem
        self.policy = policy
    }

    /// The pipeline over a workspace's file system, under its policy.
    public init(templates: [String: String], workspace: Workspace) {
        self.init(templates: templates, fileSystem: workspace.fileSystem, policy: workspace.policy)
    }

    /// What one run writes: the files, and the folders swept for stale generated files.
    public struct Output {
        public var files: [GeneratedFile]
        public var sweptFolders: [String]
        public var plans: [ForwardingPlan]
        /// The leaf folders, where a killed run's temporaries are removed too, though the run writes nothing there.
        public var leafFolders: [String] = []
        /// Leaf methods that will never be called (`LeafAudit`): reported, and a failure for `--check`.
        public var warnings: [Diagnostic] = []
        /// Advice that does not fail `--check`: deprecated app-delegate methods a leaf lists (`SceneBridgeChecks`).
        public var advice: [Diagnostic] = []
    }

    /// Plans every composite of `manifest` (collecting every error of every composite), then renders them; a type
    /// another manifest declares in the same module (`ModuleClashes`) is an error reported with theirs.
    public func run(_ manifest: Manifest, timings: inout PhaseTimings) throws -> Output {
        var diagnostics = Diagnostics()
        diagnostics.append(contentsOf: timings.measure("check module") {
            var absolute = manifest
            absolute.directory = PathUtilities.absolute(manifest.directory, in: fileSystem.currentDirectory)
            let path = PathUtilities.join(absolute.directory, PathUtilities.lastComponent(of: manifest.path))
            return ModuleClashes.errors(in: absolute, manifestPath: path, fileSystem: fileSystem, policy: policy)
        })
        let output = diagnostics.capture { try render(manifest, timings: &timings) }
        try diagnostics.throwIfErrors()
        guard let output else { throw DiagnosticError(diagnostics.all) }
        return output
    }

    private func render(_ manifest: Manifest, timings: inout PhaseTimings) throws -> Output {
        let plans = try timings.measure("plan") { try self.plans(manifest) }
        let swift = SwiftSignature()
        // User-owned files that exist are never rendered again (an empty one, or a folder in the way, is: the
        // writer repairs the first and reports the second).
        let userFile = userFileStates(in: manifest.directory)
        let jobs = timings.measure("build contexts") {
            plans.map { Generator.jobs(for: $0, swift: swift, userFile: userFile) }
        }
        // The user files rendered now hold nothing of the user's (nothing, an empty file or a folder): the leaf
        // audit has nothing to read there.
        var created = Set<String>(minimumCapacity: jobs.reduce(0) { $0 + $1.count })
        for job in jobs.joined() where job.ownership == .user { created.insert(job.path) }
        // The contexts hold declarations and calls their templates write when rendered (`SwiftSignature`). A
        // user's template is checked even when this manifest does not render it: a mistake in the templates folder
        // is reported now, not the day a manifest starts to use it.
        let library = try timings.measure("parse templates") {
            try templateLibrary(rendering: SwiftSignature.templateNames + userTemplates + jobs.joined().map(\.template))
        }
        let generator = Generator(templates: library)
        let files = try timings.measure("render") { try jobs.flatMap { try generator.render($0) } }
        let warnings = timings.measure("audit leaves") {
            auditLeaves(plans, in: manifest.directory, skipping: created)
        }
        // A leaf method named after a listed requirement that it cannot implement: nothing is written.
        if warnings.contains(where: { $0.severity == .error }) { throw DiagnosticError(warnings) }
        let swept = Set(manifest.composites.flatMap { [$0.paths.generated.value, $0.paths.tests.value] }).sorted()
        return Output(files: files, sweptFolders: swept, plans: plans,
                      leafFolders: Set(manifest.composites.map(\.paths.components.value)).sorted(), warnings: warnings,
                      advice: plans.flatMap(SceneBridgeChecks.advice(for:)))
    }

    /// The forwarding plan of every composite, complete (`ManifestPlanner`); every error of every composite is
    /// reported together.
    public func plans(_ manifest: Manifest) throws -> [ForwardingPlan] {
        try ManifestPlanner.plans(
            for: manifest, loader: ProtocolLoader(templates: templates, fileSystem: fileSystem,
                                                  directory: manifest.directory)
        ) { path in
            try fileSystem.contents(of: PathUtilities.join(manifest.directory, path))
        }
    }

    /// The code templates `roots` name and those they include, parsed. Only `*.template` files render code (the
    /// catalog's Swift files and the manifest templates of `init` are not parsed).
    private func templateLibrary(rendering roots: [String]) throws -> TemplateLibrary {
        try TemplateLibrary(templates: templates.filter { Self.isCodeTemplate($0.key) }, rendering: roots)
    }

    /// The code templates that differ from the built-in ones, sorted.
    private var userTemplates: [String] {
        templates.compactMap { name, text in
            Self.isCodeTemplate(name) && TemplateStore.builtIn[name] != text ? name : nil
        }.sorted()
    }

    private static func isCodeTemplate(_ name: String) -> Bool {
        name.hasSuffix(".template") && !name.hasSuffix(".yml.template")
    }

    /// What is at each user file's path (relative to `directory`, normal). A file in a folder that is not there is
    /// not there either: one look per folder, so a first run of a thousand leaves finds two folders missing, not
    /// two thousand files. The folders are few (a composite's components and tests): a list, compared as text.
    private func userFileStates(in directory: String) -> (String) -> UserFileState {
        var folders: [(path: String, isMissing: Bool)] = []
        return { path in
            // The folder is the text before the path's last `/`.
            let folder = PathUtilities.lastSlash(in: path).map { path[..<$0] } ?? ""
            let isMissing: Bool
            if let known = folders.first(where: { $0.path == folder }) {
                isMissing = known.isMissing
            } else {
                isMissing = !folder.isEmpty
                    && fileSystem.status(of: PathUtilities.join(directory, String(folder))) == nil
                folders.append((String(folder), isMissing))
            }
            return isMissing ? .absent : fileSystem.userFileState(at: PathUtilities.join(directory, path))
        }
    }

    /// `LeafAudit`'s findings for every plan, reading the leaf files that exist, except those `created` (paths
    /// relative to `directory`) rendered by this run; their paths are shown from where the command runs.
    private func auditLeaves(_ plans: [ForwardingPlan], in directory: String, skipping created: Set<String>)
        -> [Diagnostic] {
        let display = { PathUtilities.display($0, in: directory, from: fileSystem.currentDirectory) }
        let read = { (path: String) throws -> [UInt8]? in
            created.contains(path) ? nil : try fileSystem.contents(of: PathUtilities.join(directory, path))
        }
        return plans.flatMap { plan in
            LeafAudit.warnings(for: plan, display: display, read: read)
                + DeferredLaunchAnswers.problems(for: plan, display: display, read: read)
        }
    }
}

/// How long each phase of a run took, printed with `--verbose`.
public struct PhaseTimings {
    public private(set) var phases: [(name: String, duration: Duration)] = []
    private let clock = ContinuousClock()

    public init() {}

    public mutating func measure<T>(_ name: String, _ body: () throws -> T) rethrows -> T {
        let start = clock.now
        defer { phases.append((name, clock.now - start)) }
        return try body()
    }

    /// `read manifest 0.21 ms, plan 0.80 ms, …`.
    public var summary: String {
        phases.map { phase in
            let milliseconds = Double(phase.duration.components.attoseconds) / 1e15
                + Double(phase.duration.components.seconds) * 1000
            return "\(phase.name) \(formatted(milliseconds)) ms"
        }.joined(separator: ", ")
    }

    private func formatted(_ value: Double) -> String {
        let hundredths = Int((value * 100).rounded())
        let fraction = hundredths % 100
        return "\(hundredths / 100).\(fraction < 10 ? "0" : "")\(fraction)"
    }
}
