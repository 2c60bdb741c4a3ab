/// Where `scaffold init` puts an app's delegate code: the app's module and its source and test folders.
public struct AppLayout: Equatable, Sendable {
    /// The module the generated tests import (`@testable import MyApp`).
    public var module: String
    /// The app's source folder, relative to the manifest's folder: `Sources/MyApp`, or `MyApp` beside an Xcode
    /// project.
    public var sources: String
    /// The app's test folder, relative to the manifest's folder: `Tests/MyAppTests`, or `MyAppTests`.
    public var tests: String

    public init(module: String, sources: String, tests: String) {
        self.module = module
        self.sources = sources
        self.tests = tests
    }

    /// A folder that is neither a package nor an Xcode project's: `Sources/<module>` and `Tests/<module>Tests`.
    public static func plain(module: String) -> AppLayout {
        AppLayout(module: module, sources: "Sources/\(module)", tests: "Tests/\(module)Tests")
    }

    /// The layout of the project in `folder` (the manifest's):
    /// - beside a `Package.swift`, its app target: the one `module` names, else the one whose folder holds
    ///   `workingFolder` (`scaffold init` run in `Sources/MyApp`), else the only executable target, else the only
    ///   library target; several candidates are an error listing them;
    /// - beside one `.xcodeproj`, the folder named like the project (or like `module`);
    /// - otherwise `plain(module:)`, `App` by default.
    public static func detect(in folder: String, module: String?, workingFolder: String? = nil,
                              fileSystem: some FileSystem) throws -> AppLayout {
        let packagePath = PathUtilities.join(folder, "Package.swift")
        if let bytes = try fileSystem.contents(of: packagePath) {
            let shown = PathUtilities.displayed(packagePath, from: fileSystem.currentDirectory)
            let targets = try DeclaredTarget.scan(bytes, path: shown)
            let inside = workingFolder.flatMap { PathUtilities.relative($0, to: folder) }
            let holding = targets.filter { target in
                target.kind != .test && target.kind != .other
                    && inside.map { PathUtilities.isInside($0, folder: target.folder) && target.folder != "." } == true
            }
            if module == nil, let target = holding.max(by: { $0.folder.count < $1.folder.count }) {
                return try package(targets, module: target.name, manifestPath: shown)
            }
            if !targets.isEmpty { return try package(targets, module: module, manifestPath: shown) }
        }
        let projects = try fileSystem.entries(of: folder).filter { $0.hasSuffix(".xcodeproj") }
        if !projects.isEmpty { return try xcodeProject(projects, module: module) }
        return plain(module: module ?? "App")
    }

    static func package(_ targets: [DeclaredTarget], module: String?, manifestPath: String) throws -> AppLayout {
        let sources = targets.filter { $0.kind == .executable || $0.kind == .regular }
        let target: DeclaredTarget
        if let module {
            guard let named = sources.first(where: { $0.name == module }) else {
                throw Diagnostic.error(
                    "'\(manifestPath)' has no target named '\(module)'"
                        + Suggestions.didYouMean(module, in: sources.map(\.name))
                        + "; its targets: \(sources.map(\.name).joined(separator: ", "))",
                    at: nil, notes: declarations(sources))
            }
            target = named
        } else {
            let executables = sources.filter { $0.kind == .executable }
            let candidates = executables.isEmpty ? sources : executables
            guard candidates.count == 1, let only = candidates.first else {
                let names = candidates.map(\.name).joined(separator: ", ")
                throw Diagnostic.error(
                    candidates.isEmpty
                        ? "'\(manifestPath)' declares no executable or library target to hold the app delegate"
                        : "'\(manifestPath)' has \(candidates.count) possible app targets (\(names)); "
                            + "choose one with --module NAME",
                    at: candidates.first?.location, notes: declarations(candidates))
            }
            target = only
        }
        let testTarget = targets.first { $0.kind == .test && $0.name == "\(target.name)Tests" }
        return AppLayout(module: target.name, sources: target.path ?? "Sources/\(target.name)",
                         tests: testTarget?.path ?? "Tests/\(target.name)Tests")
    }

    static func xcodeProject(_ projects: [String], module: String?) throws -> AppLayout {
        if let module { return AppLayout(module: module, sources: module, tests: "\(module)Tests") }
        guard projects.count == 1, let project = projects.first else {
            let names = projects.joined(separator: ", ")
            throw Diagnostic.error(
                "this folder has \(projects.count) Xcode projects (\(names)); choose the app with --module NAME",
                at: nil)
        }
        let name = String(project.dropLast(".xcodeproj".count))
        return AppLayout(module: moduleName(forProduct: name), sources: name, tests: "\(name)Tests")
    }

    /// Xcode's default module name for a product: every character that cannot be in an identifier becomes `_`
    /// (`My App` → `My_App`), and a leading digit gets one before it.
    static func moduleName(forProduct name: String) -> String {
        let scalars = name.unicodeScalars.map { SwiftNameRules.isIdentifierScalar($0) ? Character($0) : "_" }
        let identifier = String(scalars)
        return identifier.first.map { $0.isNumber } == true ? "_" + identifier : identifier
    }

    private static func declarations(_ targets: [DeclaredTarget]) -> [Diagnostic] {
        targets.map { .note("'\($0.name)' is declared here", at: $0.location) }
    }
}
