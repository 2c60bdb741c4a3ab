/// The text between elements of an XML property list: markup to skip, and the decoded text of a scalar.
extension InfoPlistXMLReader {
    /// Skips spaces, comments, processing instructions (`<?xml …?>`) and a `<!DOCTYPE …>`.
    mutating func skipMarkup() throws {
        while true {
            skipSpace()
            if starts(with: "<!--") {
                try skip(past: "-->", what: "comment")
            } else if starts(with: "<?") {
                try skip(past: "?>", what: "processing instruction")
            } else if starts(with: "<!DOCTYPE") {
                try skipDocumentType()
            } else {
                return
            }
        }
    }

    /// The text of scalar `tag` up to its closing tag: entities and CDATA decoded, comments left out. XML's line
    /// ends are read as `\n`.
    mutating func text(in tag: Tag) throws -> String {
        var text: [UInt8] = []
        while index < bytes.count {
            let byte = bytes[index]
            if starts(with: "</") { return String(decoding: text, as: UTF8.self) }
            if starts(with: "<!--") {
                try skip(past: "-->", what: "comment")
            } else if starts(with: "<![CDATA[") {
                let start = index + 9
                try skip(past: "]]>", what: "CDATA section")
                text += bytes[start..<(index - 3)]
            } else if starts(with: "<?") {
                try skip(past: "?>", what: "processing instruction")
            } else if byte == UInt8(ascii: "<") {
                throw error("<\(tag.name)> holds an element; it holds only text")
            } else if byte == UInt8(ascii: "&") {
                text += try entity()
            } else if byte == ASCII.carriageReturn {
                text.append(ASCII.newline)
                index += index + 1 < bytes.count && bytes[index + 1] == ASCII.newline ? 2 : 1
            } else {
                text.append(byte)
                index += 1
            }
        }
        throw error("<\(tag.name)> is not closed", at: tag.start)
    }

    /// `&lt;`, `&gt;`, `&amp;`, `&quot;`, `&apos;`, `&#NN;`, `&#xNN;` at `index`, as UTF-8.
    private mutating func entity() throws -> [UInt8] {
        let start = index
        while index < bytes.count, bytes[index] != UInt8(ascii: ";"), index - start < 12 { index += 1 }
        guard index < bytes.count, bytes[index] == UInt8(ascii: ";") else { throw error("malformed entity", at: start) }
        let name = String(decoding: bytes[(start + 1)..<index], as: UTF8.self)
        index += 1
        let named: [String: String] = ["lt": "<", "gt": ">", "amp": "&", "quot": "\"", "apos": "'"]
        if let text = named[name] { return Array(text.utf8) }
        let number = name.hasPrefix("#x") ? UInt32(name.dropFirst(2), radix: 16)
            : name.hasPrefix("#") ? UInt32(name.dropFirst(), radix: 10) : nil
        guard let scalar = number.flatMap(Unicode.Scalar.init) else {
            throw error("unknown entity &\(name);", at: start)
        }
        return Array(String(Character(scalar)).utf8)
    }

    /// `<!DOCTYPE …>`: quoted literals and an internal subset (`[ … ]`) may hold `>`.
    private mutating func skipDocumentType() throws {
        let start = index
        var quote: UInt8?
        var inSubset = false
        while index < bytes.count {
            let byte = bytes[index]
            index += 1
            if let open = quote {
                if byte == open { quote = nil }
            } else if byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "'") {
                quote = byte
            } else if byte == UInt8(ascii: "[") {
                inSubset = true
            } else if byte == UInt8(ascii: "]") {
                inSubset = false
            } else if byte == UInt8(ascii: ">"), !inSubset {
                return
            }
        }
        throw error("<!DOCTYPE is not closed", at: start)
    }

    private mutating func skip(past end: String, what: String) throws {
        let start = index
        let needle = Array(end.utf8)
        index += 2
        while index + needle.count <= bytes.count {
            if bytes[index..<(index + needle.count)].elementsEqual(needle) {
                index += needle.count
                return
            }
            index += 1
        }
        index = bytes.count
        throw error("\(what) is not closed", at: start)
    }

    mutating func skipSpace() {
        let spaces = [ASCII.space, ASCII.tab, ASCII.newline, ASCII.carriageReturn]
        while index < bytes.count, spaces.contains(bytes[index]) { index += 1 }
    }

    func starts(with text: StaticString) -> Bool {
        text.withUTF8Buffer { needle in
            index + needle.count <= bytes.count && bytes[index..<(index + needle.count)].elementsEqual(needle)
        }
    }

    func error(_ message: String, at offset: Int? = nil, note: Int? = nil) -> Diagnostic {
        let location = { TextEdits.location(of: $0, in: bytes, path: path) }
        return .error(message, at: location(min(offset ?? index, bytes.count)),
                      notes: note.map { [.note("opened here", at: location($0))] } ?? [])
    }
}
