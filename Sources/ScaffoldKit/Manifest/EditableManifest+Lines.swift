/// The lines that belong to one block list item: its own, the comments right above it and the comments
/// inside it after its last value, so that a removed item takes its comments and an added one goes after them.
extension EditableManifest {
    /// What a line holds, for deciding where an item's lines begin and end.
    enum LineKind: Equatable {
        case blank
        /// A comment-only line, with the 0-based column of its `#`.
        case comment(column: Int)
        case content
    }

    /// The kind of the line starting at `start`.
    func lineKind(at start: Int) -> LineKind {
        var index = start
        while index < bytes.count && bytes[index] == UInt8(ascii: " ") { index += 1 }
        if index >= bytes.count || bytes[index] == UInt8(ascii: "\n") || bytes[index] == UInt8(ascii: "\r") {
            return .blank
        }
        return bytes[index] == UInt8(ascii: "#") ? .comment(column: index - start) : .content
    }

    /// The start of the line before the one starting at `start`, or nil on the first line.
    func previousLineStart(before start: Int) -> Int? {
        start == 0 ? nil : lineStart(of: start - 1)
    }

    /// From the item's dash line back over the comment lines directly above it, indented at least like the dash
    /// (a comment at a lesser indentation, or one above a blank line, belongs to something else).
    func leadingCommentStart(dashLine: Int, dashColumn: Int) -> Int {
        var start = dashLine
        while let previous = previousLineStart(before: start),
              case .comment(let column) = lineKind(at: previous), column >= dashColumn {
            start = previous
        }
        return start
    }

    /// Past the item's last value, over the comment lines indented deeper than its dash (they are inside it).
    func trailingCommentEnd(after offset: Int, dashColumn: Int) -> Int {
        var end = nextLineStart(after: offset)
        while end < bytes.count, case .comment(let column) = lineKind(at: end), column > dashColumn {
            end = nextLineStart(after: end)
        }
        return end
    }

    /// Whether the items of a block list are separated by blank lines (every gap between two items has one).
    func itemsAreSpacedOut(_ items: [YAMLNode]) -> Bool {
        guard items.count > 1 else { return false }
        for item in items.dropFirst() {
            let dash = item.dash ?? item.location
            let first = leadingCommentStart(dashLine: lineStart(of: offset(of: dash)), dashColumn: column(dash))
            guard let previous = previousLineStart(before: first), lineKind(at: previous) == .blank else {
                return false
            }
        }
        return true
    }
}
