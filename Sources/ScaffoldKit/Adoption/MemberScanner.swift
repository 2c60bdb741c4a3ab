/// Reads the members of a class or extension body for `scaffold adopt`: where each one starts and ends, and what
/// the composite needs to reach it (signature, type, whether it can be set). Bodies are skipped by brace matching.
extension DeclarationParser {
    /// Words that start a new member when they begin a line: the end of a property's initial value.
    static let memberStarts: Set<String> = modifiers.union([
        "func", "var", "let", "init", "deinit", "subscript", "typealias", "struct", "enum", "actor",
        "protocol", "extension", "case",
    ])

    /// The members up to the `}` matching `opening`; the cursor ends on that `}`.
    mutating func scanMembers(closingBrace opening: Token, conditions outer: [String]) throws -> [AdoptedMember] {
        var members: [AdoptedMember] = []
        var conditions = ConditionStack()
        while !cursor.isPunctuation("}") {
            if cursor.atEnd {
                throw cursor.error("unterminated '{': no matching '}' before the end of the file", at: opening)
            }
            if cursor.current.kind == .directive {
                Self.applyDirective(&cursor, to: &conditions, diagnostics: &fileDiagnostics)
                continue
            }
            if cursor.isPunctuation(";") {
                cursor.advance()
                continue
            }
            let start = cursor.index
            let prefix = try parsePrefix()
            let active = outer + conditions.active
            guard let scanned = try scanDeclaration(prefix, conditions: active) else {
                if cursor.index == start {
                    if cursor.atOpener { try cursor.skipBalanced() } else { cursor.advance() }
                }
                continue
            }
            let first = cursor.tokens[start]
            members.append(AdoptedMember(
                kind: scanned.kind, name: scanned.name, path: cursor.source.path,
                range: first.start..<cursor.tokens[cursor.index - 1].end,
                modifiers: prefix.modifiers, attributes: prefix.attributes, function: scanned.function,
                propertyType: scanned.type, isSettable: scanned.settable, hasNoParameters: scanned.noParameters,
                conditions: active, location: cursor.source.location(at: first.start)))
        }
        if let open = conditions.unterminated {
            throw cursor.error("unterminated '#if': no matching '#endif' before the end of the type", at: open)
        }
        return members
    }

    /// What one declaration is, before its place in the file is known.
    private struct Scanned {
        var kind: AdoptedMember.Kind
        var name: String
        var function: MethodRequirement?
        var type: String?
        var settable = false
        var noParameters = false
    }

    /// One declaration after its prefix; nil (cursor unmoved) for anything that is not a member.
    private mutating func scanDeclaration(_ prefix: Prefix, conditions: [String]) throws -> Scanned? {
        guard cursor.current.kind == .identifier else { return nil }
        let word = cursor.text(cursor.current)
        switch word {
        case "func":
            let function = try parseFunction(prefix, conditions: conditions, requiresBody: true)
            return Scanned(kind: .function, name: function.name, function: function)
        case "init", "deinit", "subscript":
            cursor.advance()
            if cursor.isPunctuation("?") || cursor.isPunctuation("!") { cursor.advance() }
            let noParameters = cursor.isPunctuation("(") && cursor.isPunctuation(cursor.peek(), ")")
            try skipToDeclarationBody()
            let kind: AdoptedMember.Kind = word == "init" ? .initializer : word == "deinit" ? .deinitializer
                : .subscripting
            return Scanned(kind: kind, name: word, noParameters: noParameters)
        case "var", "let":
            return try scanProperty(isLet: word == "let", prefix: prefix)
        case "typealias":
            cursor.advance()
            let name = cursor.text(cursor.current)
            skipInitialValue()
            return Scanned(kind: .typeAlias, name: name)
        case "class", "struct", "enum", "actor", "protocol":
            guard cursor.peek().kind == .identifier else { return nil }
            cursor.advance()
            let name = cursor.text(cursor.current)
            try skipToDeclarationBody()
            return Scanned(kind: .nestedType, name: name)
        default:
            return nil
        }
    }

