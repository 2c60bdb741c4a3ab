/// The declarations the reference walker meets inside a member, and where the names they declare are in scope:
/// `let`/`var` patterns (after their initializer, in an `if`'s body, after a `guard`, in a `case`), loop variables
/// and local functions' parameters.
extension ReferenceWalker {
    /// After `let`/`var`: the names the pattern binds, where they are in scope.
    mutating func binding() {
        var names: [String] = []
        if lexemes.indices.contains(index), lexemes[index].kind == .identifier {
            let name = lexemes[index].text
            names.append(name)
            // `if let window {`: a use of `window` too.
            if ["{", ",", "else"].contains(text(1)) && condition != nil { reference(name) }
            index += 1
        } else {
            // `let (a, b)`, `case let .value(a, b)`: every name in the group that is not a label or a case.
            if text(0) == "." { index += 2 }
            let end = skipGroup(from: index)
            for offset in index..<end where lexemes[offset].kind == .identifier
                && lexemes[offset - 1].text != "." && lexemes.indices.contains(offset + 1)
                && lexemes[offset + 1].text != ":" {
                names.append(lexemes[offset].text)
            }
            index = end
        }
        if condition == "guard" {
            guardNames += names
        } else if condition != nil {
            nextScopeNames.formUnion(names)
        } else if inCasePattern {
            scopes[scopes.count - 1].caseNames.formUnion(names)
        } else {
            pending = Pending(names: (pending?.names ?? []) + names, scopeLevel: scopes.count, depth: depth)
        }
    }

    /// `for item in`, `for (key, value) in`, `for case let .some(x) in`: names for the loop's body.
    mutating func loopPattern() {
        while index < lexemes.count, lexemes[index].text != "in" {
            let lexeme = lexemes[index]
            if lexeme.kind == .identifier, !["case", "let", "var", "try", "await", "_"].contains(lexeme.text),
               text(-1) != ".", text(1) != "(" {
                nextScopeNames.insert(lexeme.text)
            }
            index += 1
        }
        index += 1
    }

    /// `func name(label param: Type) {`: the name is local here, the parameters in its body.
    mutating func localFunction() {
        if lexemes.indices.contains(index) { scopes[scopes.count - 1].names.insert(lexemes[index].text) }
        while index < lexemes.count, lexemes[index].text != "(" { index += 1 }
        let end = skipGroup(from: index)
        for offset in index..<end where lexemes[offset].kind == .identifier && offset + 1 < end
            && lexemes[offset + 1].text == ":" {
            nextScopeNames.insert(lexemes[offset].text)
        }
        for offset in index..<end where lexemes[offset].kind == .identifier && offset + 1 < end
            && lexemes[offset + 1].text != ":" && !(offset + 2 < end && lexemes[offset + 2].text == ":") {
            references.insert(lexemes[offset].text)
        }
        index = end
    }

    /// A plain `let x = value` statement's names come into scope where the statement ends: a new line that does not
    /// continue the expression, at the declaration's own level.
    mutating func endPendingIfStatementEnds() {
        guard let pending, index < lexemes.count, scopes.count == pending.scopeLevel, depth == pending.depth else {
            return
        }
        let lexeme = lexemes[index]
        guard lexeme.newlineBefore || lexeme.text == "}" else { return }
        let continues = [".", "?", "+", "-", "*", "/", "&", "|", "=", "<", ">", "%", "!", "^", "~", "->", "..."]
        if lexeme.kind == .punctuation && continues.contains(lexeme.text) { return }
        if let previous = index > 0 ? lexemes[index - 1] : nil, previous.kind == .punctuation,
           continues.contains(previous.text) || previous.text == "," || previous.text == "(" || previous.text == "[" {
            return
        }
        declarePending(at: pending.scopeLevel, depth: pending.depth)
    }

    mutating func declarePending(at level: Int, depth: Int) {
        guard let pending, pending.scopeLevel == level, pending.depth == depth else { return }
        scopes[level - 1].names.formUnion(pending.names)
        self.pending = nil
    }
}
