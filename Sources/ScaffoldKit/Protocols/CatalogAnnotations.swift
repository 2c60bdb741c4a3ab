/// What scaffold knows about a built-in protocol, lent to a user protocol of the same name.
///
/// A user protocol called `UIApplicationDelegate` (say, the SDK's generated interface pasted into the project)
/// is the catalog's protocol without scaffold's annotations. Each of its requirements takes the catalog's
/// `- scaffold.*` annotations for the same Swift name, key by key, where it has none of its own for that key
/// (so `didFinishLaunching` is `all`, the orientation mask `intersection` with fallback `.all`); the protocol
/// takes the catalog's protocol-level annotations it lacks (`superclass`, `module`); its imports are its file's
/// own plus the catalog's.
enum CatalogAnnotations {
    /// An annotation listing names (`- scaffold.imports: UIKit, UserNotifications`), as a list.
    static func splitList(_ text: String?) -> [String] {
        guard let text else { return [] }
        return text.split(separator: ",").map { String($0).trimmingSpaces() }.filter { !$0.isEmpty }
    }

    /// `spec` with the annotations of `catalog`, the built-in protocol of the same name, filled in.
    static func lend(_ catalog: ProtocolSpec, to spec: ProtocolSpec) -> ProtocolSpec {
        var result = spec
        let hadModule = spec.annotations["module"] != nil
        result.annotations = merged(spec.annotations, catalog.annotations)
        if !hadModule, result.annotations["module"] != nil {
            // With a `module`, the composite imports the module and the `imports` annotation only; keep the
            // user file's own imports there.
            let imports = splitList(result.annotations["imports"]) + spec.imports
            let unique = imports.reduce(into: [String]()) { list, name in
                if !list.contains(name) { list.append(name) }
            }
            if !unique.isEmpty { result.annotations["imports"] = unique.joined(separator: ", ") }
        }
        for name in catalog.imports where !result.imports.contains(name) { result.imports.append(name) }

        var byName: [String: MethodRequirement] = [:]
        for method in catalog.methods where byName[method.swiftName] == nil { byName[method.swiftName] = method }
        for index in result.methods.indices {
            guard let known = byName[result.methods[index].swiftName] else { continue }
            result.methods[index].annotations = merged(result.methods[index].annotations, known.annotations)
        }
        for index in result.properties.indices {
            guard let known = catalog.properties.first(where: { $0.name == result.properties[index].name })
            else { continue }
            result.properties[index].annotations = merged(result.properties[index].annotations, known.annotations)
        }
        return result
    }

    /// `own` with every key of `lent` it does not have.
    private static func merged(_ own: [String: String], _ lent: [String: String]) -> [String: String] {
        own.merging(lent) { mine, _ in mine }
    }
}
