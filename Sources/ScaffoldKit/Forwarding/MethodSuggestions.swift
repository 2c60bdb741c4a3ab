/// "Did you mean …" for a method name the protocol does not have.
enum MethodSuggestions {
    /// Up to three selectors: first those with the same base name whose labels include every label written
    /// (`application(_:open:)` → `application(_:open:options:)`), then near misses by edit distance that are about
    /// as near as the nearest one (a typo fix is not followed by two far-fetched names).
    static func nearest(to name: String, in selectors: [String], limit: Int = 3) -> [String] {
        let (base, labels) = parts(of: name)
        var result = selectors.filter { selector in
            let candidate = parts(of: selector)
            return candidate.base == base && candidate.labels.count > labels.count
                && isSubsequence(labels, of: candidate.labels)
        }
        result.sort { parts(of: $0).labels.count < parts(of: $1).labels.count }
        let target = Array(name.lowercased().unicodeScalars)
        let distance = { (other: String) in Suggestions.editDistance(target, Array(other.lowercased().unicodeScalars)) }
        let close = Suggestions.nearest(to: name, in: selectors, limit: limit)
        if let best = close.first.map(distance) {
            result += close.filter { distance($0) <= best + 2 && !result.contains($0) }
        }
        return Array(result.prefix(limit))
    }

    /// `application(_:open:)` → (`application`, [`_`, `open`]).
    static func parts(of selector: String) -> (base: Substring, labels: [Substring]) {
        guard let open = selector.firstIndex(of: "(") else { return (Substring(selector), []) }
        let inside = selector[selector.index(after: open)...].dropLast()
        return (selector[..<open], inside.split(separator: ":"))
    }

    private static func isSubsequence(_ small: [Substring], of large: [Substring]) -> Bool {
        var index = large.startIndex
        for label in small {
            guard let found = large[index...].firstIndex(of: label) else { return false }
            index = found + 1
        }
        return true
    }
}
