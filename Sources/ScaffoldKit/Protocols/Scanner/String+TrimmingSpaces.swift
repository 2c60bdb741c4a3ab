extension String {
    /// The string without leading and trailing spaces, tabs and line breaks.
    func trimmingSpaces() -> String {
        // The common case, by bytes: no whitespace at either end (a non-ASCII end goes the long way).
        let utf8 = self.utf8
        guard let head = utf8.first, let tail = utf8.last else { return "" }
        if head < 0x80 && tail < 0x80 && !Self.isASCIIWhitespace(head) && !Self.isASCIIWhitespace(tail) {
            return self
        }
        // ASCII whitespace at the ends, by bytes, when what is left starts and ends with ASCII.
        var start = utf8.startIndex
        var end = utf8.endIndex
        while start < end, Self.isASCIIWhitespace(utf8[start]) { start = utf8.index(after: start) }
        while end > start, Self.isASCIIWhitespace(utf8[utf8.index(before: end)]) { end = utf8.index(before: end) }
        if start == end { return "" }
        if utf8[start] < 0x80 && utf8[utf8.index(before: end)] < 0x80 { return String(self[start..<end]) }
        let scalars = unicodeScalars
        guard let first = scalars.firstIndex(where: { !$0.properties.isWhitespace }),
              let last = scalars.lastIndex(where: { !$0.properties.isWhitespace }) else { return "" }
        return String(scalars[first...last])
    }

    /// Space, tab, line feed, vertical tab, form feed, carriage return: the ASCII scalars that are whitespace.
    private static func isASCIIWhitespace(_ byte: UInt8) -> Bool {
        byte == 0x20 || (byte >= 0x09 && byte <= 0x0D)
    }
}
