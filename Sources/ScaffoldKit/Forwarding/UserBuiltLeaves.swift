/// Which leaves the user's factory (`AppDelegateLeaves.swift`, user-owned) builds itself: the generated factory
/// protocol gives a default (`init()`) only to the others, so a leaf whose only initializer takes dependencies
/// compiles once its method is written there.
enum UserBuiltLeaves {
    /// `plan` with `userBuiltLeaves` read from its factory file; `read` returns a file's bytes (path relative to the
    /// manifest's folder), or nil when it does not exist yet. A file that cannot be scanned counts as building none.
    static func read(into plan: ForwardingPlan, read: (String) throws -> [UInt8]?) -> ForwardingPlan {
        let name = GeneratedNames.leaves(composite: plan.composite.name.value)
        let path = PathUtilities.join(plan.composite.paths.components.value, name + ".swift")
        guard let bytes = try? read(path),
              let functions = try? SwiftDeclarationScanner.functionDeclarations(in: bytes, path: path) else {
            return plan
        }
        let leaves = plan.components + plan.listeners + plan.commands
        let factoryMethods = Set(leaves.map { GeneratedNames.factoryMethod(leaf: $0.typeName) })
        var copy = plan
        copy.userBuiltLeaves = Set(functions.map(\.name)).intersection(factoryMethods)
        return copy
    }
}
