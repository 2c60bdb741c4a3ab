/// Walks the tokens of one file, reading protocols (and, for leaf files, the `func`s of types) and skipping
/// everything else by brace matching.
struct DeclarationParser {
    /// What a scan collects besides imports.
    enum Mode {
        case protocols
        case functionsInTypes
    }

    /// Doc comment, attributes and modifiers in front of a declaration keyword.
    struct Prefix {
        var documentation: [String] = []
        var attributes: [Attribute] = []
        var modifiers: [String] = []

        func has(_ modifier: String) -> Bool { modifiers.contains(modifier) }
    }

    /// A protocol read from the file with the errors that concern it alone.
    struct ScannedProtocol {
        var spec: ProtocolSpec
        var diagnostics: [Diagnostic]
    }

    static let modifiers: [StaticString] = [
        "public", "private", "fileprivate", "internal", "package", "open", "final", "static", "class",
        "nonisolated", "isolated", "mutating", "nonmutating", "optional", "required", "convenience", "override",
        "dynamic", "lazy", "weak", "unowned", "indirect", "prefix", "postfix", "infix", "distributed",
        "consuming", "borrowing", "__consuming",
    ]
    static let typeKeywords: [StaticString] = ["class", "struct", "enum", "actor", "extension"]
    /// Declaration keywords a `class` modifier may stand before (`class func`), besides other modifiers.
    static let classMemberKeywords: [StaticString] = ["func", "var", "let", "subscript"]

    var cursor: TokenCursor
    let mode: Mode
    var fileDiagnostics = Diagnostics()
    var imports: [String] = []
    var protocols: [ScannedProtocol] = []
    /// Leaf files: the non-private `func`s declared directly in a top-level type (not in a type nested in one, whose
    /// methods no composite calls), and the name of that type for each.
    var functions: [MethodRequirement] = []
    var functionTypes: [String] = []
    /// Leaf files: for each of `functions`, its bytes from `func` to its body's `{` when it could be skipped as a
    /// known declaration spelled so (`skipKnownFunction`).
    var signatures: [Range<Int>?] = []
    /// Leaf files: the functions the lexer made no tokens for but `func` (`SwiftLexer.elideKnownFunction`), the
    /// next to meet, and for each one skipped, in source order, which declaration it spells and its type.
    var elided: [SwiftLexer.ElidedFunction] = []
    var nextElided = 0
    var knownFunctions: [(declaration: Int, type: String)] = []
    /// Reading protocols, the name of the protocol whose extension (in the same file) is being read: its functions
    /// are default implementations (`ProtocolSpec.defaultImplementations`).
    var extendedProtocol: String?
    /// Reading protocols: the Swift names of the functions of each protocol's extensions in the file.
    var defaults: [String: Set<String>] = [:]
    /// Leaf files: the top-level type whose body is being read (`Outer.Inner` for an extension of a nested type).
    var currentType: String?
    /// Names of the types declared with `OptionSet` in their inheritance clause.
    var optionSetTypes: [String] = []
    /// Type name (`Outer.Inner` for an extension of a nested type) → what its declaration and extensions inherit
    /// from, as written, in source order.
    var adoptions: [String: [String]] = [:]
    var fileConditions = ConditionStack()
    /// `imports` and `optionSetTypes` as sets, so that a file of many imports or option sets is read in linear time.
    var importSet: Set<String> = []
    var optionSetTypeSet: Set<String> = []

    /// - Parameter known: declarations whose functions the lexer makes no tokens for (`elided`).
    init(bytes: [UInt8], path: String, mode: Mode, known: [KnownDeclaration] = []) throws {
        let (tokens, source, elided) = try SwiftLexer.tokenize(bytes, path: path, known: known)
        cursor = TokenCursor(tokens: tokens, source: source)
        self.mode = mode
        self.elided = elided
    }

    /// Reads the whole file.
    mutating func run() throws {
        try parseScope(closingBrace: nil)
        if let opening = fileConditions.unterminated {
            fileDiagnostics.error("unterminated '#if': no matching '#endif' before the end of the file",
                                  at: cursor.location(opening))
        }
        for index in protocols.indices {
            protocols[index].spec.imports = imports
            protocols[index].spec.optionSetTypes = optionSetTypes
            protocols[index].spec.defaultImplementations = defaults[protocols[index].spec.name] ?? []
        }
    }

