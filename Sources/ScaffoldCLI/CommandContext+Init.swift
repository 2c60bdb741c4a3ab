import ScaffoldKit

extension CommandContext {
    /// `scaffold init`: writes `scaffold.yml` (refusing to replace one) and generates.
    func initialize(_ options: InitOptions) throws -> Int32 {
        let path = PathUtilities.absolute(global.manifestPath ?? ManifestLocator.defaultName,
                                          in: fileSystem.currentDirectory)
        let project = Project(fileSystem: fileSystem, manifestPath: path, templatesFolder: global.templatesDirectory)
        if fileSystem.fileExists(path) {
            throw Diagnostic.error("'\(project.displayPath)' already exists; edit it and run 'scaffold generate', "
                + "or remove it to start again", at: nil)
        }
        let module = options.module ?? "App"
        let composite = options.composite ?? "AppDelegate"
        let protocolName = options.protocolName ?? "UIApplicationDelegate"
        let folder = composite
        let context: [String: TemplateValue] = [
            "protocol": .string(protocolName),
            "composite": .string(composite),
            "module": .string(module),
            "paths": [
                "generated": .string("Sources/\(module)/\(folder)/Generated"),
                "components": .string("Sources/\(module)/\(folder)/Components"),
                "tests": .string("Tests/\(module)Tests/\(folder)"),
            ],
        ]
        let templates = try project.templates(for: nil)
        let template = options.example ? "example.yml.template" : "scaffold.yml.template"
        let text = try TemplateLibrary(templates: templates.filter { $0.key.hasSuffix(".yml.template") })
            .render(template, context: context)
        let bytes = Array(text.utf8)
        var timings = PhaseTimings()
        let report = try explainingUnwrittenManifest(project, verb: "init") {
            try project.generate(try project.decode(bytes), mode: .write, manifestText: bytes, timings: &timings)
        }
        if !isQuiet { console.output("created  \(project.displayPath)") }
        return finish(report, timings: timings)
    }
}
