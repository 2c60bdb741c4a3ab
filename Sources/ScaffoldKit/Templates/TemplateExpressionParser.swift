/// Parses expression tokens, binding loosest first: `or`, `and`, `not`, `==`/`!=`, `|filter`, `.key`.
///
///     or       := and ("or" and)*
///     and      := not ("and" not)*
///     not      := "not" not | compare
///     compare  := filtered (("==" | "!=") filtered)?
///     filtered := postfix ("|" name ("(" (or ("," or)*)? ")")? ("." name)*)*
///     postfix  := primary ("." name)*
///     primary  := name | string | integer | "true" | "false" | "(" or ")"
struct TemplateExpressionParser {
    private static let keywords: Set<String> = ["not", "and", "or", "in", "true", "false"]

    let map: TemplateSourceMap
    let filters: [String: TemplateFilter]
    private let tokens: [TemplateExpressionToken]
    private var position = 0
    /// Open parentheses, filter arguments and `not`s, bounded so hostile input cannot exhaust the stack.
    private var depth = 0
    private static let maximumDepth = 100
    /// Operators, filters and keys: each makes the tree one level deeper, and rendering walks it recursively.
    private var links = 0
    static let maximumLinks = 200

    init(map: TemplateSourceMap, filters: [String: TemplateFilter], tokens: [TemplateExpressionToken]) {
        self.map = map
        self.filters = filters
        self.tokens = tokens
    }

    var current: TemplateExpressionToken { tokens[min(position, tokens.count - 1)] }

    mutating func advance() { position += 1 }

    func location(of token: TemplateExpressionToken) -> SourceLocation { map.location(token.offset) }

    /// The current token if it is a name (keywords included), consumed.
    mutating func takeIdentifier() -> String? {
        guard case .identifier(let name) = current.kind else { return nil }
        advance()
        return name
    }

    /// Consumes the current token if it is `symbol`.
    mutating func take(_ symbol: String) -> Bool {
        guard case .symbol(let found) = current.kind, found == symbol else { return false }
        advance()
        return true
    }

    /// Whether the current token is the name `word` (a keyword: `and`, `or`, `not`, `in`), read without making a token.
    func isWord(_ word: String) -> Bool {
        guard case .identifier(let name) = current.kind else { return false }
        return name == word
    }

    /// An error when anything but the end of the tag follows `what` (described only then).
    func expectEnd(after what: @autoclosure () -> String) throws(Diagnostic) {
        guard current.kind == .end else {
            throw .error("unexpected \(current.displayText) after \(what())", at: location(of: current))
        }
    }

    /// A whole expression and the offset where it starts.
    mutating func parseExpression() throws(Diagnostic) -> (TemplateExpression, TemplateOffset) {
        let start = current.offset
        return (try parseOr(), start)
    }

    private mutating func parseOr() throws(Diagnostic) -> TemplateExpression {
        var left = try parseAnd()
        while isWord("or") {
            try addLink()
            advance()
            left = .or(left, try parseAnd())
        }
        return left
    }

    private mutating func parseAnd() throws(Diagnostic) -> TemplateExpression {
        var left = try parseNot()
        while isWord("and") {
            try addLink()
            advance()
            left = .and(left, try parseNot())
        }
        return left
    }

    private mutating func parseNot() throws(Diagnostic) -> TemplateExpression {
        guard isWord("not") else { return try parseComparison() }
        try enterNesting()
        advance()
        defer { depth -= 1 }
        return .not(try parseNot())
    }

    private mutating func parseComparison() throws(Diagnostic) -> TemplateExpression {
        let left = try parseFiltered()
        let negated: Bool
        if take("==") {
            negated = false
        } else if take("!=") {
            negated = true
        } else {
            return left
        }
        try addLink()
        return .equal(left, try parseFiltered(), negated: negated)
    }

    private mutating func parseFiltered() throws(Diagnostic) -> TemplateExpression {
        var expression = try parsePostfix()
        while take("|") {
            try addLink()
            let nameToken = current
            guard let name = takeIdentifier() else {
                throw .error("expected a filter name after '|'", at: location(of: nameToken))
            }
            guard let function = filters[name] else {
                let hint = Suggestions.didYouMean(name, in: filters.keys.sorted())
                throw .error("unknown filter '\(name)'\(hint)", at: location(of: nameToken))
            }
            var arguments: [TemplateExpression] = []
            if take("(") && !take(")") {
                try enterNesting()
                repeat { arguments.append(try parseOr()) } while take(",")
                guard take(")") else {
                    throw .error("expected ')' after the arguments of '\(name)'", at: location(of: current))
                }
                depth -= 1
            }
            let call = TemplateFilterCall(
                name: name, function: function, arguments: arguments, location: location(of: nameToken))
            expression = try parseKeys(of: .filter(expression, call))
        }
        return expression
    }

    private mutating func parsePostfix() throws(Diagnostic) -> TemplateExpression {
        try parseKeys(of: try parsePrimary())
    }

    /// `.key.key…` after a primary or a filter: `xs|first.name` reads `name` of the first item.
    private mutating func parseKeys(of base: TemplateExpression) throws(Diagnostic) -> TemplateExpression {
        var expression = base
        while take(".") {
            try addLink()
            let keyToken = current
            guard let key = takeIdentifier() else {
                throw .error("expected a key name after '.'", at: location(of: keyToken))
            }
            expression = .member(expression, TemplateKey(key), keyToken.offset)
        }
        return expression
    }

    private mutating func addLink() throws(Diagnostic) {
        links += 1
        guard links <= Self.maximumLinks else {
            throw .error("expression is too long: more than \(Self.maximumLinks) operators, filters and keys; "
                + "split it with 'set'", at: location(of: current))
        }
    }

    private mutating func enterNesting() throws(Diagnostic) {
        depth += 1
        guard depth <= Self.maximumDepth else {
            throw .error("expression is nested too deeply", at: location(of: current))
        }
    }

    private mutating func parsePrimary() throws(Diagnostic) -> TemplateExpression {
        let token = current
        switch token.kind {
        case .identifier("true"):
            advance()
            return .literal(.bool(true))
        case .identifier("false"):
            advance()
            return .literal(.bool(false))
        case .identifier(let name) where !Self.keywords.contains(name):
            advance()
            return .variable(TemplateKey(name), token.offset)
        case .string(let text):
            advance()
            return .literal(.string(text))
        case .integer(let number):
            advance()
            return .literal(.int(number))
        case .symbol("("):
            try enterNesting()
            defer { depth -= 1 }
            advance()
            let inner = try parseOr()
            guard take(")") else { throw .error("expected ')'", at: location(of: current)) }
            return inner
        default:
            throw .error("expected an expression, found \(token.displayText)", at: location(of: token))
        }
    }
}
