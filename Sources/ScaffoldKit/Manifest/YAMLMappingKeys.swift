/// The keys of one mapping read so far, to report a repeated one where the first is.
///
/// Most mappings of a manifest have two or three keys: those are compared in a list, and only a mapping that grows
/// past `listLimit` keys hashes them, so a thousand small mappings build no dictionary and a big one stays linear.
struct YAMLMappingKeys {
    private static let listLimit = 8
    private var list: [(key: String, location: SourceLocation)] = []
    private var hashed: [String: SourceLocation] = [:]

    /// Records `key` at `location`; returns where it was first defined when it is a repeat (and records nothing).
    mutating func insert(_ key: String, at location: SourceLocation) -> SourceLocation? {
        if list.count < Self.listLimit {
            if let earlier = list.first(where: { $0.key == key }) { return earlier.location }
            list.append((key, location))
            if list.count == Self.listLimit {
                hashed = Dictionary(list.map { ($0.key, $0.location) }, uniquingKeysWith: { first, _ in first })
            }
            return nil
        }
        if let earlier = hashed[key] { return earlier }
        hashed[key] = location
        return nil
    }
}
