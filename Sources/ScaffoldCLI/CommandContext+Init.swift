import ScaffoldKit

extension CommandContext {
    /// `scaffold init`: writes `scaffold.yml` (refusing to replace one) in the project's folder and generates;
    /// refuses, writing nothing, where the app has the composite or a delegate already.
    func initialize(_ options: InitOptions) throws -> Int32 {
        let workingFolder = fileSystem.currentDirectory
        // The project's folder, found as git finds its top: the nearest with a Package.swift or an .xcodeproj.
        let found = global.manifestPath == nil ? ManifestLocator.projectRoot(from: workingFolder, in: fileSystem) : nil
        let folder = found?.folder ?? workingFolder
        let given = global.manifestPath ?? PathUtilities.join(folder, ManifestLocator.defaultName)
        let path = PathUtilities.absolute(given, in: workingFolder)
        let project = Project(workspace: workspace, manifestPath: path, templatesFolder: global.templatesDirectory)
        return try transaction(project) {
            try initialize($0, options, found: found, workingFolder: workingFolder)
        }
    }

    private func initialize(_ transaction: ProjectTransaction, _ options: InitOptions,
                            found: (folder: String, marker: String)?, workingFolder: String) throws -> Int32 {
        let project = transaction.project
        if fileSystem.status(of: project.manifestPath) != nil {
            throw Diagnostic.error("'\(project.displayPath)' already exists; edit it and run 'scaffold generate', "
                + "or remove it to start again", at: nil)
        }
        // Beside a Package.swift its app target, beside an .xcodeproj the project's folder, else Sources/<module>.
        let layout = try AppLayout.detect(in: project.directory, module: options.module, workingFolder: workingFolder,
                                          fileSystem: fileSystem)
        let composite = options.composite ?? "AppDelegate"
        let protocolName = options.protocolName ?? "UIApplicationDelegate"
        let model = NewManifestModel(protocolName: protocolName, composite: composite, module: layout.module,
                                     sources: layout.sources, tests: layout.tests)
        // A manifest is created by rendering a template (which a `--templates` folder may override, as a team's house
        // manifest); every later change to it is an `EditableManifest` edit, which keeps the user's lines as they are.
        let templates = try project.templates(for: nil)
        let template = options.example ? "example.yml.template" : "scaffold.yml.template"
        let text = try TemplateLibrary(templates: templates.filter { $0.key.hasSuffix(".yml.template") })
            .render(template, model: model)
        let bytes = Array(text.utf8)
        var timings = PhaseTimings()
        let manifest = try explainingUnwrittenManifest(project, verb: "init") { try project.decode(bytes) }
        let output = try explainingUnwrittenManifest(project, verb: "init") {
            let templates = try timings.measure("load templates") { try project.templates(for: manifest) }
            return try transaction.generate(manifest, templates: templates, timings: &timings)
        }
        // Nothing is written where the app has the composite, its delegate or a file of the same name already.
        try InitConflicts(composite: composite, compositeIsExplicit: options.composite != nil,
                          protocolName: String(protocolName.split(separator: "#").last ?? ""),
                          root: project.directory, workingFolder: workingFolder)
            .check(output.files.map(\.path), layout: layout, fileSystem: fileSystem)
        let report = try explainingUnwrittenManifest(project, verb: "init") {
            try timings.measure("write") { try transaction.commit(output, mode: .write, manifestText: bytes) }
        }
        if !isQuiet {
            if let found, found.folder != workingFolder {
                console.output("project  \(found.folder) (its \(found.marker)): scaffold.yml goes there")
            } else if found == nil && global.manifestPath == nil {
                console.output("no Package.swift or .xcodeproj here or above: the default layout "
                    + "(\(layout.sources), \(layout.tests))")
            }
            console.output("created  \(project.displayPath)")
        }
        return finish(report, timings: timings)
    }
}
