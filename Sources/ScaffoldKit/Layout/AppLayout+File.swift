extension AppLayout {
    /// The layout of the target compiling `file` (relative to `root`, the project's folder): what `adopt` and
    /// peel-offs write beside an existing delegate, detected as `init` detects it.
    /// - beside a `Package.swift`, the target whose folder holds `file`, and its test target `<Target>Tests`;
    /// - beside an `.xcodeproj`, the app target compiling `file` (its product's module name, its synchronized
    ///   folder) and the test target `<Target>Tests` (its synchronized folder, else a folder of that name); an
    ///   unreadable project is read as `init` reads one (the folder named like the project);
    /// - otherwise, from `file`'s path alone (`byPath(of:module:)`).
    /// - Parameter module: `--module`, which names the module (the folders stay the detected ones).
    public static func detect(in root: String, containing file: String, module: String?,
                              fileSystem: some FileSystem) -> AppLayout {
        let file = PathUtilities.normalize(file)
        var layout = package(in: root, containing: file, fileSystem: fileSystem)
            ?? xcodeProject(in: root, containing: file, fileSystem: fileSystem)
            ?? byPath(of: file, module: module)
        if let module { layout.module = module }
        return layout
    }

    /// The layout a path alone tells: for `…/Sources/NAME/…/File.swift` the module `NAME` and its tests in
    /// `…/Tests/NAMETests`; otherwise the top folder holding the file is the app's, as in an Xcode project: the
    /// module is its name as Xcode makes one (`App` for a file at the top), its tests in `<folder>Tests`.
    public static func byPath(of file: String, module: String? = nil) -> AppLayout {
        let normalized = PathUtilities.normalize(file)
        let folder = PathUtilities.parent(of: normalized)
        let parts = normalized.split(separator: "/").map(String.init)
        if let index = parts.lastIndex(of: "Sources"), index + 2 < parts.count {
            let name = module ?? parts[index + 1]
            let base = parts[..<index].joined(separator: "/")
            return AppLayout(module: name, sources: parts[...(index + 1)].joined(separator: "/"),
                             tests: (base.isEmpty ? "" : base + "/") + "Tests/\(name)Tests")
        }
        // No project file says: an Xcode-style folder named like the product holds the app (`MyApp/Delegates/…`),
        // and the module is its name as Xcode spells it (`Kickstarter-iOS` → `Kickstarter_iOS`).
        let top = folder == "." ? nil : parts.first
        let name = module ?? top.map(moduleName(forProduct:)) ?? "App"
        return AppLayout(module: name, sources: top ?? ".", tests: "\(top.map { $0 + "Tests" } ?? "Tests/AppTests")")
    }

    private static func package(in root: String, containing file: String, fileSystem: some FileSystem) -> AppLayout? {
        guard let bytes = try? fileSystem.contents(of: PathUtilities.join(root, "Package.swift")),
              let targets = try? DeclaredTarget.scan(bytes, path: "Package.swift") else { return nil }
        let holding = targets.filter {
            ($0.kind == .executable || $0.kind == .regular) && PathUtilities.isInside(file, folder: $0.folder)
        }
        guard let target = holding.max(by: { $0.folder.count < $1.folder.count }) else { return nil }
        let tests = targets.first { $0.kind == .test && $0.name == "\(target.name)Tests" }
        return AppLayout(module: target.name, sources: target.folder,
                         tests: tests?.folder ?? "Tests/\(target.name)Tests")
    }

    private static func xcodeProject(in root: String, containing file: String,
                                     fileSystem: some FileSystem) -> AppLayout? {
        let projects = ((try? fileSystem.entries(of: root)) ?? []).filter { $0.hasSuffix(".xcodeproj") }
        guard !projects.isEmpty else { return nil }
        for name in projects {
            let path = PathUtilities.join(root, name + "/project.pbxproj")
            guard let bytes = try? fileSystem.contents(of: path), let project = XcodeProject.read(bytes) else {
                continue
            }
            let compiling = TargetFiles.xcodeTargets(project.targets, compiling: file)
            guard let target = compiling.first(where: { !$0.isTest }) ?? compiling.first else { continue }
            let sources = target.folders.first { PathUtilities.isInside(file, folder: $0) }
                ?? target.folders.first ?? PathUtilities.parent(of: file)
            let tests = project.targets.first { $0.isTest && $0.name == "\(target.name)Tests" }
            return AppLayout(module: moduleName(forProduct: target.product), sources: sources,
                             tests: tests?.folders.first ?? "\(target.name)Tests")
        }
        return try? xcodeProject(projects, module: nil)
    }
}
