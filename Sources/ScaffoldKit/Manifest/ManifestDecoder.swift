/// Turns the text of `scaffold.yml` into a validated `Manifest`, reporting every mistake of the file at once.
///
/// Single-composite form:
/// ```yaml
/// protocol: UIApplicationDelegate        # default
/// composite: AppDelegate                 # default
/// module: MyApp                          # default App
/// style: swift                           # or objc
/// completionDeadline: 25                 # seconds
/// templates: Templates                   # optional override folder
/// paths: {generated: Generated, components: Components, tests: Tests}
/// responsibilities:
///   - name: Analytics                    # pattern: component (default) | command | listener
///     methods: [application(_:didFinishLaunchingWithOptions:)]
///     policies: {application(_:didFinishLaunchingWithOptions:): all}
///   - name: Logging
///     pattern: listener
///     events: [didFinishLaunching]
/// ```
/// Several composites: a top-level `composites:` list replaces `protocol`, `composite`, `superclass` and
/// `responsibilities`; each entry has those keys plus optional `module`, `style`, `completionDeadline` and
/// `paths` (merged key by key), overriding the top-level values of the same names, which act as defaults:
/// ```yaml
/// module: MyApp
/// composites:
///   - composite: AppDelegate
///     responsibilities: [...]
///   - protocol: UIWindowSceneDelegate
///     composite: SceneDelegate
///     paths: {generated: Sources/Scene/Generated}
///     responsibilities: [...]
/// ```
public enum ManifestDecoder {
    /// Reads and validates a manifest; `path` names it in diagnostics, `directory` is the project folder.
    public static func decode(_ bytes: [UInt8], path: String, directory: String) throws(DiagnosticError) -> Manifest {
        let root = try YAMLReader.read(bytes, path: path)
        var decoding = ManifestDecoding(path: path)
        let manifest = decoding.manifest(from: root, directory: directory)
        try decoding.diagnostics.throwIfErrorsTyped()
        return manifest
    }

    /// Like `decode`, but a schema mistake does not stop it: returns what could be read, without the composites
    /// whose protocol could not be read, with every diagnostic. Lets a caller report the mistakes that need
    /// the protocol (unknown methods, policies that do not fit) in the same run. Syntax errors still throw.
    public static func decodeCollecting(_ bytes: [UInt8], path: String, directory: String) throws(DiagnosticError)
        -> (manifest: Manifest, diagnostics: [Diagnostic])
    {
        let root = try YAMLReader.read(bytes, path: path)
        var decoding = ManifestDecoding(path: path)
        var manifest = decoding.manifest(from: root, directory: directory)
        manifest.composites.removeAll { decoding.unreadableProtocols.contains($0.location) }
        return (manifest, decoding.diagnostics.all)
    }
}

extension Diagnostics {
    /// `throwIfErrors` with a typed error.
    func throwIfErrorsTyped() throws(DiagnosticError) {
        if hasErrors { throw DiagnosticError(all) }
    }
}

/// The state of one decode: the diagnostics collected so far.
struct ManifestDecoding {
    let path: String
    var diagnostics = Diagnostics()
    /// The locations of composites whose `protocol` value is unusable; they cannot be planned.
    var unreadableProtocols: Set<SourceLocation> = []
    /// Where defaulted values of the top level point: the manifest's first line.
    let origin: SourceLocation

    init(path: String) {
        self.path = path
        self.origin = SourceLocation(file: path, line: 1, column: 1)
    }

    mutating func manifest(from root: YAMLNode, directory: String) -> Manifest {
        guard let pairs = root.pairs else {
            diagnostics.error("the manifest must be a mapping of keys such as 'protocol:' and 'responsibilities:'",
                              at: root.location)
            return Manifest(path: path, directory: directory, composites: [])
        }
        let usesList = pairs.contains { $0.key.scalar == "composites" }
        let allowed = usesList ? ManifestKeys.sharedDefaults + ["composites"]
                               : ManifestKeys.composite + ["templates"]
        let keys = checkKeys(pairs, allowed: allowed, misplaced: { key in
            usesList && ManifestKeys.composite.contains(key)
                ? "`\(key)` belongs inside each entry of `composites`" : nil
        })
        let templates = keys["templates"].flatMap { string($0.value, key: "templates") }
        let defaults = compositeDefaults(keys)
        var composites: [CompositeSpec] = []
        if let list = keys["composites"]?.value {
            if let items = list.items, !items.isEmpty {
                for item in items {
                    guard let entry = item.pairs else {
                        diagnostics.error("each entry of `composites` must be a mapping with `composite:`, "
                            + "`protocol:` and `responsibilities:`", at: item.location)
                        continue
                    }
                    let entryKeys = checkKeys(entry, allowed: ManifestKeys.composite, misplaced: { key in
                        ManifestKeys.topLevelOnly.contains(key) ? "`\(key)` belongs at the top level" : nil
                    })
                    composites.append(composite(entryKeys, defaults: defaults.at(item.location),
                                                location: item.dash ?? item.location, isEntry: true))
                }
            } else {
                diagnostics.error("`composites` must be a list of composites", at: list.location)
            }
        } else {
            composites.append(composite(keys, defaults: defaults, location: root.location, isEntry: false))
        }
        checkCompositeNames(composites)
        checkCompositeTypes(composites)
        checkLeafCollisions(composites)
        return Manifest(path: path, directory: directory, composites: composites, templates: templates)
    }
}
