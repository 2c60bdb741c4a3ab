/// Protocol declarations and their requirements.
extension DeclarationParser {
    mutating func parseProtocol(_ prefix: Prefix) throws {
        let keyword = cursor.current
        cursor.advance()
        let nameToken = cursor.current
        let name = cursor.text(nameToken)
        cursor.advance()
        if cursor.isPunctuation("<") { try skipAngleBrackets() }   // primary associated types
        let inheritance = try parseInheritanceClause()
        while !cursor.isPunctuation("{") && !cursor.atEnd {
            if cursor.atOpener { try cursor.skipBalanced() } else { cursor.advance() }
        }
        guard cursor.isPunctuation("{") else {
            throw cursor.error("expected '{' to start the body of protocol '\(name)'", at: keyword)
        }
        let opening = cursor.current
        cursor.advance()
        let split = DocComment.split(prefix.documentation)
        var spec = ProtocolSpec(name: name, inheritance: inheritance, attributes: prefix.attributes,
                                documentation: split.documentation, annotations: split.annotations,
                                location: cursor.location(nameToken))
        var diagnostics = Diagnostics()
        try parseRequirements(into: &spec, diagnostics: &diagnostics, opening: opening)
        AsyncTwins.fold(&spec)
        Self.markOverloads(&spec.methods)
        protocols.append(ScannedProtocol(spec: spec, diagnostics: diagnostics.all))
    }

    private mutating func parseRequirements(into spec: inout ProtocolSpec, diagnostics: inout Diagnostics,
                                            opening: Token) throws {
        var conditions = ConditionStack()
        while true {
            if cursor.atEnd {
                throw cursor.error("unterminated '{': no matching '}' before the end of the file", at: opening)
            }
            if cursor.isPunctuation("}") {
                if let unterminated = conditions.unterminated {
                    diagnostics.error("unterminated '#if': no matching '#endif' before the end of protocol "
                                      + "'\(spec.name)'", at: cursor.location(unterminated))
                }
                cursor.advance()
                return
            }
            if cursor.current.kind == .directive {
                Self.applyDirective(&cursor, to: &conditions, diagnostics: &diagnostics)
                continue
            }
            if cursor.isPunctuation(";") {
                cursor.advance()
                continue
            }
            let prefix = try parsePrefix()
            let start = cursor.current
            let startIndex = cursor.index
            let active = conditions.active
            if cursor.isWord("func") {
                let method = try parseFunction(prefix, conditions: active, requiresBody: false)
                if let problem = firstSelf(from: startIndex) {
                    diagnostics.error("requirement '\(method.selector)' uses 'Self', which cannot be forwarded: "
                                      + "every leaf is a different type, so none of them can stand for the "
                                      + "composite's 'Self'", at: cursor.location(problem))
                } else {
                    spec.methods.append(method)
                }
            } else if cursor.isWord("var") {
                if let property = try parseProperty(prefix, conditions: active, diagnostics: &diagnostics) {
                    spec.properties.append(property)
                }
            } else if cursor.isWord("typealias") {
                skipMember()
            } else {
                diagnostics.append(.error(unforwardableMessage(protocolName: spec.name), at: cursor.location(start)))
                skipMember()
            }
        }
    }

    /// Why the member under the cursor (not a `func` or `var`) cannot be part of a forwarded protocol.
    private func unforwardableMessage(protocolName: String) -> String {
        let next = cursor.peek().kind == .identifier ? cursor.text(cursor.peek()) : ""
        if cursor.isWord("associatedtype") {
            return "associated type '\(next)' cannot be forwarded: the leaves are different types and cannot "
                + "agree on one '\(next)'; use a concrete type or a generic method instead"
        }
        if cursor.isWord("init") {
            return "initializer requirement cannot be forwarded: the composite creates its leaves, "
                + "it is not created through them"
        }
        if cursor.isWord("subscript") {
            return "subscript requirement cannot be forwarded: a composite can only call methods on its leaves; "
                + "declare a method instead"
        }
        if cursor.isWord("let") {
            return "protocol requirement '\(next)' must be declared with 'var', not 'let'"
        }
        return "expected a requirement ('func' or 'var') in protocol '\(protocolName)', "
            + "found \(cursor.describedCurrent)"
    }

    /// Moves past one member: to the next line's first token at nesting depth 0, a `;` or the closing `}`.
    mutating func skipMember() {
        let first = cursor.index
        while !cursor.atEnd {
            if cursor.index != first && (cursor.current.newlineBefore || cursor.current.kind == .directive) { return }
            if cursor.isPunctuation("}") { return }
            if cursor.isPunctuation(";") {
                cursor.advance()
                return
            }
            if cursor.atOpener {
                if (try? cursor.skipBalanced()) == nil { return }
            } else {
                cursor.advance()
            }
        }
    }

