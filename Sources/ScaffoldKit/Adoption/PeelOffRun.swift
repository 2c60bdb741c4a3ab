/// `scaffold add component NAME --from LEAF --methods m1,m2 [--members a,b]` end to end: plans the peel-off and what
/// `generate` makes of the new manifest, checks every moved member lands exactly once and that the result needs
/// nothing more (`AdoptionWriter`), then writes it all at once.
public struct PeelOffRun<FS: FileSystem> {
    public let fileSystem: FS
    public let templates: [String: String]

    public init(fileSystem: FS, templates: [String: String]) {
        self.fileSystem = fileSystem
        self.templates = templates
    }

    /// - Parameter manifestPath: the absolute path of `scaffold.yml`; `displayPath` is how diagnostics name it.
    public func run(_ request: PeelOffRequest, manifestPath: String, displayPath: String, dryRun: Bool = false) throws
        -> (peelOff: PeelOff, plan: WritePlan)
    {
        let root = PathUtilities.parent(of: manifestPath)
        guard let bytes = try fileSystem.contents(of: manifestPath) else {
            throw DiagnosticError(.error("manifest '\(displayPath)' does not exist", at: nil))
        }
        let manifest = try ManifestDecoder.decode(bytes, path: displayPath, directory: root)
        let (composite, source) = try PeelOffSource.find(request, in: manifest)
        var request = request
        request.from = source.name.value
        // The composite as planned now: its protocol, and each method as the component protocol declares it.
        let pipeline = GenerationPipeline(templates: templates, fileSystem: fileSystem)
        guard let plan = try pipeline.plans(manifest).first(where: { $0.composite.name.value == composite.name.value })
        else { throw DiagnosticError(.error("'\(composite.name.value)' has no plan", at: composite.name.location)) }
        request.methods = Self.listedNames(request.methods, of: source, in: plan.protocolSpec)
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
                                                  new: Array(try skeletonTests(peelOff, request, plan: plan).utf8)))
        }
        let writePlan = try AdoptionWriter(fileSystem: fileSystem, templates: templates, root: root).write(
            peelOff.changes, manifest: (PathUtilities.relative(manifestPath, to: root) ?? "scaffold.yml", bytes,
                                        peelOff.manifestText),
            members: peelOff.moved, before: peelOff.changes.compactMap(\.old), dryRun: dryRun)
        return (peelOff, writePlan)
    }

    /// Each requested method by the name `source` lists it under: `…fetchCompletionHandler:)` names the method
    /// listed as its async form `application(_:didReceiveRemoteNotification:) async`, and the other way round.
    private static func listedNames(_ names: [String], of source: Responsibility, in spec: ProtocolSpec) -> [String] {
        let index = SelectorIndex(spec)
        return names.map { name in
            guard !source.methods.contains(where: { $0.value == name }), let position = index.position(of: name) else {
                return name
            }
            return source.methods.first { index.position(of: $0.value) == position }?.value ?? name
        }
    }

    /// The component protocol's spelling of each method `source` lists, by its name in the manifest.
    private static func componentRequirements(of source: Responsibility, in plan: ForwardingPlan)
        -> [String: MethodRequirement]
    {
        let index = SelectorIndex(plan.protocolSpec)
        var requirements: [String: MethodRequirement] = [:]
        for method in source.methods {
            let position: Int
            switch index.match(method.value) {
            case .method(let found)?, .asyncSpelling(let found)?: position = found
            default: continue
            }
            let selector = plan.protocolSpec.methods[position].selector
            if let forwarded = plan.methods.first(where: { $0.requirement.selector == selector }) {
                requirements[method.value] = forwarded.componentRequirement
            }
        }
        return requirements
    }

    /// The new leaf's test file: a skeleton that runs none of the moved code.
    private func skeletonTests(_ peelOff: PeelOff, _ request: PeelOffRequest, plan: ForwardingPlan) throws -> String {
        let name = "ComponentLeafSkeletonTests.swift.template"
        let composite = plan.composite
        let context: [String: TemplateValue] = [
            "leaf": ["name": .string(request.name), "typeName": .string(peelOff.newTypeName)],
            "source": ["name": .string(request.from), "typeName": .string(peelOff.sourceTypeName)],
            "composite": [
                "name": .string(composite.name.value), "module": .string(composite.module.value),
                "componentProtocol": .string(GeneratedNames.componentProtocol(composite: composite.name.value)),
            ],
            "imports": .list(plan.imports.map { .string($0) }),
        ]
        let library = try TemplateLibrary(templates: templates, rendering: [name])
        return TidyText.tidy(try library.render(name, context: context))
    }
}
