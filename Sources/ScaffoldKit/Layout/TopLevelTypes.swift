/// A type a Swift file declares or extends at its top level, with what it inherits or adopts there.
struct TopLevelType: Equatable, Sendable {
    /// `class`, `struct`, `enum`, `actor`, `protocol`, `typealias` or `extension`.
    var keyword: String
    /// As written: `AppDelegate`, `UIApplication.Delegate`.
    var name: String
    /// The inheritance clause's types, as written (`UIResponder`, `UIKit.UIApplicationDelegate`).
    var inherited: [String]
    /// Where the name is written.
    var location: SourceLocation

    /// Whether the inheritance clause names `type` (plainly or qualified by its module).
    func inherits(_ type: String) -> Bool {
        inherited.contains { $0 == type || $0.hasSuffix("." + type) }
    }

    /// The top-level types of a Swift file, in order: `#if` branches alike, nested types not.
    static func scan(_ bytes: [UInt8], path: String) throws -> [TopLevelType] {
        let (tokens, source) = try SwiftLexer.tokenize(bytes, path: path)
        func text(_ index: Int) -> String { source.text(tokens[index].start..<tokens[index].end) }
        var types: [TopLevelType] = []
        var depth = 0
        var index = 0
        while index < tokens.count, tokens[index].kind != .endOfFile {
            let word = text(index)
            switch word {
            case "{", "(", "[": depth += 1
            case "}", ")", "]": depth -= 1
            default:
                if depth == 0, tokens[index].kind == .identifier, keywords.contains(word), index + 1 < tokens.count,
                   tokens[index + 1].kind == .identifier, !modifiers.contains(text(index + 1)) {
                    var cursor = index + 1
                    var name = text(cursor)
                    while cursor + 2 < tokens.count, text(cursor + 1) == ".", tokens[cursor + 2].kind == .identifier {
                        name += "." + text(cursor + 2)
                        cursor += 2
                    }
                    let location = source.location(at: tokens[index + 1].start)
                    types.append(TopLevelType(keyword: word, name: name,
                                              inherited: inheritance(after: cursor + 1, tokens: tokens, text: text),
                                              location: location))
                    index = cursor
                }
            }
            index += 1
        }
        return types
    }

    private static let keywords: Set<String> = [
        "class", "struct", "enum", "actor", "protocol", "typealias", "extension",
    ]
    /// Words after `class` that make it a modifier (`class func`, `class var`), not a declaration.
    private static let modifiers: Set<String> = ["func", "var", "let", "subscript", "override", "final", "private"]

    /// The types of `: A, B<C>, D & E` from `start`, up to `{`, `where` or `=`; generic arguments are skipped.
    private static func inheritance(after start: Int, tokens: [Token], text: (Int) -> String) -> [String] {
        var index = start
        if index < tokens.count, text(index) == "<" { index = skipAngles(from: index, tokens: tokens, text: text) }
        guard index < tokens.count, text(index) == ":" else { return [] }
        var types: [String] = []
        var current = ""
        index += 1
        while index < tokens.count, tokens[index].kind != .endOfFile {
            let word = text(index)
            if word == "{" || word == "where" || word == "=" { break }
            if word == "<" {
                index = skipAngles(from: index, tokens: tokens, text: text)
                continue
            }
            if word == "," || word == "&" {
                if !current.isEmpty { types.append(current) }
                current = ""
            } else if tokens[index].kind == .identifier || word == "." {
                current += word
            }
            index += 1
        }
        if !current.isEmpty { types.append(current) }
        return types
    }

    /// The index after the `>` closing the `<` at `start`.
    private static func skipAngles(from start: Int, tokens: [Token], text: (Int) -> String) -> Int {
        var depth = 0
        var index = start
        while index < tokens.count, tokens[index].kind != .endOfFile {
            if text(index) == "<" { depth += 1 }
            if text(index) == ">" { depth -= 1 }
            index += 1
            if depth == 0 { break }
        }
        return index
    }
}
