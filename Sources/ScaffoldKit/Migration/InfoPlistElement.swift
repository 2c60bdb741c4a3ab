/// One element of an XML property list as `InfoPlistXMLReader` read it: its tag, its text (for `<key>` and the
/// scalars, entities and CDATA decoded, comments left out), its children (a `<dict>`'s keys and values in turn, an
/// `<array>`'s values), and the bytes it spans in the file, so that an edit can go exactly there.
struct InfoPlistElement: Sendable {
    /// `dict`, `array`, `key`, `string`, `integer`, `real`, `date`, `data`, `true` or `false`.
    var name: String
    var text: String
    var children: [InfoPlistElement]
    /// From the `<` of the opening tag to after the `>` of the closing one.
    var range: Range<Int>
    /// Where the closing tag starts; `range.upperBound` for an empty-element tag (`<dict/>`).
    var closingTagStart: Int

    var isEmptyElementTag: Bool { closingTagStart == range.upperBound }

    /// A `<dict>`'s keys with their values, in the file's order.
    var entries: [(key: InfoPlistElement, value: InfoPlistElement)] {
        guard name == "dict" else { return [] }
        return stride(from: 0, to: children.count - 1, by: 2).map { (children[$0], children[$0 + 1]) }
    }

    /// The value of `key` in a `<dict>`; nil when it has none (or is no dictionary).
    func value(forKey key: String) -> InfoPlistElement? {
        entries.first { $0.key.text == key }?.value
    }

    /// A `<string>`'s text; nil for any other element.
    var string: String? { name == "string" ? text : nil }

    /// The same value as `other`: tag, text and children alike, wherever each is in its file.
    func hasSameValue(as other: InfoPlistElement) -> Bool {
        name == other.name && text == other.text && children.count == other.children.count
            && zip(children, other.children).allSatisfy { $0.hasSameValue(as: $1) }
    }
}
