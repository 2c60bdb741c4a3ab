/// Doc comment text: block comments split into lines, and `- scaffold.KEY: VALUE` annotations taken out.
enum DocComment {
    /// The lines of a `/** … */` comment's inner text, without the leading ` * ` decoration and blank edges.
    static func blockLines(_ text: String) -> [String] {
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map { line -> String in
            var trimmed = Substring(String(line).trimmingSpaces())
            if trimmed.hasPrefix("*") {
                trimmed = trimmed.dropFirst()
                if trimmed.hasPrefix(" ") { trimmed = trimmed.dropFirst() }
            }
            return String(trimmed)
        }
        while lines.first?.isEmpty == true { lines.removeFirst() }
        while lines.last?.isEmpty == true { lines.removeLast() }
        return lines
    }

    /// Splits doc lines into the documentation proper and the `- scaffold.KEY: VALUE` annotations.
    static func split(_ lines: [String]) -> (documentation: [String], annotations: [String: String]) {
        guard !lines.isEmpty else { return ([], [:]) }   // most declarations of a leaf file
        var documentation: [String] = []
        var annotations: [String: String] = [:]
        for line in lines {
            if let (key, value) = annotation(in: line) {
                annotations[key] = value
            } else {
                documentation.append(line.hasSuffix("\r") ? String(line.dropLast()) : line)
            }
        }
        while documentation.last?.trimmingSpaces().isEmpty == true { documentation.removeLast() }
        return (documentation, annotations)
    }

    private static func annotation(in line: String) -> (String, String)? {
        let trimmed = line.trimmingSpaces()
        let prefix = "- scaffold."
        guard trimmed.hasPrefix(prefix), let colon = trimmed.firstIndex(of: ":") else { return nil }
        let key = String(trimmed[trimmed.index(trimmed.startIndex, offsetBy: prefix.count)..<colon]).trimmingSpaces()
        guard !key.isEmpty, !key.contains(" ") else { return nil }
        return (key, String(trimmed[trimmed.index(after: colon)...]).trimmingSpaces())
    }
}
