/// Reads an XML property list (the format Xcode writes Info.plist in) into `InfoPlistElement`s, keeping where each
/// element is. Accepts what Apple's reader accepts of it: an XML declaration, comments and processing instructions
/// anywhere between elements, any `DOCTYPE` (with an internal subset), attributes, CDATA and entities in text,
/// CRLF line ends, everything on one line. Every malformation is a located error.
struct InfoPlistXMLReader {
    static let scalarNames: Set<String> = ["key", "string", "integer", "real", "date", "data"]
    /// Nesting deeper than any real Info.plist: refused rather than risking the stack.
    private static let maximumDepth = 256

    let bytes: [UInt8]
    let path: String
    var index = 0

    /// The property list's value: the element inside `<plist>` (or the root element when there is no `<plist>`).
    static func read(_ bytes: [UInt8], path: String) throws -> InfoPlistElement {
        var reader = InfoPlistXMLReader(bytes: bytes, path: path)
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { reader.index = 3 }
        try reader.skipMarkup()
        guard reader.index < bytes.count else { throw reader.error("the file holds no property list") }
        let tagStart = reader.index
        let tag = try reader.openingTag()
        let value: InfoPlistElement
        if tag.name == "plist" {
            guard !tag.isEmpty else { throw reader.error("<plist> holds no value", at: tagStart) }
            try reader.skipMarkup()
            value = try reader.element(tag: try reader.openingTag(), depth: 0)
            try reader.skipMarkup()
            try reader.closingTag(of: tag)
        } else {
            value = try reader.element(tag: tag, depth: 0)
        }
        try reader.skipMarkup()
        guard reader.index == bytes.count else { throw reader.error("unexpected text after the property list") }
        return value
    }

    struct Tag {
        var name: String
        var isEmpty: Bool
        var start: Int
    }

    /// The element `tag` opens, read up to and including its closing tag.
    private mutating func element(tag: Tag, depth: Int) throws -> InfoPlistElement {
        guard depth < Self.maximumDepth else { throw error("property list nested too deeply", at: tag.start) }
        var element = InfoPlistElement(name: tag.name, text: "", children: [], range: tag.start..<index,
                                       closingTagStart: index)
        switch tag.name {
        case "dict", "array":
            while !tag.isEmpty {
                try skipMarkup()
                if starts(with: "</") { break }
                guard index < bytes.count else { throw error("<\(tag.name)> is not closed", at: tag.start) }
                guard bytes[index] == UInt8(ascii: "<") else { throw error("unexpected text in <\(tag.name)>") }
                element.children.append(try self.element(tag: try openingTag(), depth: depth + 1))
            }
            if tag.name == "dict" { try checkKeysAndValues(element.children) }
        case "true", "false":
            if !tag.isEmpty { try skipMarkup() }
        case _ where Self.scalarNames.contains(tag.name):
            if !tag.isEmpty { element.text = try text(in: tag) }
        default:
            throw error("<\(tag.name)> is not a property list element", at: tag.start)
        }
        element.closingTagStart = index
        if !tag.isEmpty { try closingTag(of: tag) }
        element.range = tag.start..<index
        return element
    }

    /// A `<dict>` holds a `<key>` before each value.
    private func checkKeysAndValues(_ children: [InfoPlistElement]) throws {
        for (offset, child) in children.enumerated() where (child.name == "key") != offset.isMultiple(of: 2) {
            throw error(child.name == "key" ? "<key> '\(child.text)' follows another <key> without a value"
                            : "<\(child.name)> in a <dict> has no <key> before it", at: child.range.lowerBound)
        }
        if let last = children.last, last.name == "key" {
            throw error("<key> '\(last.text)' has no value", at: last.range.lowerBound)
        }
    }

    /// `<name attribute="…" …>` or `<name …/>` at `index`.
    private mutating func openingTag() throws -> Tag {
        let start = index
        guard starts(with: "<"), index + 1 < bytes.count, Self.isNameByte(bytes[index + 1]) else {
            throw error("expected a property list element")
        }
        index += 1
        let name = readName()
        while true {
            skipSpace()
            if starts(with: "/>") {
                index += 2
                return Tag(name: name, isEmpty: true, start: start)
            }
            if starts(with: ">") {
                index += 1
                return Tag(name: name, isEmpty: false, start: start)
            }
            try attribute(in: name)
        }
    }

    /// `name="value"` or `name='value'`.
    private mutating func attribute(in tag: String) throws {
        guard index < bytes.count, Self.isNameByte(bytes[index]) else { throw error("malformed <\(tag)> tag") }
        _ = readName()
        skipSpace()
        guard starts(with: "=") else { throw error("an attribute of <\(tag)> has no value") }
        index += 1
        skipSpace()
        guard index < bytes.count, bytes[index] == UInt8(ascii: "\"") || bytes[index] == UInt8(ascii: "'") else {
            throw error("an attribute value of <\(tag)> is not quoted")
        }
        let quote = bytes[index]
        let start = index
        index += 1
        while index < bytes.count, bytes[index] != quote { index += 1 }
        guard index < bytes.count else { throw error("an attribute value of <\(tag)> is not closed", at: start) }
        index += 1
    }

    /// `</name>` (spaces allowed before `>`).
    mutating func closingTag(of tag: Tag) throws {
        guard starts(with: "</") else { throw error("<\(tag.name)> is not closed", at: tag.start) }
        let start = index
        index += 2
        let name = readName()
        skipSpace()
        guard name == tag.name, starts(with: ">") else {
            throw error("</\(name)> closes <\(tag.name)>", at: start, note: tag.start)
        }
        index += 1
    }

    private mutating func readName() -> String {
        let start = index
        while index < bytes.count, Self.isNameByte(bytes[index]) { index += 1 }
        return String(decoding: bytes[start..<index], as: UTF8.self)
    }

    private static func isNameByte(_ byte: UInt8) -> Bool {
        ASCIIText.isIdentifierByte(byte) || byte == UInt8(ascii: "-") || byte == UInt8(ascii: ":")
            || byte == UInt8(ascii: ".") || byte >= 0x80
    }
}
