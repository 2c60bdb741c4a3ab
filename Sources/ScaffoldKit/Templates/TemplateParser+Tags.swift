/// Parsing the contents of one tag: `{{ expression }}` and each `{% name … %}`.
extension TemplateParser {
    mutating func parseOutput(_ tag: TemplateTag) {
        let parsed = withExpression(tag.contentStart, tag.contentEnd) { parser in
            let (expression, offset) = try parser.parseExpression()
            try parser.expectEnd(after: "the expression")
            return TemplateNode.output(expression, offset)
        }
        if let parsed { append(parsed) }
    }

    mutating func parseBlockTag(_ tag: TemplateTag) {
        let location = tag.start
        var nameEnd = tag.contentStart
        while nameEnd < tag.contentEnd && isSpace(map.bytes[nameEnd]) { nameEnd += 1 }
        let nameStart = nameEnd
        while nameEnd < tag.contentEnd && isNameByte(map.bytes[nameEnd]) { nameEnd += 1 }
        let name = map.text(nameStart..<nameEnd)
        let rest = (nameEnd, tag.contentEnd)
        switch name {
        case "if":
            let condition = parseCondition(rest, after: "if")
            open(OpenBlock(kind: .conditional, location: location, condition: condition))
        case "elif":
            startBranch("elif", condition: parseCondition(rest, after: "elif"), at: location)
        case "else":
            expectNothing(rest, after: "else")
            startBranch("else", condition: nil, at: location)
        case "endif", "endfor":
            expectNothing(rest, after: name)
            close(name == "endif" ? .conditional : .loop, endTag: name, at: location)
        case "for":
            open(OpenBlock(kind: .loop, location: location, loop: parseLoop(rest)))
        case "include":
            parseInclude(rest, at: location)
        case "set":
            parseSet(rest)
        case "":
            diagnostics.append(.error("expected a tag name after '{%'", at: map.location(nameStart)))
        default:
            let hint = Suggestions.didYouMean(name, in: Self.tagNames)
            diagnostics.append(.error("unknown tag '\(name)'\(hint)", at: map.location(nameStart)))
        }
    }

    /// The condition of `if` / `elif`; `false` after an error so the block structure stays intact.
    private mutating func parseCondition(_ range: (Int, Int), after tagName: String) -> TemplateExpression {
        let condition = withExpression(range.0, range.1) { parser in
            let (expression, _) = try parser.parseExpression()
            try parser.expectEnd(after: "the condition of '\(tagName)'")
            return expression
        }
        return condition ?? .literal(.bool(false))
    }

    private mutating func expectNothing(_ range: (Int, Int), after tagName: String) {
        // Nearly always nothing but spaces: no expression to lex.
        if (range.0..<range.1).allSatisfy({ isSpace(map.bytes[$0]) }) { return }
        _ = withExpression(range.0, range.1) { parser in try parser.expectEnd(after: "'\(tagName)'") }
    }

    /// `value in sequence` or `key, value in object`; a placeholder loop after an error.
    private mutating func parseLoop(_ range: (Int, Int)) -> TemplateLoop {
        let loop = withExpression(range.0, range.1) { parser in
            var names: [String] = []
            repeat {
                let token = parser.current
                guard let name = parser.takeIdentifier(), !Self.reservedNames.contains(name) else {
                    throw Diagnostic.error(
                        "expected a loop variable name, found \(token.displayText)", at: parser.location(of: token))
                }
                names.append(name)
            } while names.count < 2 && parser.take(",")
            guard parser.isWord("in") else {
                throw Diagnostic.error(
                    "expected 'in' after the loop variables", at: parser.location(of: parser.current))
            }
            parser.advance()
            let (sequence, offset) = try parser.parseExpression()
            try parser.expectEnd(after: "the sequence of 'for'")
            return TemplateLoop(
                keyName: names.count == 2 ? TemplateKey(names[0]) : nil,
                valueName: TemplateKey(names[names.count - 1]),
                sequence: sequence, sequenceOffset: offset, body: [], emptyBody: [])
        }
        return loop
            ?? TemplateLoop(
                keyName: nil, valueName: TemplateKey("_"), sequence: .literal(.list([])),
                sequenceOffset: range.0, body: [], emptyBody: [])
    }

    private mutating func parseInclude(_ range: (Int, Int), at location: TemplateOffset) {
        let name = withExpression(range.0, range.1) { parser in
            guard case .string(let name) = parser.current.kind else {
                throw Diagnostic.error(
                    "expected a template name in quotes after 'include'", at: parser.location(of: parser.current))
            }
            let nameLocation = parser.location(of: parser.current)
            parser.advance()
            try parser.expectEnd(after: "the template name")
            return Located(name, at: nameLocation)
        }
        guard let name else { return }
        includes.append(name)
        append(.include(TemplateKey(name.value), location))
    }

    private mutating func parseSet(_ range: (Int, Int)) {
        let node = withExpression(range.0, range.1) { parser in
            let token = parser.current
            guard let name = parser.takeIdentifier(), !Self.reservedNames.contains(name) else {
                throw Diagnostic.error(
                    "expected a variable name after 'set', found \(token.displayText)", at: parser.location(of: token))
            }
            guard parser.take("=") else {
                throw Diagnostic.error("expected '=' after 'set \(name)'", at: parser.location(of: parser.current))
            }
            let (value, _) = try parser.parseExpression()
            try parser.expectEnd(after: "the value of 'set'")
            return TemplateNode.set(TemplateKey(name), value)
        }
        if let node { append(node) }
    }

    /// Runs `body` on a parser of the expression in `start..<end`, recording its error.
    private mutating func withExpression<T>(
        _ start: Int, _ end: Int, _ body: (inout TemplateExpressionParser) throws -> T
    ) -> T? {
        do {
            let tokens = try TemplateExpressionLexer(map: map).tokenize(start, end)
            var parser = TemplateExpressionParser(map: map, filters: filters, tokens: tokens)
            return try body(&parser)
        } catch let error as Diagnostic {
            diagnostics.append(error)
        } catch {
            diagnostics.append(.error("\(error)", at: map.location(start)))
        }
        return nil
    }

    private static let reservedNames: Set<String> = ["not", "and", "or", "in", "true", "false", "loop"]

    private func isSpace(_ byte: UInt8) -> Bool {
        byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t") || byte == UInt8(ascii: "\n")
            || byte == UInt8(ascii: "\r")
    }

    private func isNameByte(_ byte: UInt8) -> Bool {
        (byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z"))
            || (byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z"))
            || (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")) || byte == UInt8(ascii: "_")
    }
}