    /// Declarations up to the `}` matching `closingBrace` (the end of the file for the top level).
    mutating func parseScope(closingBrace opening: Token?) throws {
        while true {
            if cursor.atEnd {
                guard let opening else { return }
                throw cursor.error("unterminated '{': no matching '}' before the end of the file", at: opening)
            }
            if cursor.isPunctuation("}") {
                if opening != nil { return }
                fileDiagnostics.error("unexpected '}' without a matching '{'", at: cursor.location(cursor.current))
                cursor.advance()
                continue
            }
            if cursor.current.kind == .directive {
                Self.applyDirective(&cursor, to: &fileConditions, diagnostics: &fileDiagnostics)
                continue
            }
            // An elided function's `func` where a declaration starts: nothing in front of it (`parsePrefix` would
            // read no attribute or modifier there), so it is skipped as the `func` branch below would skip it.
            if opening != nil && atElidedFunction && skipKnownFunction(after: Prefix()) { continue }
            let before = cursor.index
            let prefix = try parsePrefix()
            if cursor.isWord("import") && opening == nil {
                parseImport()
            } else if cursor.isWord("protocol") && cursor.peek().kind == .identifier {
                try parseProtocol(prefix)
            } else if let keyword = typeKeyword() {
                try parseTypeDeclaration(keyword)
            } else if opening != nil && mode == .functionsInTypes
                        && (cursor.isWord("init") || cursor.isWord("deinit") || cursor.isWord("subscript")) {
                try skipToDeclarationBody()
            } else if cursor.isWord("func") && opening != nil
                        && (mode == .functionsInTypes || extendedProtocol != nil) {
                if skipKnownFunction(after: prefix) { continue }
                let start = cursor.current.start
                let function = try parseFunction(prefix, conditions: fileConditions.active, requiresBody: false)
                let signature = cursor.isPunctuation("{") ? signature(from: start, of: function, after: prefix) : nil
                if cursor.isPunctuation("{") { try cursor.skipBalanced() }
                if let extendedProtocol {
                    defaults[extendedProtocol, default: []].insert(function.selector)
                    continue
                }
                // Private helpers of a leaf are not meant to be requirements.
                if !prefix.has("private") && !prefix.has("fileprivate") {
                    functions.append(function)
                    functionTypes.append(currentType ?? "")
                    signatures.append(signature)
                }
            } else if cursor.index == before {
                if cursor.atOpener { try cursor.skipBalanced() } else { cursor.advance() }
            }
        }
    }

    /// Applies the directive under the cursor to `conditions` and moves past it.
    static func applyDirective(_ cursor: inout TokenCursor, to conditions: inout ConditionStack,
                               diagnostics: inout Diagnostics) {
        let directive = cursor.current
        let name = cursor.source.text(directive.start..<directive.end)
        if let message = conditions.apply(directive, name: name, condition: cursor.source.condition(of: directive)) {
            diagnostics.error(message, at: cursor.location(directive))
        }
        cursor.advance()
    }

    /// Doc comment, `@attributes` and modifiers; stops at the first other token.
    mutating func parsePrefix() throws -> Prefix {
        var prefix = Prefix(documentation: cursor.source.documentation(of: cursor.current))
        while true {
            if cursor.isPunctuation("@") && cursor.peek().kind == .identifier && !cursor.peek().spaceBefore {
                cursor.advance()
                let name = cursor.text(cursor.current)
                cursor.advance()
                var arguments: String?
                if cursor.isPunctuation("(") && !cursor.current.spaceBefore {
                    let start = cursor.index
                    try cursor.skipBalanced()
                    arguments = cursor.joinedText(start + 1..<cursor.index - 1)
                }
                prefix.attributes.append(Attribute(name: name, arguments: arguments))
            } else if cursor.isWord(cursor.current, oneOf: Self.modifiers), isModifierHere() {
                var modifier = cursor.text(cursor.current)
                cursor.advance()
                if cursor.isPunctuation("(") && !cursor.current.spaceBefore {
                    let start = cursor.index
                    try cursor.skipBalanced()
                    modifier += cursor.joinedText(start..<cursor.index)
                }
                prefix.modifiers.append(modifier)
            } else {
                return prefix
            }
        }
    }

    /// A modifier word is one only when a declaration follows it (`class func`, not `class Foo`).
    private func isModifierHere() -> Bool {
        let next = cursor.peek()
        guard next.kind == .identifier || cursor.isPunctuation(next, "(") else { return false }
        if cursor.isWord("class") {
            return cursor.isWord(next, oneOf: Self.classMemberKeywords) || cursor.isWord(next, oneOf: Self.modifiers)
        }
        return true
    }

    private func typeKeyword() -> String? {
        guard cursor.peek().kind == .identifier, cursor.isWord(cursor.current, oneOf: Self.typeKeywords) else {
            return nil
        }
        return cursor.text(cursor.current)
    }
}
