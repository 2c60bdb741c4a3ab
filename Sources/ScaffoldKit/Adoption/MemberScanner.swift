/// Reads the members of a class or extension body for `scaffold adopt`: where each one starts and ends, and what
/// the composite needs to reach it (signature, type, whether it can be set). Bodies are skipped by brace matching.
extension DeclarationParser {
    /// Words that start a new member when they begin a line: the end of a property's initial value.
    static let memberStarts: Set<String> = Set(modifiers.map(\.description)).union([
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
            let range = first.start..<cursor.tokens[cursor.index - 1].end
            let location = cursor.source.location(at: first.start)
            for binding in scanned.bindings {
                members.append(AdoptedMember(
                    kind: scanned.kind, name: binding.name, path: cursor.source.path, range: range,
                    modifiers: prefix.modifiers, attributes: prefix.attributes, function: scanned.function,
                    propertyType: binding.type, initialCallee: binding.callee,
                    isSettable: binding.settable && !binding.hasPrivateSetter,
                    hasPrivateSetter: binding.hasPrivateSetter,
                    hasNoParameters: scanned.noParameters, conditions: active, location: location))
            }
        }
        if let open = conditions.unterminated {
            throw cursor.error("unterminated '#if': no matching '#endif' before the end of the type", at: open)
        }
        return members
    }

    /// What one declaration is, before its place in the file is known.
    private struct Scanned {
        var kind: AdoptedMember.Kind
        /// One name, but for `var a = 0, b = 1`, which declares each binding.
        var bindings: [Binding]
        var function: MethodRequirement?
        var noParameters = false

        init(kind: AdoptedMember.Kind, name: String, function: MethodRequirement? = nil, noParameters: Bool = false) {
            self.kind = kind
            bindings = [Binding(name: name)]
            self.function = function
            self.noParameters = noParameters
        }

        init(properties: [Binding]) {
            kind = .property
            bindings = properties
        }
    }

    /// One name a `var` or `let` declares.
    private struct Binding {
        var name: String
        var type: String?
        var callee: String?
        var settable = false
        var hasPrivateSetter = false
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

    /// `var name: Type = value`, `lazy var name: Type = { … }()`, `var name: Type { get … }`, and several of them
    /// separated by commas (`var a = 0, b = 1`).
    private mutating func scanProperty(isLet: Bool, prefix: Prefix) throws -> Scanned {
        cursor.advance()
        var bindings: [Binding] = []
        while true {
            bindings.append(try scanBinding(isLet: isLet, prefix: prefix))
            guard cursor.isPunctuation(",") else { return Scanned(properties: bindings) }
            cursor.advance()
        }
    }

    /// One name of a `var` or `let`, with its type (as written, or read off its initial value) and its accessors.
    private mutating func scanBinding(isLet: Bool, prefix: Prefix) throws -> Binding {
        let nameToken = cursor.current
        guard nameToken.kind == .identifier else {
            throw cursor.error("scaffold adopt reads a name after 'var' or 'let', not a pattern such as '(a, b)'; "
                + "declare each name on its own ('let a = …', 'let b = …'), then adopt again", at: nameToken)
        }
        var binding = Binding(name: cursor.text(nameToken), settable: !isLet)
        cursor.advance()
        if cursor.isPunctuation(":") {
            cursor.advance()
            let start = cursor.index
            _ = try cursor.parseType()
            binding.type = cursor.joinedText(start..<cursor.index)
        }
        if cursor.isPunctuation("=") {
            cursor.advance()
            let start = cursor.index
            skipInitialValue()
            if binding.type == nil {
                let inferred = InitialValueType.infer(cursor, start..<cursor.index)
                binding.type = inferred.type
                binding.callee = inferred.callee
            }
        }
        if cursor.isPunctuation("{") {
            let start = cursor.index
            try cursor.skipBalanced()
            let first = cursor.tokens[start + 1]
            let observed = cursor.isWord(first, "willSet") || cursor.isWord(first, "didSet")
            if !observed {
                binding.settable = !isLet
                    && (start + 1..<cursor.index).contains { cursor.isWord(cursor.tokens[$0], "set") }
            }
        }
        binding.hasPrivateSetter = binding.settable && (prefix.has("private(set)") || prefix.has("fileprivate(set)"))
        return binding
    }
}
