/// A position in a user's file: 1-based line and column (columns count Unicode scalars).
public struct SourceLocation: Hashable, Sendable, Comparable, CustomStringConvertible {
    public var file: String
    public var line: Int
    public var column: Int

    public init(file: String, line: Int, column: Int) {
        self.file = file
        self.line = line
        self.column = column
    }

    /// `path:line:column`, the form editors and Xcode jump to.
    public var description: String { "\(file):\(line):\(column)" }

    public static func < (lhs: SourceLocation, rhs: SourceLocation) -> Bool {
        (lhs.file, lhs.line, lhs.column) < (rhs.file, rhs.line, rhs.column)
    }
}

/// A value read from a user's file, with the place it was read from.
public struct Located<Value> {
    public var value: Value
    public var location: SourceLocation

    public init(_ value: Value, at location: SourceLocation) {
        self.value = value
        self.location = location
    }
}

extension Located: Equatable where Value: Equatable {}
extension Located: Hashable where Value: Hashable {}
extension Located: Sendable where Value: Sendable {}

/// The way from a byte offset in a UTF-8 file to a 1-based line and column, shared by every reader that
/// reports locations (the Swift scanner, the template engine).
enum SourceLines {
    /// The location of `offset`, given the byte offset where each line starts (`lineStarts[0] == 0`).
    /// Columns count Unicode scalars, as editors do.
    static func location(of offset: Int, in bytes: [UInt8], lineStarts: [Int], file: String) -> SourceLocation {
        let line = self.line(of: offset, lineStarts: lineStarts)
        var column = 1
        var index = lineStarts[line]
        let end = min(offset, bytes.count)
        while index < end {
            if bytes[index] & 0xC0 != 0x80 { column += 1 }
            index += 1
        }
        return SourceLocation(file: file, line: line + 1, column: column)
    }

    /// `location(of:in:lineStarts:file:)` in constant time per column, for readers that report many locations.
    static func location(of offset: Int, in scalars: ScalarCounter, lineStarts: [Int], file: String)
        -> SourceLocation
    {
        let line = self.line(of: offset, lineStarts: lineStarts)
        let column = scalars.column(of: offset, lineStart: lineStarts[line])
        return SourceLocation(file: file, line: line + 1, column: column)
    }

    /// The 0-based index of the line holding `offset`.
    private static func line(of offset: Int, lineStarts: [Int]) -> Int {
        var low = 0
        var high = lineStarts.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if lineStarts[middle] <= offset { low = middle } else { high = middle - 1 }
        }
        return low
    }
}