    /// `var name: Type = value`, `lazy var name: Type = { … }()`, `var name: Type { get … }`.
    private mutating func scanProperty(isLet: Bool, prefix: Prefix) throws -> Scanned {
        cursor.advance()
        let nameToken = cursor.current
        guard nameToken.kind == .identifier else {
            throw cursor.error("scaffold adopt reads one name per 'var' or 'let'; split this declaration",
                               at: nameToken)
        }
        let name = cursor.text(nameToken)
        cursor.advance()
        var type: String?
        if cursor.isPunctuation(":") {
            cursor.advance()
            let start = cursor.index
            _ = try cursor.parseType()
            type = cursor.joinedText(start..<cursor.index)
        }
        var settable = !isLet
        if cursor.isPunctuation("=") {
            cursor.advance()
            let start = cursor.index
            skipInitialValue()
            if type == nil { type = Self.literalType(cursor, start..<cursor.index) }
        }
        if cursor.isPunctuation("{") {
            let start = cursor.index
            try cursor.skipBalanced()
            let first = cursor.tokens[start + 1]
            let observed = cursor.isWord(first, "willSet") || cursor.isWord(first, "didSet")
            if !observed {
                settable = !isLet && (start + 1..<cursor.index).contains { cursor.isWord(cursor.tokens[$0], "set") }
            }
        }
        if prefix.has("private(set)") || prefix.has("fileprivate(set)") { settable = false }
        if cursor.isPunctuation(",") {
            throw cursor.error("scaffold adopt reads one name per 'var' or 'let'; split this declaration",
                               at: cursor.current)
        }
        return Scanned(kind: .property, name: name, type: type, settable: settable)
    }

    /// Moves past an expression: up to a `}`, `;` or `,` of this level, a directive, or a line that starts a member.
    private mutating func skipInitialValue() {
        var first = true
        while !cursor.atEnd && !cursor.isPunctuation("}") && !cursor.isPunctuation(";") && !cursor.isPunctuation(",")
                && cursor.current.kind != .directive {
            if !first && cursor.current.newlineBefore && startsMember(cursor.current) { return }
            first = false
            let next = cursor.peek()
            if cursor.isPunctuation("{") && (cursor.isWord(next, "willSet") || cursor.isWord(next, "didSet")) { return }
            if cursor.atOpener { (try? cursor.skipBalanced()) ?? cursor.advance() } else { cursor.advance() }
        }
    }

    private func startsMember(_ token: Token) -> Bool {
        if cursor.isPunctuation(token, "@") { return true }
        return token.kind == .identifier && Self.memberStarts.contains(cursor.text(token))
    }

    /// The type of a literal initial value: `"…"` String, `3` Int, `0.5` Double, `true` Bool, `Name(…)` Name.
    static func literalType(_ cursor: TokenCursor, _ range: Range<Int>) -> String? {
        guard let first = range.first.map({ cursor.tokens[$0] }) else { return nil }
        let text = cursor.text(first)
        if range.count == 1 {
            switch first.kind {
            case .string: return "String"
            case .number: return text.contains(".") || (text.contains("e") && !text.hasPrefix("0x")) ? "Double" : "Int"
            case .identifier where text == "true" || text == "false": return "Bool"
            default: return nil
            }
        }
        guard first.kind == .identifier, text.first?.isUppercase == true, range.count >= 3,
              cursor.isPunctuation(cursor.tokens[range.lowerBound + 1], "("),
              cursor.isPunctuation(cursor.tokens[range.upperBound - 1], ")") else { return nil }
        var probe = cursor
        probe.index = range.lowerBound + 1
        guard (try? probe.skipBalanced()) != nil, probe.index == range.upperBound else { return nil }
        return text
    }
}
