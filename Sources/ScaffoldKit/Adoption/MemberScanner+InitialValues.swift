/// Where a property's initial value ends, for `scaffold adopt`'s member scan: Swift expressions are not parsed,
/// only skipped, group by group, with generic argument lists told apart from comparisons.
extension DeclarationParser {
    /// Moves past an expression: up to a `}`, `;` or `,` of this level, a directive, or a line that starts a member.
    mutating func skipInitialValue() {
        var first = true
        while !cursor.atEnd && !cursor.isPunctuation("}") && !cursor.isPunctuation(";") && !cursor.isPunctuation(",")
                && cursor.current.kind != .directive {
            if !first && cursor.current.newlineBefore && startsMember(cursor.current) { return }
            first = false
            let next = cursor.peek()
            if cursor.isPunctuation("{") && (cursor.isWord(next, "willSet") || cursor.isWord(next, "didSet")) { return }
            if cursor.atOpener {
                (try? cursor.skipBalanced()) ?? cursor.advance()
            } else if !skipGenericArguments() {
                cursor.advance()
            }
        }
    }

    /// At `<` right after a name (`PassthroughSubject<AppEvent, Never>()`, `Set<AnyCancellable>()`): moves past the
    /// generic argument clause and returns true when it is one, as Swift decides: the tokens up to the matching `>`
    /// can be types, and what follows can follow a type in an expression. Otherwise (`a < b`) moves nothing.
    private mutating func skipGenericArguments() -> Bool {
        guard cursor.isPunctuation("<"), !cursor.current.spaceBefore, cursor.index > 0,
              cursor.tokens[cursor.index - 1].kind == .identifier else { return false }
        var probe = cursor
        var depth = 0
        repeat {
            if probe.isPunctuation("<") {
                depth += 1
            } else if probe.isPunctuation(">") {
                depth -= 1
            } else if probe.isPunctuation("(") || probe.isPunctuation("[") {
                guard (try? probe.skipBalanced()) != nil else { return false }
                continue
            } else if !Self.canBeInType(probe) {
                return false
            }
            probe.advance()
        } while depth > 0 && !probe.atEnd
        let next = probe.current
        guard depth == 0, next.newlineBefore || probe.atEnd || [".", "(", ")", "]", "}", ",", ";", "?", "!"]
            .contains(probe.text(next)) else { return false }
        cursor = probe
        return true
    }

    /// A token a generic argument list may hold: names, `.`, `,`, `:`, `?`, `!`, `&`, `->`, `...` and `@`.
    private static func canBeInType(_ cursor: TokenCursor) -> Bool {
        let token = cursor.current
        if token.kind == .identifier { return true }
        guard token.kind == .punctuation else { return false }
        return [".", ",", ":", "?", "!", "&", "->", "...", "@"].contains(cursor.text(token))
    }

    private func startsMember(_ token: Token) -> Bool {
        if cursor.isPunctuation(token, "@") { return true }
        return token.kind == .identifier && Self.memberStarts.contains(cursor.text(token))
    }
}
