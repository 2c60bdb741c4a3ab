import ScaffoldKit

extension CommandContext {
    /// `scaffold migrate [PATH] [--dry-run]`, run from the project root: everything is planned and checked in memory,
    /// then written in one transaction (or, for a dry run, shown with its diffs); a migrated app is left as it is.
    func migrate(_ options: MigrateOptions) throws -> Int32 {
        let manifestPath = PathUtilities.join(fileSystem.currentDirectory, AdoptionRun.manifestName)
        let project = Project(workspace: workspace, manifestPath: manifestPath,
                              templatesFolder: global.templatesDirectory)
        let report = try transaction(project) { try MigrationRun($0).run(path: options.path, dryRun: options.dryRun) }
        console.report(report.warnings)
        if !isQuiet || options.dryRun {
            for line in MigrationSummary.lines(report, dryRun: options.dryRun) { console.output(line) }
        }
        return ExitCode.success
    }
}
