/// The pairs of one mapping of the manifest whose keys the decoder knows, looked up by key.
///
/// A mapping of the manifest has a handful of keys, unique (the reader rejects a repeated one), so a lookup scans
/// their texts: no dictionary is built for each of a thousand responsibilities.
struct KeyedPairs {
    private(set) var pairs: [(key: YAMLNode, value: YAMLNode)] = []
    private var keys: [String] = []

    mutating func append(_ pair: (key: YAMLNode, value: YAMLNode), key: String) {
        pairs.append(pair)
        keys.append(key)
    }

    /// The pair whose key is `key`, or nil.
    subscript(key: String) -> (key: YAMLNode, value: YAMLNode)? {
        keys.firstIndex(of: key).map { pairs[$0] }
    }
}
