/// Every Swift file compiled together with one file of the project: the files an `extension AppDelegate` can be in.
enum TargetFiles {
    /// Paths relative to `root` of the Swift files of the target(s) compiling `file` (relative to `root`), sorted:
    /// - beside a `Package.swift`, the target whose folder holds `file` (its `path:` or `Sources/NAME`, less its
    ///   `exclude:`, only its `sources:` when it lists them, less the folders of the package's other targets);
    /// - beside an `.xcodeproj`, every target compiling `file`: its synchronized folders (less their membership
    ///   exceptions) and its listed sources. A file the project does not name yet (one scaffold wrote into a project
    ///   without synchronized folders) belongs to the targets compiling the files nearest to it;
    /// - otherwise, or when neither says, every Swift file under `root` outside build, dependency and test folders.
    static func swiftFiles(compiledWith file: String, root: String, fileSystem: some FileSystem) -> [String] {
        let file = PathUtilities.normalize(file)
        if let bytes = try? fileSystem.contents(of: PathUtilities.join(root, "Package.swift")),
           let targets = try? DeclaredTarget.scan(bytes, path: "Package.swift"),
           let files = packageFiles(targets, compiling: file, root: root, fileSystem: fileSystem) {
            return files
        }
        let compiling = xcodeTargets(projectTargets(root: root, fileSystem: fileSystem), compiling: file)
        if !compiling.isEmpty {
            var files: Set<String> = []
            for target in compiling {
                files.formUnion(target.listed.filter { $0.hasSuffix(".swift") && fileSystem.fileExists(
                    PathUtilities.join(root, $0)) })
                for folder in target.folders {
                    files.formUnion(SwiftFileWalk.files(under: folder, root: root, fileSystem: fileSystem)
                        .filter { !target.excluded.contains($0) })
                }
            }
            return files.sorted()
        }
        // No target known: everything but test folders (other than the one `file` is in).
        return SwiftFileWalk.files(under: ".", root: root, fileSystem: fileSystem) { folder in
            folder.hasSuffix("Tests") && !PathUtilities.isInside(file, folder: folder)
        }
    }

    /// For each of `paths` compiled by an app or library target of the Xcode projects beside `root` that does not
    /// compile `file`, those targets' names: where a shared file (`Shared/AppDelegate+Shared.swift`) is compiled
    /// without `file`'s class.
    static func otherTargets(compiling paths: [String], without file: String, root: String,
                             fileSystem: some FileSystem) -> [String: [String]] {
        let others = projectTargets(root: root, fileSystem: fileSystem).filter {
            !$0.isTest && !$0.compiles(PathUtilities.normalize(file))
        }
        var found: [String: [String]] = [:]
        for path in paths {
            let names = others.filter { $0.compiles(PathUtilities.normalize(path)) }.map(\.name)
            if !names.isEmpty { found[path] = names }
        }
        return found
    }

    private static func projectTargets(root: String, fileSystem: some FileSystem) -> [XcodeProject.Target] {
        let projects = ((try? fileSystem.entries(of: root)) ?? []).filter { $0.hasSuffix(".xcodeproj") }
        return projects.flatMap { name -> [XcodeProject.Target] in
            let path = PathUtilities.join(root, name + "/project.pbxproj")
            return ((try? fileSystem.contents(of: path)).flatMap { $0 }.flatMap(XcodeProject.read)?.targets) ?? []
        }
    }

    /// The files of the package target whose folder holds `file`; nil when none does.
    private static func packageFiles(_ targets: [DeclaredTarget], compiling file: String, root: String,
                                     fileSystem: some FileSystem) -> [String]? {
        let holding = targets.filter { $0.kind != .other && PathUtilities.isInside(file, folder: $0.folder) }
        guard let target = holding.max(by: { $0.folder.count < $1.folder.count }) else { return nil }
        let others = targets.map(\.folder).filter { $0 != target.folder }
        let excluded = target.exclude.map { PathUtilities.normalize(PathUtilities.join(target.folder, $0)) }
        let sources = target.sources?.map { PathUtilities.normalize(PathUtilities.join(target.folder, $0)) }
        return SwiftFileWalk.files(under: target.folder, root: root, fileSystem: fileSystem) { folder in
            others.contains(folder) || excluded.contains(folder)
        }.filter { path in
            !excluded.contains { PathUtilities.isInside(path, folder: $0) }
                && (sources?.contains { PathUtilities.isInside(path, folder: $0) } ?? true)
        }
    }

    /// The targets compiling `file`; for a file no target names, those compiling a file in the nearest folder above
    /// it (app targets before test targets).
    static func xcodeTargets(_ targets: [XcodeProject.Target], compiling file: String) -> [XcodeProject.Target] {
        let direct = targets.filter { $0.compiles(file) }
        if !direct.isEmpty { return direct }
        var folder = PathUtilities.parent(of: file)
        while true {
            let near = targets.filter { target in
                target.listed.contains { PathUtilities.isInside($0, folder: folder) }
                    || target.folders.contains { PathUtilities.isInside($0, folder: folder) }
            }
            let apps = near.filter { !$0.isTest }
            if !near.isEmpty { return apps.isEmpty ? near : apps }
            if folder == "." || folder == ".." || folder.hasPrefix("../") { return [] }
            folder = PathUtilities.parent(of: folder)
        }
    }
}
