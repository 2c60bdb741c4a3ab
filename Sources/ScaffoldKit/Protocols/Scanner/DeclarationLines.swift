/// Swift's rule that consecutive declarations on a line are separated by `;`, checked token by token: a declaration
/// keyword (`func`, `init`, `struct`…) may come only where a line starts, or after `;`, `{` or a closure's `in`,
/// past attributes and modifiers. Code that breaks it is read differently by scaffold's readers (one takes the
/// `func` for part of the declaration before it, another for a method), so `scaffold adopt` refuses it.
struct DeclarationLines {
    /// Keywords that only ever start a declaration (contextual ones such as `actor` can be names).
    private static let keywords: Set<String> = [
        "func", "init", "deinit", "subscript", "typealias", "struct", "enum", "protocol", "extension",
        "associatedtype", "import",
    ]

    let tokens: [Token]
    let source: SourceText
    /// Only attributes and modifiers since the line started (or the last `;`, `{` or `in`).
    private var atDeclarationStart = true
    /// In an attribute's name (`@_Concurrency.MainActor`): right after the `@` or a `.` a name comes next.
    private var inAttributeName = false
    private var attributeNameNext = false
    /// An attribute's or modifier's name was just read: a `(` right after it opens its arguments.
    private var argumentsMayFollow = false
    /// Inside the parentheses of an attribute or modifier (`@available(…)`, `private(set)`): how deep.
    private var argumentDepth = 0

    init(tokens: [Token], source: SourceText) {
        self.tokens = tokens
        self.source = source
    }

    /// Reads token `index`; an error when it is a declaration keyword where none may be. `inBraces`: the innermost
    /// open bracket is a `{` or there is none (in parentheses a keyword is an argument label: `f(import: x)`).
    mutating func step(_ index: Int, inBraces: Bool) -> Diagnostic? {
        let token = tokens[index]
        let text = self.text(index)
        if token.newlineBefore {
            atDeclarationStart = true
            argumentDepth = 0
        }
        if argumentsMayFollow {
            argumentsMayFollow = false
            if text == "(" && !token.spaceBefore && token.kind == .punctuation { argumentDepth = 1; return nil }
        }
        if argumentDepth > 0 {
            if token.kind == .punctuation { argumentDepth += text == "(" ? 1 : text == ")" ? -1 : 0 }
            return nil
        }
        if inAttributeName {
            if attributeNameNext && token.kind == .identifier {
                attributeNameNext = false
                argumentsMayFollow = true
                return nil
            }
            if !attributeNameNext && text == "." && token.kind == .punctuation && !token.spaceBefore {
                attributeNameNext = true
                return nil
            }
            inAttributeName = false
        }
        // `import struct Foundation.URL`, `import func Darwin.sqrt`: the kind is part of the import.
        let isImportKind = self.text(index - 1) == "import" && self.text(index + 1) != ":"
        let isKeyword = token.kind == .identifier && Self.keywords.contains(text) && !isBacktickedName(token)
            && self.text(index - 1) != "." && self.text(index + 1) != ":" && !isImportKind
        if isKeyword && !atDeclarationStart && inBraces {
            return .error("consecutive declarations on a line must be separated by ';'",
                          at: source.location(at: token.start))
        }
        switch token.kind {
        case .punctuation where text == ";" || text == "{":
            atDeclarationStart = true
        case .punctuation where text == "@":
            inAttributeName = true
            attributeNameNext = true
        case .identifier where source.spells(token, oneOf: DeclarationParser.modifiers):
            argumentsMayFollow = true
        case .identifier where text == "in":
            atDeclarationStart = true
        default:
            atDeclarationStart = false
        }
        return nil
    }

    /// The text of token `index`, or "" past either end.
    private func text(_ index: Int) -> String {
        guard tokens.indices.contains(index) else { return "" }
        return source.text(tokens[index].start..<tokens[index].end)
    }

    /// `` `import` ``: a keyword written in backticks is a name.
    private func isBacktickedName(_ token: Token) -> Bool {
        token.start > 0 && source.bytes[token.start - 1] == ASCII.backtick
    }
}
