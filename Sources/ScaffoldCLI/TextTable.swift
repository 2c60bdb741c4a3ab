import ScaffoldKit

/// Left-aligned columns padded to their widest cell, for `list` and `protocols`.
struct TextTable {
    var header: [String]
    var rows: [[String]] = []

    /// The table's lines; the last column is not padded, so lines carry no trailing spaces.
    var lines: [String] {
        let all = [header] + rows
        let columns = all.map(\.count).max() ?? 0
        var widths = [Int](repeating: 0, count: columns)
        for row in all {
            for (index, cell) in row.enumerated() { widths[index] = max(widths[index], cell.count) }
        }
        return all.map { row in
            row.enumerated().map { index, cell in
                index == row.count - 1 ? cell : cell + String(repeating: " ", count: widths[index] - cell.count)
            }.joined(separator: "  ")
        }
    }
}
