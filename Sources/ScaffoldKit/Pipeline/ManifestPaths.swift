/// The paths a manifest names (`paths.generated`, `paths.components`, `paths.tests`, `templates:`, the file of
/// `protocol: path#Name`) and the names files are made of, checked before anything is read or written through
/// them, each error located at its key: no control character, inside the project folder once symbolic links are
/// resolved (`ProjectBoundary`), and short enough for the file system (`FileNames`).
enum ManifestPaths {
    /// A name's bytes plus this must fit a file name: the longest file named after a name (`…ComponentTests.swift`,
    /// `Sequence+…Component.swift`) adds fewer.
    static let nameMargin = 40

    static func errors(in manifest: Manifest, fileSystem: any FileSystem) -> [Diagnostic] {
        var diagnostics = Diagnostics()
        let root = PathUtilities.absolute(manifest.directory, in: fileSystem.currentDirectory)
        guard var boundary = diagnostics.capture({ try ProjectBoundary(root: root, fileSystem: fileSystem) }) else {
            return diagnostics.all
        }
        for composite in manifest.composites {
            let paths = composite.paths
            for (key, value) in [("paths.generated", paths.generated), ("paths.components", paths.components),
                                 ("paths.tests", paths.tests)] {
                check(value.value, key: key, at: value.location, boundary: &boundary, into: &diagnostics)
            }
            let source = composite.protocolSource
            if let hash = source.value.lastIndex(of: "#") {
                let path = String(source.value[..<hash])
                check(path, key: "protocol", at: source.location, boundary: &boundary, into: &diagnostics)
            }
            for name in [composite.name] + composite.responsibilities.map(\.name) {
                checkLength(name, into: &diagnostics)
            }
        }
        if let templates = manifest.templates {
            check(templates.value, key: "templates", at: templates.location, boundary: &boundary, into: &diagnostics)
        }
        return diagnostics.all
    }

    /// The errors of one path of the manifest, at `location`.
    static func check(_ path: String, key: String, at location: SourceLocation, boundary: inout ProjectBoundary,
                      into diagnostics: inout Diagnostics) {
        let shown = PathText.visible(path)
        if let (character, _) = PathText.problem(in: path) {
            diagnostics.error("`\(key)` '\(shown)': \(character) is not allowed in a path", at: location)
            return
        }
        let absolute = PathUtilities.absolute(path, in: boundary.root)
        guard !path.isEmpty, PathUtilities.isInside(absolute, folder: boundary.root) else {
            diagnostics.error("`\(key)` '\(shown)' lies outside the project folder '\(boundary.root)'; scaffold reads "
                + "and writes only inside the project", at: location)
            return
        }
        if let problem = FileNames.problem(absolute) {
            diagnostics.error("`\(key)` '\(shown)': \(problem)", at: location)
            return
        }
        do {
            guard let outside = try boundary.outside(absolute) else { return }
            diagnostics.error("`\(key)` '\(shown)' leads outside the project folder '\(boundary.root)' through a "
                + "symbolic link (to '\(outside.resolved)'); scaffold reads and writes only inside the project",
                at: location)
        } catch {
            // A link loop on the way: said at the key.
            let reason = (error as? Diagnostic)?.message ?? "\(error)"
            diagnostics.error("`\(key)` '\(shown)': \(reason)", at: location)
        }
    }

    /// A name whose files would have names too long for the file system.
    private static func checkLength(_ name: Located<String>, into diagnostics: inout Diagnostics) {
        let length = name.value.utf8.count
        guard length + nameMargin > FileNames.nameLimit else { return }
        diagnostics.error("the name '\(name.value.prefix(40))…' is \(length) bytes long: the files named after it "
            + "would pass the \(FileNames.nameLimit) bytes a file name may have", at: name.location)
    }
}
