import ScaffoldKit

extension CommandContext {
    /// `scaffold adopt PATH [--leaf NAME] [--module NAME] [--dry-run]`: everything is planned and checked in memory,
    /// then written in one go (or, for a dry run, described with its diff).
    func adopt(_ options: AdoptOptions) throws -> Int32 {
        let manifestPath = PathUtilities.join(fileSystem.currentDirectory, AdoptionRun.manifestName)
        let project = Project(workspace: workspace, manifestPath: manifestPath,
                              templatesFolder: global.templatesDirectory)
        let adoptionOptions = AdoptionOptions(leafName: options.leaf ?? "Legacy", moduleName: options.module)
        let report = try transaction(project) {
            try AdoptionRun($0).run(delegatePath: options.path, options: adoptionOptions, dryRun: options.dryRun)
        }
        console.report(report.warnings)
        if !isQuiet || options.dryRun {
            for line in AdoptionSummary.lines(report, dryRun: options.dryRun) { console.output(line) }
        }
        return ExitCode.success
    }
}
