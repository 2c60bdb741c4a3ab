/// `func` declarations: protocol requirements and the methods of leaf types.
extension DeclarationParser {
    /// Punctuation that continues a `where` clause on the next line, at the end of one line or the start of the next.
    static let whereContinuations: [StaticString] = [",", "&", "=", ":", ".", "<", ">"]

    /// Parses `func name<T>(params) async throws -> R where …`, and skips the body when there is one.
    mutating func parseFunction(_ prefix: Prefix, conditions: [String],
                                requiresBody: Bool) throws -> MethodRequirement {
        cursor.advance()
        let nameToken = cursor.current
        var name = ""
        if nameToken.kind == .identifier {
            name = cursor.text(nameToken)
            cursor.advance()
        } else {
            while cursor.current.kind == .punctuation && !cursor.isPunctuation("(")
                    && (name.isEmpty || !cursor.current.spaceBefore) {
                name += cursor.text(cursor.current)
                cursor.advance()
            }
        }
        guard !name.isEmpty else {
            throw cursor.error("expected a function name after 'func', found \(cursor.describedCurrent)",
                               at: nameToken)
        }
        var genericParameterClause: String?
        if cursor.isPunctuation("<") {
            let start = cursor.index
            try skipAngleBrackets()
            genericParameterClause = cursor.joinedText(start..<cursor.index)
        }
        guard cursor.isPunctuation("(") else {
            throw cursor.error("expected '(' after the name of function '\(name)'", at: cursor.current)
        }
        let parameters = try parseParameters()
        var isAsync = false
        var throwsClause: String?
        if cursor.isWord("async") {
            isAsync = true
            cursor.advance()
        }
        if cursor.isWord("throws") || cursor.isWord("rethrows") { throwsClause = try cursor.parseThrowsClause() }
        var returnType: SwiftType?
        if cursor.isPunctuation("->") {
            cursor.advance()
            let type = try cursor.parseType()
            returnType = type.isVoid ? nil : type
        }
        var whereClause: String?
        if cursor.isWord("where") {
            cursor.advance()
            let start = cursor.index
            skipWhereClause()
            whereClause = cursor.joinedText(start..<cursor.index)
        }
        if requiresBody && cursor.isPunctuation("{") { try cursor.skipBalanced() }
        let split = DocComment.split(prefix.documentation)
        return MethodRequirement(
            name: name, parameters: parameters, returnType: returnType, isAsync: isAsync, throwsClause: throwsClause,
            isStatic: prefix.has("static") || prefix.has("class"), isMutating: prefix.has("mutating"),
            isOptional: prefix.has("optional"), genericParameterClause: genericParameterClause,
            whereClause: whereClause, attributes: prefix.attributes, documentation: split.documentation,
            annotations: split.annotations, conditions: conditions, location: cursor.location(nameToken))
    }

    /// A `where` clause ends at a body, a `;`, a `}`, or a new line that does not continue it.
    private mutating func skipWhereClause() {
        while !cursor.atEnd && !cursor.isPunctuation("{") && !cursor.isPunctuation("}") && !cursor.isPunctuation(";")
                && cursor.current.kind != .directive {
            if cursor.current.newlineBefore {
                let previous = cursor.tokens[cursor.index - 1]
                let continues = cursor.isPunctuation(previous, oneOf: Self.whereContinuations)
                    || cursor.isPunctuation(cursor.current, oneOf: Self.whereContinuations)
                if !continues { return }
            }
            cursor.advance()
        }
    }

    /// `( label name: Type = default, … )`.
    private mutating func parseParameters() throws -> [Parameter] {
        let opening = cursor.current
        cursor.advance()
        var parameters: [Parameter] = []
        while !cursor.isPunctuation(")") {
            if cursor.atEnd {
                throw cursor.error("unterminated '(': no matching ')' before the end of the file", at: opening)
            }
            while cursor.isPunctuation("@") && cursor.peek().kind == .identifier
                    && !cursor.isPunctuation(cursor.peek(2), ":") {
                cursor.advance()
                cursor.advance()
                if cursor.isPunctuation("(") && !cursor.current.spaceBefore { try cursor.skipBalanced() }
            }
            guard cursor.current.kind == .identifier else {
                throw cursor.error("expected a parameter name, found \(cursor.describedCurrent)", at: cursor.current)
            }
            let first = cursor.text(cursor.current)
            cursor.advance()
            var second: String?
            if cursor.current.kind == .identifier {
                second = cursor.text(cursor.current)
                cursor.advance()
            }
            try cursor.expect(":", "after the name of parameter '\(second ?? first)'")
            var isInout = false
            if cursor.isWord("inout") {
                isInout = true
                cursor.advance()
            }
            let type = try cursor.parseType()
            var isVariadic = false
            if cursor.isPunctuation("...") {
                isVariadic = true
                cursor.advance()
            }
            var defaultValue: String?
            if cursor.isPunctuation("=") {
                cursor.advance()
                let start = cursor.index
                while !cursor.isPunctuation(",") && !cursor.isPunctuation(")") && !cursor.atEnd {
                    if cursor.atOpener { try cursor.skipBalanced() } else { cursor.advance() }
                }
                defaultValue = cursor.joinedText(start..<cursor.index)
            }
            let label = first == "_" ? nil : first
            var name = second ?? first
            if name == "_" { name = "arg\(parameters.count)" }
            if parameters.isEmpty { parameters.reserveCapacity(4) }   // one allocation for most methods
            parameters.append(Parameter(label: label, name: name, type: type, isInout: isInout,
                                        isVariadic: isVariadic, defaultValue: defaultValue))
            if cursor.isPunctuation(",") {
                cursor.advance()
            } else if !cursor.isPunctuation(")") {
                throw cursor.error("expected ',' or ')' after a parameter, found \(cursor.describedCurrent)",
                                   at: cursor.current)
            }
        }
        cursor.advance()
        return parameters
    }
}
