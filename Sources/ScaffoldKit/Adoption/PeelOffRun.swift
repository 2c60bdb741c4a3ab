/// `scaffold add component NAME --from LEAF --methods m1,m2 [--members a,b]` end to end: plans the peel-off and what
/// `generate` makes of the new manifest, checks every moved member lands exactly once and that the result needs
/// nothing more (`AdoptionWriter`), then writes it all at once.
public struct PeelOffRun {
    public let transaction: ProjectTransaction

    public init(_ transaction: ProjectTransaction) {
        self.transaction = transaction
    }

    public func run(_ request: PeelOffRequest) throws -> (peelOff: PeelOff, plan: WritePlan) {
        let project = transaction.project
        let fileSystem = transaction.workspace.fileSystem
        let root = project.directory
        let bytes = try transaction.manifestText()
        let manifest = try project.decode(bytes)
        // The templates `generate` uses, so that the next `generate` leaves what the peel-off wrote as it is.
        let templates = try project.templates(for: manifest)
        let (composite, source) = try PeelOffSource.find(request, in: manifest)
        var request = request
        request.from = source.name.value
        // The composite as planned now: its protocol, and each method as the component protocol declares it.
        let pipeline = GenerationPipeline(templates: templates, workspace: transaction.workspace)
        guard let plan = try pipeline.plans(manifest).first(where: { $0.composite.name.value == composite.name.value })
        else { throw DiagnosticError(.error("'\(composite.name.value)' has no plan", at: composite.name.location)) }
        request.methods = Self.listedNames(request.methods, of: source, in: plan)
        let leafPath = PathUtilities.join(composite.paths.components.value,
                                          GeneratedNames.leaf(source.name.value, pattern: .component) + ".swift")
        let files = try ModuleFiles.swiftFiles(compiledWith: leafPath, root: root, in: fileSystem)
        var peelOff = try PeelOffPlanner.plan(
            request, composite: composite, source: source, manifest: manifest,
            manifestText: String(decoding: bytes, as: UTF8.self), moduleFiles: files, spec: plan.protocolSpec,
            componentRequirements: Self.componentRequirements(of: source, in: plan))
        let testPath = PathUtilities.join(composite.paths.tests.value, peelOff.newTypeName + "Tests.swift")
        if !fileSystem.fileExists(PathUtilities.join(root, testPath)) {
            peelOff.changes.append(AdoptionChange(kind: .leaf, path: testPath, old: nil,
                                                  new: Array(try skeletonTests(peelOff, request, plan: plan,
                                                                                templates: templates).utf8)))
        }
        let writePlan = try AdoptionWriter(transaction: transaction, templates: templates).write(
            peelOff.changes,
            manifest: (PathUtilities.relative(project.manifestPath, to: root) ?? "scaffold.yml", bytes,
                       peelOff.manifestText),
            members: peelOff.moved, before: peelOff.changes.compactMap(\.old), dryRun: false)
        return (peelOff, writePlan)
    }

    /// Each requested method by the name `source` lists it under: `…fetchCompletionHandler:)` names the method
    /// listed as its async form `application(_:didReceiveRemoteNotification:) async`, and the other way round.
    private static func listedNames(_ names: [String], of source: Responsibility, in plan: ForwardingPlan)
        -> [String]
    {
        let listings = plan.listings.filter { $0.responsibility == source.name.value }
        return names.map { name in
            guard !listings.contains(where: { $0.method.value == name }),
                  let position = plan.selectorIndex.position(of: name) else { return name }
            let selector = plan.selectorIndex.selectors[position]
            return listings.first { $0.selector == selector }?.method.value ?? name
        }
    }

    /// The component protocol's spelling of each method `source` lists, by its name in the manifest.
    private static func componentRequirements(of source: Responsibility, in plan: ForwardingPlan)
        -> [String: MethodRequirement]
    {
        let forwarded = Dictionary(plan.methods.map { ($0.requirement.selector, $0) },
                                   uniquingKeysWith: { first, _ in first })
        var requirements: [String: MethodRequirement] = [:]
        for listing in plan.listings where listing.responsibility == source.name.value {
            if let method = forwarded[listing.selector] {
                requirements[listing.method.value] = method.componentRequirement
            }
        }
        return requirements
    }

    /// The new leaf's test file: a skeleton that runs none of the moved code.
    private func skeletonTests(_ peelOff: PeelOff, _ request: PeelOffRequest, plan: ForwardingPlan,
                               templates: [String: String]) throws -> String {
        let name = "ComponentLeafSkeletonTests.swift.template"
        let composite = plan.composite
        let model = PeelOffSkeletonModel(
            leaf: LeafSourceModel(name: request.name, typeName: peelOff.newTypeName),
            source: LeafSourceModel(name: request.from, typeName: peelOff.sourceTypeName),
            composite: .init(name: composite.name.value, module: composite.module.value,
                             componentProtocol: GeneratedNames.componentProtocol(composite: composite.name.value)),
            imports: plan.imports)
        let library = try TemplateLibrary(templates: templates, rendering: [name])
        return TidyText.tidy(try library.render(name, model: model))
    }
}
