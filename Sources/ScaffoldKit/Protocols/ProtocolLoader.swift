/// Finds the protocol a composite names: a built-in catalog entry, or `path/File.swift#ProtocolName`.
public struct ProtocolLoader {
    /// Catalog files by name (`UIApplicationDelegate` → its Swift source), from the template store.
    public let catalog: [String: String]
    public let fileSystem: any FileSystem
    /// The manifest's folder: user protocol paths are relative to it.
    public let directory: String

    public init(templates: [String: String], fileSystem: any FileSystem, directory: String) {
        var catalog: [String: String] = [:]
        for (path, text) in templates where path.hasPrefix("Catalog/") && path.hasSuffix(".swift") {
            catalog[String(path.dropFirst("Catalog/".count).dropLast(".swift".count))] = text
        }
        self.catalog = catalog
        self.fileSystem = fileSystem
        self.directory = directory
    }

    /// The names of the built-in protocols, sorted.
    public var catalogNames: [String] { catalog.keys.sorted() }

    /// The protocol `source` names, and whether it came from the catalog.
    public func load(_ source: Located<String>) throws -> (spec: ProtocolSpec, isCatalog: Bool) {
        let text = source.value
        guard let hash = text.lastIndex(of: "#") else {
            guard let swift = catalog[text] else {
                throw Diagnostic.error(
                    "'\(text)' is not a built-in protocol" + Suggestions.didYouMean(text, in: catalogNames)
                        + " (built-in: \(catalogNames.joined(separator: ", ")); a protocol of yours is written "
                        + "'path/File.swift#ProtocolName')",
                    at: source.location)
            }
            return (try catalogSpec(named: text, source: swift), true)
        }
        let path = String(text[..<hash])
        let name = String(text[text.index(after: hash)...])
        guard !path.isEmpty, !name.isEmpty else {
            throw Diagnostic.error("a protocol of yours is written 'path/File.swift#ProtocolName'", at: source.location)
        }
        let absolute = PathUtilities.absolute(path, in: directory)
        guard let bytes = try fileSystem.contents(of: absolute) else {
            throw Diagnostic.error("protocol file '\(path)' does not exist", at: source.location)
        }
        // Located from where the command runs, so the path opens in an editor.
        let shown = PathUtilities.display(path, in: directory, from: fileSystem.currentDirectory)
        var spec = try SwiftDeclarationScanner.protocolSpec(named: name, in: bytes, path: shown,
                                                            reference: source.location)
        // A role is the catalog's to give (`ProtocolRole`): only a copy of a catalog protocol takes one, from it.
        spec.annotations["role"] = nil
        guard let swift = catalog[name], let known = try? catalogSpec(named: name, source: swift) else {
            return (spec, false)
        }
        return (CatalogAnnotations.lend(known, to: spec), false)
    }

    /// The name of the catalog protocol whose `- scaffold.role` is `role` (`UIWindowSceneDelegate` for
    /// `.sceneDelegate`), if one has it. Only the files that spell the annotation are scanned.
    public func catalogName(for role: ProtocolRole) -> String? {
        catalogNames.first { name in
            guard let text = catalog[name], text.contains("scaffold.role: \(role.rawValue)") else { return false }
            return (try? catalogSpec(named: name, source: text))?.role == role
        }
    }

    /// The catalog protocol `name` of text `source`, scanned. Its locations name it as `built-in catalog
    /// UIApplicationDelegate`: no file of the user's project holds it.
    private func catalogSpec(named name: String, source: String) throws -> ProtocolSpec {
        try SwiftDeclarationScanner.protocolSpec(named: name, in: Array(source.utf8), path: "built-in catalog \(name)")
    }
}
