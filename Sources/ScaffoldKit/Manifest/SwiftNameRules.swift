/// What makes a name from the manifest usable in generated Swift.
enum SwiftNameRules {
    static let keywords: Set<String> = [
        "associatedtype", "class", "deinit", "enum", "extension", "fileprivate", "func", "import", "init",
        "inout", "internal", "let", "open", "operator", "private", "precedencegroup", "protocol", "public",
        "rethrows", "static", "struct", "subscript", "typealias", "var", "break", "case", "catch", "continue",
        "default", "defer", "do", "else", "fallthrough", "for", "guard", "if", "in", "repeat", "return", "throw",
        "switch", "where", "while", "Any", "as", "await", "false", "is", "nil", "self", "Self", "super", "throws",
        "true", "try", "_", "Type", "Protocol", "some", "any",
    ]

    /// Words that may not name a method: `keywords` without the contextual ones, which Swift accepts as a method's
    /// base name (`open(url:)`, `get()`, `some()`; `async`, `mutating` and `set` are not in `keywords` at all).
    static let methodNameKeywords = keywords.subtracting(["open", "await", "Type", "Protocol", "some", "any"])

    /// Why `name` is not a Swift identifier (an identifier-head then identifier-characters, as the language
    /// reference defines them: `AppDelegate`, `Café`, `🄰ppDelegate`; not a keyword), or nil when it is.
    static func problem(with name: String) -> String? {
        guard let first = name.unicodeScalars.first else { return "it is empty" }
        if isDigit(first) { return "it starts with a digit" }
        if isIdentifierCharacter(first) && !isIdentifierHead(first) { return "it starts with '\(first)'" }
        for scalar in name.unicodeScalars where !isIdentifierCharacter(scalar) {
            switch scalar {
            case " ": return "it contains a space"
            case "\t", "\n", "\r": return "it contains white space"
            default: return "it contains '\(scalar)'"
            }
        }
        if keywords.contains(name) { return "it is a Swift keyword" }
        return nil
    }

    /// The suffix naming a method's `async` form: `application(_:didReceiveRemoteNotification:) async`.
    static let asyncSuffix = " async"
    private static let asyncSuffixBytes = Array(asyncSuffix.utf8)
    /// `methodNameKeywords` as bytes, by length: a base is compared with the few of its length, never hashed.
    private static let methodNameKeywordsByLength: [[[UInt8]]] = methodNameKeywords.reduce(into: []) { found, word in
        let bytes = Array(word.utf8)
        while found.count <= bytes.count { found.append([]) }
        found[bytes.count].append(bytes)
    }

    /// `identifier(label:label:)` with `_` allowed as a label, or `identifier()`, optionally followed by ` async`
    /// (the requirement's `async` form, where the name alone means another requirement).
    /// Every scalar of a method name is ASCII, so this reads bytes (N × K names per manifest).
    static func isMethodName(_ text: String) -> Bool {
        var text = text
        return text.withUTF8 { isMethodName(bytes: $0[...]) }
    }

    private static func isMethodName(bytes all: Slice<UnsafeBufferPointer<UInt8>>) -> Bool {
        var bytes = all
        if bytes.count > asyncSuffixBytes.count
            && bytes.suffix(asyncSuffixBytes.count).elementsEqual(asyncSuffixBytes) {
            bytes.removeLast(asyncSuffixBytes.count)
        }
        guard bytes.allSatisfy({ $0 < 0x80 }), let open = bytes.firstIndex(of: UInt8(ascii: "(")),
              bytes.last == UInt8(ascii: ")") else { return false }
        let base = bytes[..<open]
        let isKeyword = base.count < methodNameKeywordsByLength.count
            && methodNameKeywordsByLength[base.count].contains { $0.elementsEqual(base) }
        let isBaseValid = ASCIIText.isIdentifierShaped(base) && !isKeyword
        guard isBaseValid || base.elementsEqual("init".utf8) else { return false }
        var labelStart = open + 1
        let close = bytes.endIndex - 1
        for index in (open + 1)..<close where bytes[index] == UInt8(ascii: ":") {
            // Keywords are fine as labels (`for:`, `in:`), and so is `_`; an overloaded requirement adds its
            // parameter name after a space (`handle(_ backgroundTasks:)`), which may not be `_`.
            let segment = bytes[labelStart..<index]
            if let space = segment.firstIndex(of: UInt8(ascii: " ")) {
                let name = bytes[(space + 1)..<index]
                guard ASCIIText.isIdentifierShaped(bytes[labelStart..<space]), ASCIIText.isIdentifierShaped(name),
                      !name.elementsEqual("_".utf8) else { return false }
            } else {
                guard ASCIIText.isIdentifierShaped(segment) else { return false }
            }
            labelStart = index + 1
        }
        return labelStart == close
    }

