/// What the writer did (or, in `check` and `dryRun`, would do), path by path, relative to the root.
public struct WriteReport: Sendable, Equatable {
    public var mode: WriteMode
    public var created: [String] = []
    public var updated: [String] = []
    public var unchanged: [String] = []
    public var deleted: [String] = []
    /// User-owned files that exist and were left alone.
    public var skipped: [String] = []
    /// Stale generated files a sandboxed run left in place (it deletes nothing).
    public var stale: [String] = []
    /// Lines added and removed per created, updated or deleted path; counted in `check` and `dryRun` modes only.
    public var lineDiffs: [String: LineDiff] = [:]
    /// Warnings about the project found while generating (leaf methods that are never called).
    public var warnings: [Diagnostic] = []
    /// Warnings that do not fail `--check` (deprecated app-delegate methods without `scenes:`).
    public var advice: [Diagnostic] = []
    /// The writer's own warnings and notes (a sandboxed run's stale files kept).
    public var notices: [Diagnostic] = []

    public init(mode: WriteMode) {
        self.mode = mode
    }

    init(plan: WritePlan, mode: WriteMode) {
        self.mode = mode
        for change in plan.changes {
            switch change.action {
            case .create: created.append(change.path)
            case .update: updated.append(change.path)
            case .unchanged: unchanged.append(change.path)
            case .delete: deleted.append(change.path)
            case .skip: skipped.append(change.path)
            case .stale: stale.append(change.path)
            }
            // Only `--check` and `--dry-run` show line counts; counting lines of every new file costs time.
            if mode != .write, let diff = change.lineDiff { lineDiffs[change.path] = diff }
        }
        notices = plan.diagnostics.filter { $0.severity != .error }
    }

    /// True when the disk differs (or would differ) from the rendered files: `generate --check` fails then.
    public var hasChanges: Bool { !created.isEmpty || !updated.isEmpty || !deleted.isEmpty || !stale.isEmpty }

    /// Paths that change (or, stale, should), sorted: `check` lists these.
    public var changedPaths: [String] { (created + updated + deleted + stale).sorted() }

    /// One line per path, sorted by path: `created  Sources/App/Generated/AppDelegate.swift (+40 -0 lines)`.
    /// Unchanged and skipped paths are listed only when `verbose`.
    public func lines(verbose: Bool = false, withLineCounts: Bool = false) -> [String] {
        let tense = mode == .write
        var entries: [(String, String)] = []
        entries += created.map { ($0, tense ? "created" : "would create") }
        entries += updated.map { ($0, tense ? "updated" : "would update") }
        entries += deleted.map { ($0, tense ? "deleted" : "would delete") }
        entries += stale.map { ($0, "stale, kept") }
        if verbose {
            entries += unchanged.map { ($0, "unchanged") }
            entries += skipped.map { ($0, "kept (user file)") }
        }
        // The verbs are ASCII: their bytes are their width.
        let width = entries.map(\.1.utf8.count).max() ?? 0
        return entries.sorted { $0.0 < $1.0 }.map { path, verb in
            var line = verb
            line.reserveCapacity(width + 2 + path.utf8.count)
            for _ in verb.utf8.count..<(width + 2) { line.append(" ") }
            line.append(path)
            if withLineCounts, let diff = lineDiffs[path] { line.append(" (\(diff))") }
            return line
        }
    }

    /// `3 created, 1 updated, 12 unchanged, 0 deleted`.
    public var summary: String {
        var parts = ["\(created.count) created", "\(updated.count) updated", "\(unchanged.count) unchanged"]
        if !deleted.isEmpty { parts.append("\(deleted.count) deleted") }
        if !skipped.isEmpty { parts.append("\(skipped.count) user files kept") }
        if !stale.isEmpty { parts.append("\(stale.count) stale kept") }
        return parts.joined(separator: ", ")
    }
}
