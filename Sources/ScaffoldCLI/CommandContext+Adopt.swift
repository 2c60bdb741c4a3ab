import ScaffoldKit

extension CommandContext {
    /// `scaffold adopt PATH [--leaf NAME] [--module NAME] [--dry-run]`: everything is planned and checked in memory,
    /// then written in one go (or, for a dry run, described with its diff).
    func adopt(_ options: AdoptOptions) throws -> Int32 {
        let manifestPath = PathUtilities.join(fileSystem.currentDirectory, AdoptionRun<POSIXFileSystem>.manifestName)
        let project = Project(fileSystem: fileSystem, manifestPath: manifestPath,
                              templatesFolder: global.templatesDirectory)
        // The templates `generate` will use: the existing manifest's `templates:`, if it names a folder.
        let existing = try fileSystem.contents(of: manifestPath).map {
            try ManifestDecoder.decode($0, path: project.displayPath, directory: project.directory)
        }
        let templates = try project.templates(for: existing)
        let adoptionOptions = AdoptionOptions(leafName: options.leaf ?? "Legacy", moduleName: options.module)
        let report = try withProjectLock(fileSystem.currentDirectory) {
            try Self.adopt(options.path, on: fileSystem, templates: templates, options: adoptionOptions,
                           dryRun: options.dryRun)
        }
        console.report(report.warnings)
        if !isQuiet || options.dryRun {
            for line in AdoptionSummary.lines(report, dryRun: options.dryRun) { console.output(line) }
        }
        return ExitCode.success
    }

    private static func adopt<FS: FileSystem>(_ path: String, on fileSystem: FS, templates: [String: String],
                                              options: AdoptionOptions, dryRun: Bool) throws -> AdoptionReport {
        try AdoptionRun(fileSystem: fileSystem, templates: templates).run(delegatePath: path, options: options,
                                                                        dryRun: dryRun)
    }
}
