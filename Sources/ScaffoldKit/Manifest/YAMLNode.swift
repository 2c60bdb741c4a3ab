/// How a scalar was written; the decoder may treat plain and quoted scalars differently (`~` vs `"~"`).
public enum YAMLScalarStyle: String, Sendable, Hashable {
    case plain, singleQuoted, doubleQuoted, literal, folded

    /// Whether the scalar was written in quotes or as a block scalar, so its text is never a keyword like `null`.
    public var isQuoted: Bool { self != .plain }
}

/// One node of a YAML document, with the place it was read from.
///
/// Scalars stay strings: the decoder gives them a meaning. An empty value (`key:` with nothing after it)
/// is an empty plain scalar, which YAML reads as null.
public struct YAMLNode: Sendable {
    /// Not `indirect`: the collections' arrays already hold the children, so a node needs no box of its own.
    public enum Value: Sendable {
        case scalar(String, YAMLScalarStyle)
        case sequence([YAMLNode])
        /// Key/value pairs in source order (keys are unique).
        case mapping([(key: YAMLNode, value: YAMLNode)])
    }

    public var value: Value
    /// The node's first character (the `[`/`{` of a flow collection, the first `-` or key of a block collection).
    public var location: SourceLocation
    /// Byte offsets of the node's text in the input, from its first to just after its last character.
    public var byteRange: Range<Int>
    /// Whether a collection was written in flow style (`[a, b]`, `{a: b}`).
    public var isFlow: Bool
    /// For an item of a block sequence, where its `-` is.
    public var dash: SourceLocation?

    public init(_ value: Value, at location: SourceLocation, byteRange: Range<Int>, isFlow: Bool = false,
                dash: SourceLocation? = nil) {
        self.value = value
        self.location = location
        self.byteRange = byteRange
        self.isFlow = isFlow
        self.dash = dash
    }

    /// The scalar's text, or nil for a collection.
    public var scalar: String? {
        if case .scalar(let text, _) = value { return text }
        return nil
    }

    /// True for an empty plain scalar, `~` or `null` (in any YAML tool, a null).
    public var isNull: Bool {
        guard case .scalar(let text, .plain) = value else { return false }
        switch text.utf8.count {  // the length first: most scalars are compared with nothing
        case 0: return true
        case 1: return text == "~"
        case 4: return text == "null" || text == "Null" || text == "NULL"
        default: return false
        }
    }

    /// The items of a sequence, or nil.
    public var items: [YAMLNode]? {
        if case .sequence(let items) = value { return items }
        return nil
    }

    /// The pairs of a mapping, or nil.
    public var pairs: [(key: YAMLNode, value: YAMLNode)]? {
        if case .mapping(let pairs) = value { return pairs }
        return nil
    }

    /// The value under a scalar key of a mapping.
    public subscript(key: String) -> YAMLNode? {
        pairs?.first { $0.key.scalar == key }?.value
    }

    /// "a mapping", "a list", "a string": for messages.
    public var kindDescription: String {
        switch value {
        case .scalar: return isNull ? "empty" : "a string"
        case .sequence: return "a list"
        case .mapping: return "a mapping"
        }
    }
}
