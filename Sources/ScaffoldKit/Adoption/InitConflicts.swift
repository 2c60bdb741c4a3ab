/// What in an app's existing code a new composite would collide with (issue 22): a type of the composite's name, a
/// class that already is the app's delegate, a file of a name `init` would write (Xcode refuses two files of one
/// name in a target: "filename used twice"). Each is an error at the declaration, with the way forward.
public struct InitConflicts {
    /// The composite `init` would write, and whether the user named it (`--composite`): a named composite may sit
    /// beside an existing delegate class.
    public var composite: String
    public var compositeIsExplicit: Bool
    /// The protocol's name (`UIApplicationDelegate`, or the `Name` of `path#Name`).
    public var protocolName: String
    /// The project's folder (absolute), where `scaffold adopt` runs; and the working folder, for the paths shown.
    public var root: String
    public var workingFolder: String

    public init(composite: String, compositeIsExplicit: Bool, protocolName: String, root: String,
                workingFolder: String) {
        self.composite = composite
        self.compositeIsExplicit = compositeIsExplicit
        self.protocolName = protocolName
        self.root = root
        self.workingFolder = workingFolder
    }

    /// Throws an error for each existing file in the way of `written` (paths relative to `root`): the files
    /// below `layout.tests` join the test target, the others the app's (`TargetFiles`).
    public func check(_ written: [String], layout: AppLayout, fileSystem: some FileSystem) throws {
        func target(of folder: String) -> [(path: String, bytes: [UInt8])] {
            let probe = PathUtilities.join(folder, composite + ".swift")
            return TargetFiles.swiftFiles(compiledWith: probe, root: root, fileSystem: fileSystem).compactMap { path in
                (try? fileSystem.contents(of: PathUtilities.join(root, path))).flatMap { $0 }.map { (path, $0) }
            }
        }
        let app = target(of: layout.sources)
        let tests = target(of: layout.tests)
        let found = diagnostics(written: written.map { path in
            (path, PathUtilities.isInside(path, folder: layout.tests) ? tests : app)
        })
        if !found.isEmpty { throw DiagnosticError(found) }
    }

    /// - Parameters:
    ///   - written: the files `init` would write, relative to `root`, each with the Swift files (relative to `root`,
    ///     with their bytes) of the target it joins.
    /// - Returns: one error per existing file in the way; empty when there is none.
    public func diagnostics(written: [(path: String, target: [(path: String, bytes: [UInt8])])]) -> [Diagnostic] {
        var clashes: [String: [String]] = [:]  // existing file → the written files of its name
        var files: [String: [UInt8]] = [:]
        for (path, target) in written {
            let name = PathUtilities.lastComponent(of: path)
            for file in target where file.path != path && PathUtilities.lastComponent(of: file.path) == name {
                clashes[file.path, default: []].append(path)
            }
            for file in target { files[file.path] = file.bytes }
        }
        var diagnostics: [Diagnostic] = []
        for (path, bytes) in files.sorted(by: { $0.key < $1.key }) {
            let shown = PathUtilities.display(path, in: root, from: workingFolder)
            let types = (try? TopLevelType.scan(bytes, path: shown)) ?? []
            let named = types.first { $0.keyword != "extension" && $0.name == composite }
            let delegate = compositeIsExplicit ? nil : types.first { $0.inherits(protocolName) }
            guard named != nil || delegate != nil || clashes[path] != nil else { continue }
            diagnostics.append(conflict(path: path, shown: shown, named: named, delegate: delegate,
                                        clash: clashes[path]?.first))
        }
        return diagnostics
    }

    private func conflict(path: String, shown: String, named: TopLevelType?, delegate: TopLevelType?,
                          clash: String?) -> Diagnostic {
        var facts: [String] = []
        if let named {
            let adopting = named.inherits(protocolName) ? " adopting \(protocolName)" : ""
            let article = named.keyword.first.map { "aeiou".contains($0) } == true ? "an" : "a"
            facts.append("'\(composite)' is declared here already (\(article) \(named.keyword)\(adopting))")
        }
        if let delegate, delegate != named {
            facts.append("'\(delegate.name)' adopts \(protocolName) here already"
                + (delegate.keyword == "extension" ? " (in an extension)" : ""))
        }
        if let clash {
            facts.append("this file has the name of '\(PathUtilities.display(clash, in: root, from: workingFolder))', "
                + "which init writes (Xcode refuses two files of one name in a target)")
        }
        let location = (named ?? delegate)?.location ?? SourceLocation(file: shown, line: 1, column: 1)
        let what = named != nil ? "'\(composite)'" : delegate != nil ? "app delegate"
            : "'\(PathUtilities.lastComponent(of: path))'"
        var notes: [Diagnostic] = []
        let isClass = (named ?? delegate).map { $0.keyword == "class" } ?? false
        if isClass && DelegateClass.protocols.contains(protocolName) {
            let adopt = "scaffold adopt \(path)"
            let fromRoot = PathUtilities.absolute(".", in: workingFolder) == root ? adopt
                : "cd \(PathUtilities.displayed(root, from: workingFolder)) && \(adopt)"
            notes.append(.note("to make it the composite, its code moved into a leaf: \(fromRoot)", at: location))
        }
        notes.append(.note("to keep it and add a composite of another name: scaffold init --composite NAME",
                           at: location))
        return .error(facts.joined(separator: "; ") + ": 'scaffold init' would make a second \(what); nothing was "
            + "written", at: location, notes: notes)
    }
}
