/// Names read so far with where each first occurred, to report a repeat (a mapping's key, a listed method) at the
/// first one.
///
/// Most of a manifest's mappings and lists hold a handful of names: those are compared in a list, and only one that
/// grows past `listLimit` names hashes them, so a thousand small ones build no dictionary and a big one stays linear.
struct FirstOccurrences {
    private static let listLimit = 16
    private var list: [(name: String, location: SourceLocation)] = []
    /// Every name, once there are more than `listLimit` (then `list` is no longer read).
    private var hashed: [String: SourceLocation] = [:]

    /// Records `name` at `location`; returns where it first occurred when it is a repeat (and records nothing).
    mutating func insert(_ name: String, at location: SourceLocation) -> SourceLocation? {
        if hashed.isEmpty {
            if let earlier = list.first(where: { $0.name == name }) { return earlier.location }
            if list.count < Self.listLimit {
                if list.isEmpty { list.reserveCapacity(Self.listLimit) }  // one allocation, not one per doubling
                list.append((name, location))
                return nil
            }
            hashed = Dictionary(list.map { ($0.name, $0.location) }, uniquingKeysWith: { first, _ in first })
        }
        if let earlier = hashed[name] { return earlier }
        hashed[name] = location
        return nil
    }
}
