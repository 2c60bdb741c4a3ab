/// What in a manifest declares Swift types, and which: a composite (the class and its generated helpers:
/// `GeneratedNames.reserved`) or a responsibility (its leaf). Used to find two manifests declaring one type.
struct TypeDeclarer: Sendable {
    /// `composite 'AppDelegate'`, `responsibility 'Push'`.
    var description: String
    /// Where the manifest writes the name.
    var location: SourceLocation
    var types: [String]
    var module: ModuleScope

    /// Every declarer of `manifest`, composites first, in manifest order.
    static func all(in manifest: Manifest) -> [TypeDeclarer] {
        manifest.composites.flatMap { composite -> [TypeDeclarer] in
            let generated = PathUtilities.absolute(composite.paths.generated.value, in: manifest.directory)
            let module = ModuleScope(generated: generated, module: composite.module.value,
                                     directory: manifest.directory)
            let name = composite.name
            let own = TypeDeclarer(description: "composite '\(name.value)'", location: name.location,
                                   types: GeneratedNames.reserved(composite: name.value), module: module)
            // `scenes: SceneDelegate` declares the scene delegate and the bridge's types too.
            let scenes = composite.scenes.map { scenes in
                TypeDeclarer(description: "scene delegate '\(scenes.value)'", location: scenes.location,
                             types: SceneBridging.declaredTypes(app: name.value, scenes: scenes.value), module: module)
            }
            return [own] + (scenes.map { [$0] } ?? []) + composite.responsibilities.map { responsibility in
                let name = responsibility.name
                return TypeDeclarer(description: "responsibility '\(name.value)'", location: name.location,
                                    types: [GeneratedNames.leaf(name.value, pattern: responsibility.pattern.value)],
                                    module: module)
            }
        }
    }
}
