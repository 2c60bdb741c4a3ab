/// The module a composite's code lands in, as far as scaffold can tell from paths alone (as `adopt` decides,
/// `ModuleLayout`): the `…/Sources/NAME` folder its generated files go to (SwiftPM's layout and most Xcode ones);
/// elsewhere only the name its manifest gives (`module:`).
struct ModuleScope: Hashable, Sendable {
    /// Absolute `…/Sources/NAME`, or nil when the generated folder is not below one.
    var folder: String?
    /// The folder holding `Sources` (the package's), when `folder` is known.
    var package: String?
    /// The manifest's `module:`.
    var name: String
    /// Where other manifests writing into the module are looked for: `folder`, else the top folder of the generated
    /// path below the manifest's folder (an Xcode project's `MyApp/`), else the manifest's folder.
    var tree: String

    /// - Parameters:
    ///   - generated: the composite's generated folder, absolute.
    ///   - directory: the manifest's folder, absolute.
    init(generated: String, module: String, directory: String) {
        name = module
        let generated = PathUtilities.normalize(generated)
        let parts = generated.split(separator: "/").map(String.init)
        if let index = parts.lastIndex(of: "Sources"), index + 1 < parts.count {
            package = "/" + parts[..<index].joined(separator: "/")
            folder = "/" + parts[...(index + 1)].joined(separator: "/")
        }
        let below = PathUtilities.relative(generated, to: directory)?.split(separator: "/") ?? []
        tree = folder ?? (below.count > 1 ? PathUtilities.join(directory, String(below[0])) : directory)
    }

    /// One module: the same `Sources/NAME` folder when both are known, else the same `module:` name.
    func isSame(as other: ModuleScope) -> Bool {
        if let folder, let otherFolder = other.folder { return folder == otherFolder }
        return name == other.name
    }
}
