/// Parsing Swift type syntax from tokens into `SwiftType`.
extension TokenCursor {
    /// Specifier words that may stand in front of a type and are kept as attributes of it.
    static let typeSpecifiers: [StaticString] = [
        "inout", "borrowing", "consuming", "sending", "__owned", "__shared", "isolated", "_const",
    ]

    /// A full type: attributes and specifiers, then a function type, a composition or a simple type.
    mutating func parseType() throws -> SwiftType {
        try enterType()
        defer { typeDepth -= 1 }
        var attributes: [String] = []
        while true {
            if isPunctuation("@") && peek().kind == .identifier {
                attributes.append(try parseTypeAttribute())
            } else if isWord(current, oneOf: Self.typeSpecifiers), startsType(peek()) {
                attributes.append(text(current))
                advance()
            } else {
                break
            }
        }
        let base = try parseFunctionOrComposition()
        return attributes.isEmpty ? base : .attributed(attributes: attributes, base)
    }

    /// `@escaping`, `@Sendable`, `@convention(c)`: the attribute's text.
    private mutating func parseTypeAttribute() throws -> String {
        let start = index
        advance()
        advance()
        if isPunctuation("(") && !current.spaceBefore { try skipBalanced() }
        return joinedText(start..<index)
    }

    private func startsType(_ token: Token) -> Bool {
        token.kind == .identifier || isPunctuation(token, "(") || isPunctuation(token, "[") || isPunctuation(token, "@")
    }

    private mutating func parseFunctionOrComposition() throws -> SwiftType {
        if isPunctuation("(") {
            let elements = try parseParenthesizedElements()
            var isAsync = false
            var throwsClause: String?
            if isWord("async") {
                isAsync = true
                advance()
            }
            if isWord("throws") || isWord("rethrows") {
                throwsClause = try parseThrowsClause()
            }
            if isPunctuation("->") {
                advance()
                let result = try parseType()
                return .function(SwiftType.FunctionType(parameters: elements.map(\.type), isAsync: isAsync,
                                                        throwsClause: throwsClause, result: result))
            }
            if isAsync || throwsClause != nil {
                throw error("expected '->' after the effects of a function type", at: current)
            }
            let grouped = elements.count == 1 && elements[0].label == nil ? elements[0].type : .tuple(elements)
            return try parseComposition(startingWith: try parsePostfix(grouped))
        }
        return try parseComposition(startingWith: try parsePostfix(try parsePrimary()))
    }

    /// `throws`, `rethrows` or `throws(E)`, as written.
    mutating func parseThrowsClause() throws -> String {
        let keyword = text(current)
        let isThrows = isWord("throws")
        advance()
        guard isThrows, isPunctuation("(") else { return keyword }
        let start = index
        try skipBalanced()
        return keyword + joinedText(start..<index)
    }

    private mutating func parseComposition(startingWith first: SwiftType) throws -> SwiftType {
        guard isPunctuation("&") else { return first }
        var types = [first]
        while isPunctuation("&") {
            advance()
            types.append(try parsePostfix(try parsePrimary()))
        }
        return .composition(types)
    }

    /// The elements of `( … )`: tuple elements with labels, or function parameters (labels dropped).
    private mutating func parseParenthesizedElements() throws -> [SwiftType.TupleElement] {
        let open = current
        advance()
        var elements: [SwiftType.TupleElement] = []
        while !isPunctuation(")") {
            if atEnd { throw error("unterminated '(': no matching ')' before the end of the file", at: open) }
            var label: String?
            if current.kind == .identifier && isPunctuation(peek(), ":") {
                label = text(current)
                advance()
                advance()
            } else if current.kind == .identifier && peek().kind == .identifier && isPunctuation(peek(2), ":") {
                label = text(current) == "_" ? text(peek()) : text(current)
                advance()
                advance()
                advance()
            }
            var type = try parseType()
            if isPunctuation("...") {
                type = .raw(type.description + "...")
                advance()
            }
            elements.append(SwiftType.TupleElement(label: label, type: type))
            if isPunctuation(",") {
                advance()
            } else if atEnd {
                throw error("unterminated '(': no matching ')' before the end of the file", at: open)
            } else if !isPunctuation(")") {
                throw error("expected ',' or ')' in a parenthesized type, found \(describedCurrent)", at: current)
            }
        }
        advance()
        return elements
    }

