/// "Did you mean …" for near-miss names.
public enum Suggestions {
    /// The candidate closest to `name` by edit distance (case-insensitive), if it is close enough to be a typo.
    public static func nearest(to name: String, in candidates: some Sequence<String>) -> String? {
        nearest(to: name, in: candidates, limit: 1).first
    }

    /// Up to `limit` candidates close to `name`, closest first, ties in candidate order. A name longer than
    /// `maximumLength` is no typo of anything (and would cost its length times each candidate's to compare).
    public static func nearest(to name: String, in candidates: some Sequence<String>, limit: Int) -> [String] {
        let target = Array(name.lowercased().unicodeScalars)
        guard target.count <= maximumLength else { return [] }
        let threshold = max(2, target.count / 3)
        var scored: [(distance: Int, order: Int, name: String)] = []
        for (order, candidate) in candidates.enumerated() {
            let scalars = Array(candidate.lowercased().unicodeScalars)
            // The distance is at least the difference in length.
            guard abs(scalars.count - target.count) <= threshold else { continue }
            let distance = editDistance(target, scalars)
            if distance <= threshold { scored.append((distance, order, candidate)) }
        }
        scored.sort { ($0.distance, $0.order) < ($1.distance, $1.order) }
        return scored.prefix(limit).map(\.name)
    }

    static let maximumLength = 256

    /// " (did you mean 'x'?)" or an empty string.
    public static func didYouMean(_ name: String, in candidates: some Sequence<String>) -> String {
        guard let match = nearest(to: name, in: candidates) else { return "" }
        return "; did you mean '\(match)'?"
    }

    /// Levenshtein distance over Unicode scalars.
    public static func editDistance(_ a: [Unicode.Scalar], _ b: [Unicode.Scalar]) -> Int {
        if a.isEmpty { return b.count }
        if b.isEmpty { return a.count }
        var previous = Array(0...b.count)
        var current = [Int](repeating: 0, count: b.count + 1)
        for i in 1...a.count {
            current[0] = i
            for j in 1...b.count {
                let cost = a[i - 1] == b[j - 1] ? 0 : 1
                current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
            }
            swap(&previous, &current)
        }
        return previous[b.count]
    }
}
