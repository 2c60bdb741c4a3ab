/// `scaffold add component NAME --from LEAF --methods m1,m2 [--members a,b]` end to end: plans the peel-off and what
/// `generate` makes of the new manifest, checks every moved member lands exactly once, then writes it all at once.
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
        guard let composite = manifest.composites.first(where: { spec in
            spec.responsibilities.contains { $0.name.value == request.from }
        }) else {
            throw DiagnosticError(.error("no responsibility named '\(request.from)' to peel methods off",
                                         at: SourceLocation(file: displayPath, line: 1, column: 1)))
        }
        let leafType = GeneratedNames.leaf(request.from, pattern: .component)
        let leafPath = PathUtilities.join(composite.paths.components.value, leafType + ".swift")
        let files = try ModuleFiles.swiftFiles(compiledWith: leafPath, root: root, in: fileSystem)
        let peelOff = try PeelOffPlanner.plan(request, manifest: manifest,
                                              manifestText: String(decoding: bytes, as: UTF8.self), moduleFiles: files)
        let plan = try AdoptionWriter(fileSystem: fileSystem, templates: templates, root: root).write(
            peelOff.changes, manifest: (PathUtilities.relative(manifestPath, to: root) ?? "scaffold.yml", bytes,
                                        peelOff.manifestText),
            members: peelOff.moved, before: peelOff.changes.compactMap(\.old), dryRun: dryRun)
        return (peelOff, plan)
    }
}