    private mutating func parsePrimary() throws -> SwiftType {
        try enterType()
        defer { typeDepth -= 1 }
        if isPunctuation("[") {
            let open = current
            advance()
            let key = try parseType()
            if isPunctuation(":") {
                advance()
                let value = try parseType()
                guard isPunctuation("]") else { throw unclosed(open, "]") }
                advance()
                return .dictionary(key: key, value: value)
            }
            guard isPunctuation("]") else { throw unclosed(open, "]") }
            advance()
            return .array(key)
        }
        if isPunctuation("(") { return try parseFunctionOrComposition() }
        guard current.kind == .identifier else {
            throw error("expected a type, found \(describedCurrent)", at: current)
        }
        if (isWord("any") || isWord("some")) && startsType(peek()) {
            let keyword = text(current)
            advance()
            let constraint = try parseComposition(startingWith: try parsePostfix(try parsePrimary()))
            return .existential(keyword: keyword, constraint)
        }
        if isWord("repeat") || isWord("each") {
            let start = index
            while isWord("repeat") || isWord("each") { advance() }
            _ = try parsePrimary()
            return .raw(joinedText(start..<index))
        }
        return try parseNominal()
    }

    private mutating func parseNominal() throws -> SwiftType {
        if let type = simpleType() { return type }
        var components: [SwiftType.NominalComponent] = []
        while true {
            var component = SwiftType.NominalComponent(name: text(current))
            advance()
            if isPunctuation("<") && !current.spaceBefore {
                let open = current
                advance()
                while true {
                    component.genericArguments.append(try parseType())
                    if isPunctuation(",") { advance(); continue }
                    guard isPunctuation(">") else { throw unclosed(open, ">") }
                    advance()
                    break
                }
            }
            components.append(component)
            let next = peek()
            guard isPunctuation("."), next.kind == .identifier, !isWord(next, "Type"), !isWord(next, "Protocol") else {
                break
            }
            advance()
        }
        return .nominal(components: components)
    }

    /// A type of one name (`String`, `Bool`), neither qualified nor generic: read once per file and then shared
    /// (a type is a value), sparing a string and two allocations for most parameters. Moves past it.
    private mutating func simpleType() -> SwiftType? {
        let name = current
        let next = peek()
        guard !isPunctuation(next, "<"), !isPunctuation(next, ".") else { return nil }
        advance()
        if let known = simpleTypes.first(where: { source.sameText(name, $0.token) }) { return known.type }
        let type = SwiftType.nominal(components: [SwiftType.NominalComponent(name: text(name))])
        if simpleTypes.count == Self.simpleTypeLimit { simpleTypes.removeFirst() }
        simpleTypes.append((name, type))
        return type
    }

    /// `?`, `!`, `.Type` and `.Protocol` after a type.
    private mutating func parsePostfix(_ base: SwiftType) throws -> SwiftType {
        var type = base
        while true {
            if isPunctuation("?") && !current.spaceBefore {
                type = .optional(type)
            } else if isPunctuation("!") && !current.spaceBefore {
                type = .implicitlyUnwrappedOptional(type)
            } else if isPunctuation("."), isWord(peek(), "Type") || isWord(peek(), "Protocol") {
                advance()
                type = .metatype(type, kind: text(current))
            } else {
                return type
            }
            advance()
        }
    }

    private func unclosed(_ open: Token, _ closer: String) -> DiagnosticError {
        if atEnd {
            return error("unterminated '\(text(open))': no matching '\(closer)' before the end of the file", at: open)
        }
        return error("expected '\(closer)' to close '\(text(open))', found \(describedCurrent)", at: current)
    }
}
