/// What `scaffold adopt` prints: the plan (what moved where, which methods the composite forwards, which files
/// changed) and, for a dry run, the lines each edited file changes.
public enum AdoptionSummary {
    public static func lines(_ report: AdoptionReport, dryRun: Bool) -> [String] {
        let adoption = report.adoption
        var lines = [
            "\(adoption.compositeName) becomes the composite; its code moves to \(adoption.leafTypeName) "
                + "(responsibility '\(adoption.leafName)').",
            "The composite forwards \(adoption.delegateMethods.count) delegate method"
                + "\(adoption.delegateMethods.count == 1 ? "" : "s") the original implemented:",
        ]
        lines += adoption.delegateMethods.map { "  " + $0 }
        if let entry = adoption.entryAttribute { lines.append("\(entry) moves to the composite (as @main).") }
        for change in report.plan.changes where change.modifiesDisk {
            let verb = dryRun ? change.action.rawValue : change.action.rawValue + "d"
            let counts = change.lineDiff.map { " (\($0))" } ?? ""
            lines.append(verb + String(repeating: " ", count: max(1, 9 - verb.count)) + change.path + counts)
            guard dryRun, change.action == .update || change.action == .delete else { continue }
            if change.action == .update { lines += changedLines(change.oldContents ?? [], change.newContents ?? []) }
        }
        if let moved = adoption.changes.first(where: { $0.kind == .moved }),
           let leaf = adoption.changes.first(where: { $0.kind == .leaf }), dryRun {
            lines.append("\(moved.path) -> \(leaf.path):")
            lines += changedLines(moved.old ?? [], leaf.new ?? [])
        }
        return lines
    }

    /// The lines between the common beginning and end of two texts, as `-` and `+` lines with line numbers.
    static func changedLines(_ old: [UInt8], _ new: [UInt8]) -> [String] {
        let before = String(decoding: old, as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: false)
        let after = String(decoding: new, as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: false)
        var prefix = 0
        while prefix < min(before.count, after.count) && before[prefix] == after[prefix] { prefix += 1 }
        var suffix = 0
        while suffix < min(before.count, after.count) - prefix
                && before[before.count - 1 - suffix] == after[after.count - 1 - suffix] { suffix += 1 }
        if before.count == after.count {
            return (prefix..<(before.count - suffix)).filter { before[$0] != after[$0] }.flatMap {
                ["  \($0 + 1): - \(before[$0])", "  \($0 + 1): + \(after[$0])"]
            }
        }
        return before[prefix..<(before.count - suffix)].map { "  \(prefix + 1): - \($0)" }
            + after[prefix..<(after.count - suffix)].map { "  \(prefix + 1): + \($0)" }
    }
}
