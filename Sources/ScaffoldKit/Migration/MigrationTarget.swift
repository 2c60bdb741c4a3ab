/// What `scaffold migrate` moves to scenes: the app delegate of the project, found as the issue says: the file given,
/// else the app-delegate composite of `scaffold.yml`, else the one class of the app target adopting
/// `UIApplicationDelegate`.
enum MigrationTarget: Equatable {
    /// A composite of the manifest, by name: it is only moved to scenes.
    case composite(String)
    /// A classic delegate class in this file (relative to the project): adopted first.
    case classic(path: String)

    static let appProtocols = ["UIApplicationDelegate"]
    static let sceneProtocols = ["UIWindowSceneDelegate", "UISceneDelegate"]

    /// - Parameters:
    ///   - given: `PATH` from the command line, relative to the project.
    ///   - manifest: the project's manifest, when it has one.
    static func find(given: String?, manifest: Manifest?, root: String, fileSystem: some FileSystem) throws -> Self {
        let apps = manifest?.composites.filter { appProtocols.contains($0.protocolSource.value) } ?? []
        if let given {
            let path = PathUtilities.normalize(given)
            let stem = PathUtilities.lastComponent(of: path).split(separator: ".").first.map(String.init) ?? path
            let bytes = try fileSystem.contents(of: PathUtilities.join(root, path))
            if let app = apps.first(where: { $0.name.value == stem }),
               bytes == nil || bytes.map(GeneratedMarker.isPresent(in:)) == true {
                return .composite(app.name.value)
            }
            return .classic(path: path)
        }
        if apps.count == 1 { return .composite(apps[0].name.value) }
        if apps.count > 1 {
            throw DiagnosticError(.error("scaffold.yml has several app delegate composites ("
                + apps.map { "'\($0.name.value)'" }.joined(separator: ", ") + "); say which one: 'scaffold migrate "
                + "PATH'", at: apps[1].name.location))
        }
        // The app target's folder; in a folder that is neither a package nor an Xcode project's, every folder but
        // the tests'.
        let layout = try AppLayout.detect(in: root, module: nil, fileSystem: fileSystem)
        let folder = fileSystem.isDirectory(PathUtilities.join(root, layout.sources)) ? layout.sources : "."
        let files = try ModuleFiles.swiftFiles(under: folder, root: root, in: fileSystem).filter { file in
            folder != "." || !file.path.split(separator: "/").contains { $0.hasSuffix("Tests") }
        }
        let found = classes(adopting: appProtocols, in: files)
        guard let first = found.first else {
            throw DiagnosticError(.error("no class of the app target adopts UIApplicationDelegate (looked in "
                + "'\(folder)'); name its file: 'scaffold migrate PATH'",
                at: SourceLocation(file: folder, line: 1, column: 1)))
        }
        if found.count > 1 {
            throw DiagnosticError(.error("several classes of the app target adopt UIApplicationDelegate; name the "
                + "app's one: 'scaffold migrate PATH'", at: found[1].location,
                notes: found.map { .note("'\($0.name)' adopts it here", at: $0.location) }))
        }
        return .classic(path: first.location.file)
    }

    /// The classes of `files` (skipping scaffold's generated ones and files that do not scan) adopting one of
    /// `protocols`, in their declaration or an extension, with where the class is declared.
    static func classes(adopting protocols: [String], in files: [(path: String, bytes: [UInt8])])
        -> [(name: String, location: SourceLocation)]
    {
        let scanned = files.filter { !GeneratedMarker.isPresent(in: $0.bytes) }.compactMap { file in
            try? ScannedSwiftFile(bytes: file.bytes, path: file.path) { _ in false }
        }
        let types = scanned.flatMap(\.types)
        let adopting = Set(types.filter { $0.inherited.contains { protocols.contains($0.name) } }.map(\.name))
        return types.filter { $0.keyword == "class" && adopting.contains($0.name) }.map { ($0.name, $0.location) }
    }
}
