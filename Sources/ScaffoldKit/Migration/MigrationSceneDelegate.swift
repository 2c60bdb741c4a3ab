/// The scene composite `scaffold migrate` names in `scenes:`: an app's own scene delegate class is adopted as its
/// first leaf, byte for byte (the class's name becomes the composite's, its `window` forwarded to the leaf's, as
/// `adopt` does for an app delegate's); else a scene composite the manifest has, else the one the app composite
/// names already, else `SceneDelegate`, generated.
struct MigrationSceneDelegate {
    let transaction: ProjectTransaction
    /// The app delegate composite's name.
    let app: String

    static let defaultName = "SceneDelegate"
    /// The responsibility that receives an app's own scene delegate's code.
    static let leafName = "LegacyScene"

    /// The scene composite's name; an adopted class's changes, members and manifest entry are added to `plan`, and
    /// `moduleFiles` become the files as they will be.
    func adopt(into plan: inout MigrationPlan, moduleFiles: inout [(path: String, bytes: [UInt8])]) throws -> String {
        let root = transaction.project.directory
        let manifestPath = AdoptionRun.manifestName
        let manifest = try ManifestDecoder.decode(Array(plan.manifestText.utf8), path: manifestPath, directory: root)
        let sceneComposites = manifest.composites.filter {
            MigrationTarget.sceneProtocols.contains($0.protocolSource.value)
        }
        let named = manifest.composites.first { $0.name.value == app }?.scenes?.value
        let found = MigrationTarget.classes(adopting: MigrationTarget.sceneProtocols, in: moduleFiles)
        guard let own = found.first else {
            return named ?? (sceneComposites.count == 1 ? sceneComposites[0].name.value : Self.defaultName)
        }
        if found.count > 1 {
            throw DiagnosticError(.error("several classes adopt UIWindowSceneDelegate; scaffold migrate adopts an "
                + "app's one scene delegate: merge them, then migrate again", at: found[1].location,
                notes: found.map { .note("'\($0.name)' adopts it here", at: $0.location) }))
        }
        let path = own.location.file
        if plan.changes.contains(where: { $0.path == path && $0.old == nil }) {
            throw DiagnosticError(.error("'\(own.name)' is declared in the app delegate's file; move it to a file of "
                + "its own, then migrate again", at: plan.adoptions.first.flatMap { adoption in
                    adoption.changes.first { $0.kind == .moved }.map {
                        SourceLocation(file: $0.path, line: own.location.line, column: own.location.column)
                    }
                } ?? own.location))
        }
        guard let bytes = moduleFiles.first(where: { $0.path == path })?.bytes else { return own.name }
        var options = AdoptionOptions(leafName: Self.leafName)
        options.delegateProtocols = MigrationTarget.sceneProtocols
        options.layout = AppLayout.detect(in: root, containing: path, module: nil,
                                          fileSystem: transaction.workspace.fileSystem)
        let loader = ProtocolLoader(templates: plan.templates, fileSystem: transaction.workspace.fileSystem,
                                    directory: root)
        let adoption = try Adopter.adopt(
            delegatePath: path, bytes: bytes, moduleFiles: moduleFiles.filter { $0.path != path }, options: options
        ) { name in try loader.load(Located(name, at: SourceLocation(file: path, line: 1, column: 1))).spec }
        plan.manifestText = try Self.adding(adoption, to: plan.manifestText, path: manifestPath, root: root)
        for change in adoption.changes { plan.add(change) }
        plan.members += adoption.members
        plan.adoptions.append(adoption)
        plan.steps.append("\(own.name) (\(path)), the app's own scene delegate, becomes the scene composite: its "
            + "code moves to \(adoption.leafTypeName), its first leaf (responsibility '\(Self.leafName)'), and "
            + "its window is the composite's.")
        moduleFiles = plan.applied(to: moduleFiles)
        return own.name
    }

    /// `text` with the scene delegate's composite added, a single-composite manifest first made a `composites:` list.
    private static func adding(_ adoption: Adoption, to text: String, path: String, root: String) throws -> String {
        var document = try EditableManifest(text, path: path)
        _ = document.convertToCompositesList()
        let listed = try ManifestDecoder.decode(document.bytes, path: path, directory: root)
        return try AdoptionManifest.adding(adoption, to: document.text, manifest: listed)
    }
}
