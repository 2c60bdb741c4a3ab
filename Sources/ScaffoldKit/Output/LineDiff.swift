/// A cheap measure of how much a file changes, for `--dry-run`: lines added and removed.
///
/// Common leading and trailing lines are skipped; of the middle, lines are matched as a multiset, which is exact
/// for the usual edit (a block inserted, removed or replaced) and never slower than linear.
public struct LineDiff: Equatable, Sendable, CustomStringConvertible {
    public var added: Int
    public var removed: Int

    public init(added: Int, removed: Int) {
        self.added = added
        self.removed = removed
    }

    public init(old: [UInt8], new: [UInt8]) {
        let oldLines = Self.lines(old)
        let newLines = Self.lines(new)
        var prefix = 0
        while prefix < oldLines.count, prefix < newLines.count, oldLines[prefix] == newLines[prefix] { prefix += 1 }
        var suffix = 0
        while suffix < oldLines.count - prefix, suffix < newLines.count - prefix,
              oldLines[oldLines.count - 1 - suffix] == newLines[newLines.count - 1 - suffix] {
            suffix += 1
        }
        var pending: [ArraySlice<UInt8>: Int] = [:]
        for line in oldLines[prefix..<(oldLines.count - suffix)] { pending[line, default: 0] += 1 }
        var added = 0
        for line in newLines[prefix..<(newLines.count - suffix)] {
            if let count = pending[line], count > 0 {
                pending[line] = count - 1
            } else {
                added += 1
            }
        }
        self.added = added
        self.removed = pending.values.reduce(0, +)
    }

    /// `+3 -1 lines`.
    public var description: String { "+\(added) -\(removed) lines" }

    private static func lines(_ bytes: [UInt8]) -> [ArraySlice<UInt8>] {
        if bytes.isEmpty { return [] }
        var lines = bytes.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false)
        if bytes.last == UInt8(ascii: "\n") { lines.removeLast() }
        return lines
    }
}
