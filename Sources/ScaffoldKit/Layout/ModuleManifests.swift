/// The other `scaffold.yml` files that could write into the modules of one manifest, found without reading
/// outside the project and cheaply enough for every build.
///
/// A manifest writes only inside its own folder (its paths cannot leave it), so a manifest writing into module
/// folder `…/Sources/NAME` lies in that folder's tree or in a folder above it: the tree is searched, and the folders
/// above it up to the package's (the one holding `Sources`) are looked at for a `scaffold.yml`. A module known only
/// by name is searched in the top folder its generated path has below the manifest's (an Xcode project's `MyApp/`),
/// and the folders above it up to the working folder when the command runs from above the manifest (an Xcode Run
/// Script phase runs in `$(SRCROOT)`). Hidden folders,
/// folders whose name has an extension (asset catalogs, bundles, `.lproj`) and dependency folders (`Pods`,
/// `Carthage`, `node_modules`) are skipped. Sandboxed, no folder is listed: the other manifests are those the Run
/// Script phase declares as inputs.
enum ModuleManifests {
    static let fileName = ManifestLocator.defaultName

    /// Absolute paths of the manifests found, sorted; `manifestPath` itself is not among them.
    static func find(besides manifestPath: String, scopes: [ModuleScope], fileSystem: some FileSystem,
                     policy: SandboxPolicy) -> [String] {
        let directory = PathUtilities.parent(of: manifestPath)
        var trees: Set<String> = []
        var above: Set<String> = []
        for scope in scopes {
            trees.insert(scope.tree)
            if let folder = scope.folder, let package = scope.package {
                above.formUnion(manifests(above: folder, upTo: package))
            } else {
                // The folders between the working folder and the manifest's are the project's too: an Xcode
                // project's manifest sits in one when another manifest below it runs from `$(SRCROOT)`.
                let workingFolder = fileSystem.currentDirectory
                if PathUtilities.isInside(directory, folder: workingFolder) {
                    above.formUnion(manifests(above: directory, upTo: workingFolder))
                }
            }
        }
        var found: Set<String>
        if policy.isSandboxed {
            found = (policy.declaredInputs ?? []).filter { path in
                above.contains(path) || (PathUtilities.lastComponent(of: path) == fileName
                    && trees.contains { PathUtilities.isInside(path, folder: $0) })
            }
        } else {
            found = above.filter { fileSystem.fileExists($0) && !fileSystem.isDirectory($0) }
            for tree in trees { manifests(under: tree, fileSystem: fileSystem, into: &found) }
        }
        found.remove(PathUtilities.normalize(manifestPath))
        return found.sorted()
    }

    /// The `scaffold.yml` paths of the folders above `folder`, up to and including `top` (which holds `folder`).
    private static func manifests(above folder: String, upTo top: String) -> [String] {
        var paths: [String] = []
        var current = folder
        while current != top && current != "/" {
            current = PathUtilities.parent(of: current)
            paths.append(PathUtilities.join(current, fileName))
        }
        return paths
    }

    private static let skippedFolders: Set<String> = ["Pods", "Carthage", "node_modules", "DerivedData"]

    /// Every `scaffold.yml` below `folder` (at most 32 folders deep); an unreadable folder is skipped, and a link is
    /// not followed (two links to `.` would make the walk take 2^32 steps).
    private static func manifests(under folder: String, fileSystem: some FileSystem, into found: inout Set<String>) {
        var pending = [(folder, 0)]
        while let (current, depth) = pending.popLast() {
            for name in (try? fileSystem.entries(of: current)) ?? [] where !name.hasPrefix(".") {
                let path = PathUtilities.join(current, name)
                if name == fileName {
                    if !fileSystem.isDirectory(path) { found.insert(path) }
                } else if !name.utf8.contains(UInt8(ascii: ".")), !skippedFolders.contains(name), depth < 32,
                          fileSystem.status(of: path)?.kind == .folder {
                    pending.append((path, depth + 1))
                }
            }
        }
    }
}