    /// The first `Self` token between `start` and the cursor.
    private func firstSelf(from start: Int) -> Token? {
        for index in start..<cursor.index where cursor.isWord(cursor.tokens[index], "Self") {
            return cursor.tokens[index]
        }
        return nil
    }

    /// `var name: Type { get }`, `{ get set }`, `{ get async throws }`.
    private mutating func parseProperty(_ prefix: Prefix, conditions: [String],
                                        diagnostics: inout Diagnostics) throws -> PropertyRequirement? {
        let startIndex = cursor.index
        cursor.advance()
        let nameToken = cursor.current
        guard nameToken.kind == .identifier, cursor.isPunctuation(cursor.peek(), ":") else {
            diagnostics.error("expected a property name and ': Type' after 'var'", at: cursor.location(nameToken))
            skipMember()
            return nil
        }
        let name = cursor.text(nameToken)
        cursor.advance()
        cursor.advance()
        let type = try cursor.parseType()
        guard cursor.isPunctuation("{") else {
            diagnostics.error("property requirement '\(name)' needs '{ get }' or '{ get set }'",
                              at: cursor.location(nameToken))
            skipMember()
            return nil
        }
        let opening = cursor.current
        cursor.advance()
        var isSettable = false
        while !cursor.isPunctuation("}") {
            if cursor.atEnd {
                throw cursor.error("unterminated '{': no matching '}' before the end of the file", at: opening)
            }
            if cursor.isWord("set") { isSettable = true }
            cursor.advance()
        }
        cursor.advance()
        if let problem = firstSelf(from: startIndex) {
            diagnostics.error("requirement '\(name)' uses 'Self', which cannot be forwarded: every leaf is a "
                              + "different type, so none of them can stand for the composite's 'Self'",
                              at: cursor.location(problem))
            return nil
        }
        let split = DocComment.split(prefix.documentation)
        return PropertyRequirement(name: name, type: type, isSettable: isSettable,
                                   isStatic: prefix.has("static") || prefix.has("class"),
                                   isOptional: prefix.has("optional"), attributes: prefix.attributes,
                                   documentation: split.documentation, annotations: split.annotations,
                                   conditions: conditions, location: cursor.location(nameToken))
    }

    /// Flags requirements that share a Swift name, so their selectors name the parameters too.
    static func markOverloads(_ methods: inout [MethodRequirement]) {
        // Counted in one table sized up front, reading each name in place; a protocol without overloads (most) is
        // not read a second time.
        var counts = [String: Int](minimumCapacity: methods.count)
        for index in methods.indices { counts[methods[index].swiftName, default: 0] += 1 }
        guard counts.count < methods.count else { return }
        for index in methods.indices where counts[methods[index].swiftName, default: 0] > 1 {
            methods[index].isOverloaded = true
        }
    }

    /// The types after `:` up to `where` or `{`, as written (`NSObject`, `Foo.Bar`, `@unchecked Sendable`); empty
    /// when the cursor is not on a `:`. Leaves the cursor on `where` or `{` (or a stray `}`).
    mutating func parseInheritanceClause() throws -> [String] {
        guard cursor.isPunctuation(":") else { return [] }
        cursor.advance()
        var inheritance: [String] = []
        var start = cursor.index
        while !cursor.isPunctuation("{") && !cursor.isPunctuation("}") && !cursor.isWord("where") && !cursor.atEnd {
            if cursor.isPunctuation(",") {
                inheritance.append(cursor.joinedText(start..<cursor.index))
                cursor.advance()
                start = cursor.index
            } else if cursor.isPunctuation("<") {
                try skipAngleBrackets()
            } else if cursor.atOpener {
                try cursor.skipBalanced()
            } else {
                cursor.advance()
            }
        }
        if cursor.index > start { inheritance.append(cursor.joinedText(start..<cursor.index)) }
        return inheritance
    }

    /// Moves past `< … >`, counting nested angle brackets.
    mutating func skipAngleBrackets() throws {
        let opening = cursor.current
        var depth = 0
        repeat {
            if cursor.atEnd {
                throw cursor.error("unterminated '<': no matching '>' before the end of the file", at: opening)
            }
            if cursor.isPunctuation("<") { depth += 1 } else if cursor.isPunctuation(">") { depth -= 1 }
            if cursor.atOpener { try cursor.skipBalanced() } else { cursor.advance() }
        } while depth > 0
    }
}
