/// Values a composite takes when it does not set them: the top level's, else the built-in defaults.
struct CompositeDefaults {
    var module: Located<String>?
    var style: Located<OutputStyle>?
    var completionDeadline: Located<Double>?
    var generated: Located<String>?
    var components: Located<String>?
    var tests: Located<String>?
    /// Where a built-in default points: the manifest's first line or the composite's entry.
    var location: SourceLocation

    func at(_ location: SourceLocation) -> CompositeDefaults {
        var copy = self
        copy.location = location
        return copy
    }
}

extension ManifestDecoding {
    /// The top-level values every composite starts from.
    mutating func compositeDefaults(_ keys: KeyedPairs) -> CompositeDefaults {
        var defaults = CompositeDefaults(location: origin)
        defaults.module = keys["module"].flatMap { typeName($0.value, key: "module", what: "module name") }
        defaults.style = keys["style"].flatMap { choice($0.value, key: "style", as: OutputStyle.self) }
        defaults.completionDeadline = keys["completionDeadline"].flatMap {
            seconds($0.value, key: "completionDeadline")
        }
        if let paths = keys["paths"].flatMap({ pathKeys($0.value) }) {
            defaults.generated = paths["generated"].flatMap { relativePath($0.value, key: "paths.generated") }
            defaults.components = paths["components"].flatMap { relativePath($0.value, key: "paths.components") }
            defaults.tests = paths["tests"].flatMap { relativePath($0.value, key: "paths.tests") }
        }
        return defaults
    }

    /// One composite from its keys (top-level keys in the single form, or one entry of `composites`).
    mutating func composite(_ keys: KeyedPairs, defaults: CompositeDefaults,
                            location: SourceLocation, isEntry: Bool) -> CompositeSpec {
        var own = defaults
        if isEntry {
            let entry = compositeDefaults(keys)
            own.module = entry.module ?? defaults.module
            own.style = entry.style ?? defaults.style
            own.completionDeadline = entry.completionDeadline ?? defaults.completionDeadline
            own.generated = entry.generated ?? defaults.generated
            own.components = entry.components ?? defaults.components
            own.tests = entry.tests ?? defaults.tests
        }
        let at = own.location
        let givenProtocol = keys["protocol"].map { string($0.value, key: "protocol") }
        if case .some(nil) = givenProtocol { unreadableProtocols.insert(location) }
        let protocolSource = givenProtocol.flatMap { $0 } ?? Located(ManifestKeys.defaultProtocol, at: at)
        let name = keys["composite"].flatMap { typeName($0.value, key: "composite", what: "composite name") }
            ?? Located(ManifestKeys.defaultComposite, at: at)
        let superclass = keys["superclass"].flatMap { superclassName($0.value) }
        let paths = OutputPaths(
            generated: own.generated ?? Located(ManifestKeys.defaultPaths.generated, at: at),
            components: own.components ?? Located(ManifestKeys.defaultPaths.components, at: at),
            tests: own.tests ?? Located(ManifestKeys.defaultPaths.tests, at: at))
        var responsibilities: [Responsibility] = []
        if let list = keys["responsibilities"],
           let items = self.list(list.value, message: "`responsibilities` must be a list of responsibilities") {
            responsibilities = items.compactMap { responsibility($0) }
            checkDuplicateNames(responsibilities)
        }
        if responsibilities.filter(\.isAdopted).count > 1 {
            diagnostics.error("a composite has at most one `adopted` responsibility",
                              at: responsibilities.filter(\.isAdopted)[1].location)
        }
        checkLeafWiring(responsibilities)
        var spec = CompositeSpec(
            protocolSource: protocolSource, name: name,
            module: own.module ?? Located(ManifestKeys.defaultModule, at: at), superclass: superclass,
            style: own.style ?? Located(.swift, at: at), paths: paths,
            completionDeadline: own.completionDeadline ?? Located(ManifestKeys.defaultDeadline, at: at),
            responsibilities: responsibilities, location: location)
        spec.scenes = keys["scenes"].flatMap { typeName($0.value, key: "scenes", what: "scene delegate name") }
        spec.isEntryPoint = keys["main"].flatMap { flag($0.value, key: "main") }?.value ?? false
        spec.signposts = keys["signposts"].flatMap { flag($0.value, key: "signposts") }
        checkLaunchOrder(responsibilities)
        return spec
    }

    /// The `paths` mapping's pairs by key.
    mutating func pathKeys(_ node: YAMLNode) -> KeyedPairs? {
        if node.isNull { return nil }
        guard let pairs = node.pairs else {
            diagnostics.error("`paths` must be a mapping with `generated`, `components` and `tests`",
                              at: node.location)
            return nil
        }
        return checkKeys(pairs, allowed: ManifestKeys.paths)
    }

    /// A class name, possibly module-qualified (`UIKit.UIResponder`).
    mutating func superclassName(_ node: YAMLNode) -> Located<String>? {
        guard let name = string(node, key: "superclass") else { return nil }
        for part in name.value.split(separator: ".", omittingEmptySubsequences: false) {
            if let problem = SwiftNameRules.problem(with: String(part)) {
                diagnostics.error("superclass '\(name.value)' is not a valid Swift type name: \(problem)",
                                  at: node.location)
                return nil
            }
        }
        return name
    }
}