    static func isDigit(_ scalar: Unicode.Scalar) -> Bool { ("0"..."9").contains(scalar) }

    /// An ASCII scalar of an identifier (`[A-Za-z0-9_]`): what method names and names scaffold derives use.
    static func isIdentifierScalar(_ scalar: Unicode.Scalar) -> Bool {
        ("a"..."z").contains(scalar) || ("A"..."Z").contains(scalar) || isDigit(scalar) || scalar == "_"
    }

    /// A scalar an identifier may contain (identifier-character): a head, a digit or a combining mark.
    static func isIdentifierCharacter(_ scalar: Unicode.Scalar) -> Bool {
        isIdentifierHead(scalar) || isDigit(scalar) || combiningMarks.contains { $0.contains(scalar.value) }
    }

    /// A scalar an identifier may start with (identifier-head).
    static func isIdentifierHead(_ scalar: Unicode.Scalar) -> Bool {
        if scalar.isASCII { return isIdentifierScalar(scalar) && !isDigit(scalar) }
        return headRanges.contains { $0.contains(scalar.value) }
    }

    /// The non-ASCII identifier-head ranges of the Swift language reference's lexical structure.
    private static let headRanges: [ClosedRange<UInt32>] = [
        0xA8...0xA8, 0xAA...0xAA, 0xAD...0xAD, 0xAF...0xAF, 0xB2...0xB5, 0xB7...0xBA, 0xBC...0xBE, 0xC0...0xD6,
        0xD8...0xF6, 0xF8...0xFF, 0x100...0x2FF, 0x370...0x167F, 0x1681...0x180D, 0x180F...0x1DBF,
        0x1E00...0x1FFF, 0x200B...0x200D, 0x202A...0x202E, 0x203F...0x2040, 0x2054...0x2054, 0x2060...0x206F,
        0x2070...0x20CF, 0x2100...0x218F, 0x2460...0x24FF, 0x2776...0x2793, 0x2C00...0x2DFF, 0x2E80...0x2FFF,
        0x3004...0x3007, 0x3021...0x302F, 0x3031...0x303F, 0x3040...0xD7FF, 0xF900...0xFD3D, 0xFD40...0xFDCF,
        0xFDF0...0xFE1F, 0xFE30...0xFE44, 0xFE47...0xFFFD, 0x10000...0x1FFFD, 0x20000...0x2FFFD,
        0x30000...0x3FFFD, 0x40000...0x4FFFD, 0x50000...0x5FFFD, 0x60000...0x6FFFD, 0x70000...0x7FFFD,
        0x80000...0x8FFFD, 0x90000...0x9FFFD, 0xA0000...0xAFFFD, 0xB0000...0xBFFFD, 0xC0000...0xCFFFD,
        0xD0000...0xDFFFD, 0xE0000...0xEFFFD,
    ]

    /// The combining marks an identifier may contain after its head.
    private static let combiningMarks: [ClosedRange<UInt32>] = [
        0x300...0x36F, 0x1DC0...0x1DFF, 0x20D0...0x20FF, 0xFE20...0xFE2F,
    ]
}
