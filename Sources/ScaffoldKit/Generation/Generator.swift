/// Renders every file of a composite in memory, from its plan and the templates. Touches no disk.
public struct Generator: Sendable {
    public let templates: TemplateLibrary

    public init(templates: TemplateLibrary) {
        self.templates = templates
    }

    /// The files of one composite to render: generated ones (overwritten on every run) and user files (created
    /// once; one the user holds, `userFile` of its path relative to the manifest, is not rendered again). Only
    /// the declaration and call templates (`swift`) are needed to build the models: a run parses the other
    /// templates once it knows which ones these jobs render.
    static func jobs(for plan: ForwardingPlan, swift: SwiftSignature,
                     userFile: @escaping (String) -> UserFileState) -> [RenderJob]
    {
        if plan.composite.style.value == .objc {
            return objcJobs(for: plan, swift: swift, userFile: userFile)
        }
        let methods = CompositeMethods(plan, swift: swift)
        let model = CompositeFilesModel(plan, methods: methods, swift: swift)
        let shared = Encoded(model)
        let bridge = plan.composite.scenes.map { SceneBridgeModel(appPlan: plan, scenes: $0.value) }
        // With `scenes:`, the composite's own file and its tests see it without the methods the bridge delivers.
        let compositeFile = bridge.map {
            Encoded(CompositeFilesModel(model, bridge: $0, methods: methods))
        } ?? shared
        let name = plan.composite.name.value
        let paths = plan.composite.paths
        let generated = paths.generated.value
        let componentProtocol = model.composite.componentProtocol
        var jobs = RenderJobs(userFile: userFile)

        jobs.add("Composite.swift.template", join(generated, "\(name).swift"), .generated,
                 FileModel(shared: compositeFile))
        jobs.add("ComponentProtocol.swift.template", join(generated, "\(componentProtocol).swift"), .generated,
                 FileModel(shared: shared))
        jobs.add("SequenceForwarding.swift.template", join(generated, "Sequence+\(componentProtocol).swift"),
                 .generated, FileModel(shared: shared))
        if plan.methods.contains(where: \.needsCompletionJoin) {
            jobs.add("CompletionJoin.swift.template", join(generated, "\(model.composite.completionJoin).swift"),
                     .generated, FileModel(shared: shared))
        }
        // Spies cannot stand in for an adopted leaf, which the composite holds by its own type (`scaffold adopt`).
        if !model.composite.adopts {
            jobs.add("ForwardingTests.swift.template", join(paths.tests.value, "\(name)ForwardingTests.swift"),
                     .generated, FileModel(shared: compositeFile))
        }
        if model.example != nil {
            jobs.add("LeafFactory.swift.template", join(generated, "\(model.composite.leafFactory).swift"),
                     .generated, FileModel(shared: shared))
            jobs.add("Leaves.swift.template", join(paths.components.value, "\(model.composite.leaves).swift"),
                     .user, FileModel(shared: shared))
        }
        // Neither an adopted leaf nor the scene bridge's generated leaf gets a user-owned file.
        let components = FolderPath(paths.components.value)
        let tests = FolderPath(paths.tests.value)
        for leaf in model.leaves where !leaf.model.adopted && !leaf.model.generated {
            jobs.add("ComponentLeaf.swift.template", components.file(leaf.model.typeName, ".swift"),
                     .user, FileModel(shared: shared, leaf: leaf))
            // A leaf built with others (`uses:`) is not made in its test: a skeleton says so.
            let template = leaf.model.uses.isEmpty ? "ComponentLeafTests.swift.template"
                : "ComponentLeafSkeletonTests.swift.template"
            jobs.add(template, tests.file(leaf.model.typeName, "Tests.swift"), .user,
                     FileModel(shared: shared, leaf: leaf))
        }
        addRecipes(model, shared: shared, paths: paths, to: &jobs)
        addSceneBridge(plan, bridge: bridge, shared: shared, to: &jobs)
        return jobs.all
    }

    /// `folder/file`, relative to the manifest's folder (`.` and a trailing `/` add nothing).
    static func join(_ folder: String, _ file: String) -> String {
        PathUtilities.normalize(PathUtilities.join(folder, file))
    }
}

extension ForwardedMethod {
    /// Whether the forwarder hands each leaf its own completion handler.
    public var needsCompletionJoin: Bool {
        switch shape {
        case .completion, .valueAndListCompletion: return true
        default: return false
        }
    }
}

/// One file a composite renders: the template, where the text goes, who owns the file, and what the template sees
/// (its `FileModel`). `Generator.jobs(for:swift:userFile:)` lists them before the templates they render are
/// parsed, so a run parses only the templates it renders (`TemplateLibrary(templates:rendering:)`).
struct RenderJob {
    var template: String
    var path: String
    var ownership: Ownership
    var model: FileModel
    /// A user file whose path held nothing when the jobs were listed (`GeneratedFile.foundAbsent`).
    var foundAbsent = false

    /// The template's context, made when the file renders: a run holds one file's context at a time (a composite of
    /// a thousand leaves renders two thousand files), each sharing the composite's encoded fields.
    var context: TemplateObject { model.context }
}

/// The jobs of one composite, in order; a user-owned file the user holds is not rendered again.
struct RenderJobs {
    let userFile: (String) -> UserFileState
    private(set) var all: [RenderJob] = []

    init(userFile: @escaping (String) -> UserFileState) {
        self.userFile = userFile
    }

    mutating func add(_ template: String, _ path: String, _ ownership: Ownership, _ model: FileModel) {
        let state = ownership == .user ? userFile(path) : nil
        if state == .held { return }
        all.append(RenderJob(template: template, path: path, ownership: ownership, model: model,
                             foundAbsent: state == .absent))
    }
}

extension Generator {
    /// Renders `jobs` in order; throws every error of every job together.
    func render(_ jobs: [RenderJob]) throws -> [GeneratedFile] {
        var files: [GeneratedFile] = []
        files.reserveCapacity(jobs.count)
        var diagnostics = Diagnostics()
        // A method's declaration appears in many files: each rendered value is rendered once for all of them.
        let renderedTexts = RenderedTexts()
        // One buffer for every file: each file's bytes are copied out of it at their size. Room for a large file
        // from the start: the system gives the buffer memory as it is first written, and growing would copy it.
        let output = RenderOutput(capacity: 1 << 22)
        for job in jobs {
            if let bytes = diagnostics.capture({
                TidyText.tidy(bytes: try templates.renderBytes(job.template, context: job.context,
                                                               renderedTexts: renderedTexts, into: output))
            }) {
                var file = GeneratedFile(path: job.path, bytes: bytes, ownership: job.ownership)
                file.foundAbsent = job.foundAbsent
                files.append(file)
            }
        }
        try diagnostics.throwIfErrors()
        return files
    }
}
