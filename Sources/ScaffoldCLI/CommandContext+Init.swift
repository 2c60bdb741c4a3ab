import ScaffoldKit

extension CommandContext {
    /// `scaffold init`: writes `scaffold.yml` (refusing to replace one) and generates.
    func initialize(_ options: InitOptions) throws -> Int32 {
        let path = PathUtilities.absolute(global.manifestPath ?? ManifestLocator.defaultName,
                                          in: fileSystem.currentDirectory)
        let project = Project(fileSystem: fileSystem, manifestPath: path, templatesFolder: global.templatesDirectory)
        return try withProjectLock(project.directory) { try initialize(project, options) }
    }

    private func initialize(_ project: Project, _ options: InitOptions) throws -> Int32 {
        let path = project.manifestPath
        if fileSystem.status(of: path) != nil {
            throw Diagnostic.error("'\(project.displayPath)' already exists; edit it and run 'scaffold generate', "
                + "or remove it to start again", at: nil)
        }
        // Beside a Package.swift its app target, beside an .xcodeproj the project's folder, else Sources/<module>.
        let layout = try AppLayout.detect(in: project.directory, module: options.module, fileSystem: fileSystem)
        let composite = options.composite ?? "AppDelegate"
        let protocolName = options.protocolName ?? "UIApplicationDelegate"
        let context: [String: TemplateValue] = [
            "protocol": .string(protocolName),
            "composite": .string(composite),
            "module": .string(layout.module),
            "paths": [
                "generated": .string(PathUtilities.normalize("\(layout.sources)/\(composite)/Generated")),
                "components": .string(PathUtilities.normalize("\(layout.sources)/\(composite)/Components")),
                "tests": .string(PathUtilities.normalize("\(layout.tests)/\(composite)")),
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
