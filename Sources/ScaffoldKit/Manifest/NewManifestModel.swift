/// What `scaffold.yml.template` and `example.yml.template` see when `scaffold init` writes a project's first
/// manifest: the protocol, the composite, its module and the folders of its files.
public struct NewManifestModel: TemplateValueConvertible {
    let `protocol`: String
    let composite: String
    let module: String
    let paths: Paths

    struct Paths {
        let generated: String
        let components: String
        let tests: String
    }

    /// - Parameters: `sources` and `tests`: the app's source and test folders (`AppLayout`).
    public init(protocolName: String, composite: String, module: String, sources: String, tests: String) {
        self.protocol = protocolName
        self.composite = composite
        self.module = module
        paths = Paths(generated: PathUtilities.normalize("\(sources)/\(composite)/Generated"),
                      components: PathUtilities.normalize("\(sources)/\(composite)/Components"),
                      tests: PathUtilities.normalize("\(tests)/\(composite)"))
    }

    public var templateValue: TemplateValue {
        ["protocol": .string(`protocol`), "composite": .string(composite), "module": .string(module),
         "paths": ["generated": .string(paths.generated), "components": .string(paths.components),
                   "tests": .string(paths.tests)]]
    }
}
