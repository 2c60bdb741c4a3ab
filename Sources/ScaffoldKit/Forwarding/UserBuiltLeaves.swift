/// Which leaves the user's factory (`AppDelegateLeaves.swift`, user-owned) builds itself: the generated factory
/// protocol gives a default (`init()`) only to the others, so a leaf whose only initializer takes dependencies
/// compiles once its method is written there.
enum UserBuiltLeaves {
    /// The names of the functions `composite`'s factory file declares (the planner keeps its factory methods);
    /// `read` returns a file's bytes (path relative to the manifest's folder), or nil when it does not exist yet.
    /// A file that cannot be scanned counts as declaring none.
    static func functions(of composite: CompositeSpec, read: (String) throws -> [UInt8]?) -> Set<String> {
        let name = GeneratedNames.leaves(composite: composite.name.value)
        let path = PathUtilities.join(composite.paths.components.value, name + ".swift")
        guard let bytes = try? read(path),
              let functions = try? SwiftDeclarationScanner.functionDeclarations(in: bytes, path: path) else {
            return []
        }
        return Set(functions.map(\.name))
    }
}
