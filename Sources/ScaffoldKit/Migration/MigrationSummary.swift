/// What `scaffold migrate` prints: the steps, the files written and, for a dry run, a unified diff of the manifest,
/// the Info.plist and each moved delegate against its leaf.
public enum MigrationSummary {
    public static func lines(_ report: MigrationReport, dryRun: Bool) -> [String] {
        if report.isNothingToDo {
            return ["Nothing to do: the app is on the scene life cycle already (scenes:, Info.plist); nothing was "
                + "written."]
        }
        var lines = report.steps
        for change in report.plan?.changes ?? [] where change.modifiesDisk {
            let verb = dryRun ? change.action.rawValue : change.action.rawValue + "d"
            let counts = change.lineDiff.map { " (\($0))" } ?? ""
            lines.append(verb + String(repeating: " ", count: max(1, 9 - verb.count)) + change.path + counts)
        }
        guard dryRun else { return lines }
        for diff in report.diffs where diff.old != diff.new {
            lines += MigrationDiff.unified(old: diff.old, new: diff.new, oldPath: diff.path, newPath: diff.newPath)
        }
        lines.append("Dry run: nothing was written.")
        return lines
    }
}
