/// Two manifests whose outputs land in one module must not declare the same type (`Sources/App/scaffold.yml` and
/// `Sources/App/Notifications/scaffold.yml` both making an `AppDelegate`, or a leaf of one named like a generated
/// helper of the other): the module would not compile. Within one manifest the decoder reports this
/// (`checkCompositeTypes`, `checkLeafCollisions`); this compares a manifest with the others of its modules
/// (`ModuleManifests`).
enum ModuleClashes {
    /// One error per declarer of `manifest` and other manifest that clash, located at the declarer with a note at
    /// the other manifest's. Another manifest that cannot be read or decoded is left to its own run.
    /// - Parameter manifestPath: absolute, and `manifest.directory` too.
    static func errors(in manifest: Manifest, manifestPath: String, fileSystem: some FileSystem,
                       policy: SandboxPolicy) -> [Diagnostic] {
        let ours = TypeDeclarer.all(in: manifest)
        let others = ModuleManifests.find(besides: manifestPath, scopes: Array(Set(ours.map(\.module))),
                                          fileSystem: fileSystem, policy: policy)
        var errors: [Diagnostic] = []
        for path in others {
            guard let other = decoded(path, fileSystem: fileSystem) else { continue }
            let theirs = TypeDeclarer.all(in: other)
            for declarer in ours {
                if let clash = firstClash(of: declarer, with: theirs) {
                    errors.append(error(declarer, clash.type, clash.other))
                }
            }
        }
        return errors
    }

    private static func firstClash(of declarer: TypeDeclarer, with theirs: [TypeDeclarer])
        -> (type: String, other: TypeDeclarer)?
    {
        for type in declarer.types {
            if let other = theirs.first(where: { $0.module.isSame(as: declarer.module) && $0.types.contains(type) }) {
                return (type, other)
            }
        }
        return nil
    }

    private static func error(_ declarer: TypeDeclarer, _ type: String, _ other: TypeDeclarer) -> Diagnostic {
        let there = other.location
        return .error("\(declarer.description) would declare the type '\(type)', which \(there.file):\(there.line) "
            + "also declares (\(other.description)) in module '\(declarer.module.name)'; rename one of them",
                      at: declarer.location,
                      notes: [.note("\(other.description) declares '\(type)' here", at: there)])
    }

    /// The manifest at `path` as far as it can be read, its locations shown from the working folder.
    private static func decoded(_ path: String, fileSystem: some FileSystem) -> Manifest? {
        guard let bytes = try? fileSystem.contents(of: path) else { return nil }
        let shown = PathUtilities.displayed(path, from: fileSystem.currentDirectory)
        return try? ManifestDecoder.decodeCollecting(bytes, path: shown, directory: PathUtilities.parent(of: path))
            .manifest
    }
}
