/// Renders every file of a composite in memory, from its plan and the templates. Touches no disk.
public struct Generator: Sendable {
    public let templates: TemplateLibrary

    public init(templates: TemplateLibrary) {
        self.templates = templates
    }

    /// The generated files (overwritten on every run) and user files (created once) of one composite.
    /// - Parameter userFileExists: whether a user-owned file (path relative to the manifest) already exists;
    ///   existing ones are not rendered again, since they are never overwritten.
    public func files(for plan: ForwardingPlan, userFileExists: (String) -> Bool = { _ in false }) throws
        -> [GeneratedFile]
    {
        try render(Self.jobs(for: plan, swift: SwiftSignature(), userFileExists: userFileExists))
    }

    /// What `files(for:)` renders. Only the declaration and call templates (`swift`) are needed to build the
    /// contexts: a run parses the other templates once it knows which ones these jobs render.
    static func jobs(for plan: ForwardingPlan, swift: SwiftSignature, userFileExists: (String) -> Bool) throws
        -> [RenderJob]
    {
        if plan.composite.style.value == .objc {
            return try objcJobs(for: plan, swift: swift, userFileExists: userFileExists)
        }
        let context = try CompositeContext.make(plan, swift: swift)
        let name = plan.composite.name.value
        let paths = plan.composite.paths
        var jobs: [RenderJob] = []

        func render(_ template: String, to path: String, _ ownership: Ownership,
                    extra: [String: TemplateValue] = [:]) {
            if ownership == .user && userFileExists(path) { return }
            let merged = extra.isEmpty ? context : context.merging(extra) { _, new in new }
            jobs.append(RenderJob(template: template, path: path, ownership: ownership, context: merged))
        }

        let generated = paths.generated.value
        let componentProtocol = GeneratedNames.componentProtocol(composite: name)
        let sceneExtras = plan.composite.scenes == nil
            ? [:] : SceneBridgeContext.appCompositeExtras(plan, context: context)
        render("Composite.swift.template", to: join(generated, "\(name).swift"), .generated, extra: sceneExtras)
        render("ComponentProtocol.swift.template", to: join(generated, "\(componentProtocol).swift"), .generated)
        render("SequenceForwarding.swift.template", to: join(generated, "Sequence+\(componentProtocol).swift"),
               .generated)
        if plan.methods.contains(where: \.needsCompletionJoin) {
            render("CompletionJoin.swift.template",
                   to: join(generated, "\(GeneratedNames.completionJoin(composite: name)).swift"), .generated)
        }
        // Spies cannot stand in for an adopted leaf, which the composite holds by its own type (`scaffold adopt`).
        let adopts = plan.components.contains(where: \.isAdopted)
        if !adopts {
            render("ForwardingTests.swift.template", to: join(paths.tests.value, "\(name)ForwardingTests.swift"),
                   .generated, extra: sceneExtras)
        }

        if let factory = LeafFactoryContext.make(plan) {
            let factoryFile = "\(GeneratedNames.leafFactory(composite: name)).swift"
            render("LeafFactory.swift.template", to: join(generated, factoryFile), .generated, extra: factory)
            render("Leaves.swift.template",
                   to: join(paths.components.value, "\(GeneratedNames.leaves(composite: name)).swift"), .user,
                   extra: factory)
        }
        if case .list(let leaves) = context["leaves"] {
            // Neither an adopted leaf nor the scene bridge's generated leaf gets a user-owned file.
            for (leaf, leafContext) in zip(plan.components, leaves)
            where !leaf.isAdopted && !isSceneBridge(leaf, of: plan) {
                render("ComponentLeaf.swift.template", to: join(paths.components.value, "\(leaf.typeName).swift"),
                       .user, extra: ["leaf": leafContext])
                // A leaf built with others (`uses:`) is not made in its test: a skeleton says so.
                let tests = leaf.uses.isEmpty ? "ComponentLeafTests" : "ComponentLeafSkeletonTests"
                render(tests + ".swift.template", to: join(paths.tests.value, "\(leaf.typeName)Tests.swift"), .user,
                       extra: ["leaf": leafContext, "source": .null])
            }
        }
        renderRecipes(plan, context: context) { render($0, to: $1, $2, extra: $3) }
        renderSceneBridge(plan) { render($0, to: $1, $2, extra: $3) }
        return jobs
    }

    /// Trailing spaces removed, exactly one newline at the end: tidy output whatever a template does.
    static func tidy(_ text: String) -> String {
        TidyText.tidy(text)
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

/// One file a composite renders: the template, where the text goes, who owns the file, and the template's
/// context. `Generator.jobs(for:swift:userFileExists:)` lists them before the templates they render are parsed, so
/// a run parses only the templates it renders (`TemplateLibrary(templates:rendering:)`).
struct RenderJob: Sendable {
    var template: String
    var path: String
    var ownership: Ownership
    var context: [String: TemplateValue]
}

extension Generator {
    /// Renders `jobs` in order; throws every error of every job together.
    func render(_ jobs: [RenderJob]) throws -> [GeneratedFile] {
        var files: [GeneratedFile] = []
        var diagnostics = Diagnostics()
        for job in jobs {
            if let text = diagnostics.capture({
                TidyText.tidy(bytes: try templates.renderBytes(job.template, context: job.context))
            }) {
                files.append(GeneratedFile(path: job.path, contents: text, ownership: job.ownership))
            }
        }
        try diagnostics.throwIfErrors()
        return files
    }
}
