/// A unified diff (`diff -u`'s format, three lines of context) of two texts, for `scaffold migrate --dry-run`.
/// The lines between the common beginning and end are matched by a longest common subsequence; past a bounded
/// size they are shown as replaced whole.
enum MigrationDiff {
    private enum Edit: Equatable {
        case same(Int, Int)
        case removed(Int)
        case added(Int)
    }

    static let context = 3
    /// Old lines × new lines beyond which the middle is not matched line by line.
    static let matchedCells = 2_000_000

    static func unified(old: [UInt8], new: [UInt8], oldPath: String, newPath: String) -> [String] {
        let before = lines(old)
        let after = lines(new)
        let edits = script(before, after)
        guard edits.contains(where: { if case .same = $0 { return false } else { return true } }) else { return [] }
        var output = [old.isEmpty ? "--- /dev/null" : "--- a/\(oldPath)", "+++ b/\(newPath)"]
        var index = 0
        while index < edits.count {
            guard let change = edits[index...].firstIndex(where: { if case .same = $0 { false } else { true } }) else {
                break
            }
            let start = max(index, change - context)
            var end = change
            while end < edits.count {
                if case .same = edits[end] {
                    let run = edits[end...].prefix { if case .same = $0 { true } else { false } }.count
                    if end + run == edits.count || run > 2 * context {
                        end = min(edits.count, end + context)
                        break
                    }
                    end += run
                } else {
                    end += 1
                }
            }
            output += hunk(edits[start..<end], before, after)
            index = end
        }
        return output
    }

    private static func hunk(_ edits: ArraySlice<Edit>, _ before: [Substring], _ after: [Substring]) -> [String] {
        var body: [String] = []
        var oldStart: Int?
        var newStart: Int?
        var oldCount = 0
        var newCount = 0
        for edit in edits {
            switch edit {
            case .same(let old, let new):
                oldStart = oldStart ?? old
                newStart = newStart ?? new
                oldCount += 1
                newCount += 1
                body.append(" " + before[old])
            case .removed(let old):
                oldStart = oldStart ?? old
                oldCount += 1
                body.append("-" + before[old])
            case .added(let new):
                newStart = newStart ?? new
                newCount += 1
                body.append("+" + after[new])
            }
        }
        func range(_ start: Int?, _ count: Int, fallback: Int) -> String {
            let first = count == 0 ? fallback : (start ?? 0) + 1
            return count == 1 ? "\(first)" : "\(first),\(count)"
        }
        let oldFallback = edits.compactMap { if case .same(let old, _) = $0 { old } else { nil } }.first ?? 0
        let newFallback = edits.compactMap { if case .same(_, let new) = $0 { new } else { nil } }.first ?? 0
        return ["@@ -\(range(oldStart, oldCount, fallback: oldFallback)) "
            + "+\(range(newStart, newCount, fallback: newFallback)) @@"] + body
    }

    /// The edits turning `before` into `after`, in order.
    private static func script(_ before: [Substring], _ after: [Substring]) -> [Edit] {
        var prefix = 0
        while prefix < min(before.count, after.count) && before[prefix] == after[prefix] { prefix += 1 }
        var suffix = 0
        while suffix < min(before.count, after.count) - prefix
                && before[before.count - 1 - suffix] == after[after.count - 1 - suffix] { suffix += 1 }
        var edits = (0..<prefix).map { Edit.same($0, $0) }
        let old = Array(prefix..<(before.count - suffix))
        let new = Array(prefix..<(after.count - suffix))
        if old.count * new.count > matchedCells {
            edits += old.map(Edit.removed) + new.map(Edit.added)
        } else {
            edits += middle(old, new, before, after)
        }
        let shift = after.count - before.count
        edits += ((before.count - suffix)..<before.count).map { Edit.same($0, $0 + shift) }
        return edits
    }

    /// A longest common subsequence of the middle lines, as edits (removals before additions at each step).
    private static func middle(_ old: [Int], _ new: [Int], _ before: [Substring], _ after: [Substring]) -> [Edit] {
        let width = new.count + 1
        var lengths = [Int32](repeating: 0, count: (old.count + 1) * width)
        for i in stride(from: old.count - 1, through: 0, by: -1) {
            for j in stride(from: new.count - 1, through: 0, by: -1) {
                lengths[i * width + j] = before[old[i]] == after[new[j]] ? lengths[(i + 1) * width + j + 1] + 1
                    : max(lengths[(i + 1) * width + j], lengths[i * width + j + 1])
            }
        }
        var edits: [Edit] = []
        var (i, j) = (0, 0)
        while i < old.count || j < new.count {
            if i < old.count && j < new.count && before[old[i]] == after[new[j]] {
                edits.append(.same(old[i], new[j]))
                (i, j) = (i + 1, j + 1)
            } else if j == new.count || (i < old.count && lengths[(i + 1) * width + j] >= lengths[i * width + j + 1]) {
                edits.append(.removed(old[i]))
                i += 1
            } else {
                edits.append(.added(new[j]))
                j += 1
            }
        }
        return edits
    }

    private static func lines(_ bytes: [UInt8]) -> [Substring] {
        if bytes.isEmpty { return [] }
        var lines = String(decoding: bytes, as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: false)
        if bytes.last == UInt8(ascii: "\n") { lines.removeLast() }
        return lines
    }
}
