/// Walks one member's lexemes keeping the names declared in each scope, and collects the identifiers that can only
/// mean a member of the type (`MemberReferences`).
struct ReferenceWalker {
    struct Scope {
        var names: Set<String> = []
        /// Bound by the current `case` pattern of a `switch`: gone at the next `case` or `default`.
        var caseNames: Set<String> = []
    }

    /// Declarations whose names are in scope only once their initializer ends (`let window = window`).
    private struct Pending {
        var names: [String]
        var scopeLevel: Int
        var depth: Int
    }

    let lexemes: [CodeLexeme]
    let ownType: String
    var scopes = [Scope()]
    private(set) var references: Set<String> = []
    private var index = 0
    /// `(` and `[` open at this point.
    private var depth = 0
    /// Names the next `{` brings into scope: an `if`'s bindings, a loop's, a closure's or a function's parameters.
    private var nextScopeNames: Set<String> = []
    /// The statement whose conditions bind names: `if`, `while`, `guard` (until its `{` or `else`).
    private var condition: String?
    private var guardNames: [String] = []
    private var pending: Pending?
    /// Between `case` and its `:`.
    private var inCasePattern = false

    init(lexemes: [CodeLexeme], ownType: String) {
        self.lexemes = lexemes
        self.ownType = ownType
    }

    private func text(_ offset: Int) -> String {
        let position = index + offset
        return position >= 0 && position < lexemes.count ? lexemes[position].text : ""
    }

    private func isLocal(_ name: String) -> Bool {
        scopes.contains { $0.names.contains(name) || $0.caseNames.contains(name) }
    }

    mutating func run() {
        while index < lexemes.count {
            endPendingIfStatementEnds()
            let lexeme = lexemes[index]
            switch lexeme.kind {
            case .punctuation: punctuation(lexeme.text)
            case .identifier: identifier(lexeme.text)
            case .other: index += 1
            }
        }
    }

    private mutating func punctuation(_ symbol: String) {
        switch symbol {
        case "(", "[": depth += 1
        case ")", "]": depth = max(0, depth - 1)
        case "{":
            openScope()
            return
        case "}":
            if scopes.count > 1 { scopes.removeLast() }
        case ":" where inCasePattern && depth == 0:
            inCasePattern = false
        case ",":
            declarePending(at: scopes.count, depth: depth)
        case ";":
            declarePending(at: scopes.count, depth: depth)
        default:
            break
        }
        index += 1
    }

    /// `{`: a closure's parameters, or the names an `if`, loop, `catch` or function brings in, are in its scope.
    private mutating func openScope() {
        var scope = Scope()
        if condition == "if" || condition == "while" { condition = nil }
        scope.names = nextScopeNames
        nextScopeNames = []
        index += 1
        if let (names, end) = closureParameters() {
            scope.names.formUnion(names)
            index = end
        }
        scopes.append(scope)
    }

    /// `{ a, b in`, `{ [weak self] (a: T) -> R in`, `{ _ in`: the parameter names and the index after `in`.
    private func closureParameters() -> ([String], Int)? {
        var position = index
        func at(_ offset: Int) -> CodeLexeme? { offset < lexemes.count ? lexemes[offset] : nil }
        if at(position)?.text == "[" { position = skipGroup(from: position) }
        var names: [String] = []
        if at(position)?.text == "(" {
            let end = skipGroup(from: position)
            var segmentStart = true
            for offset in (position + 1)..<max(position + 1, end - 1) {
                let lexeme = lexemes[offset]
                if lexeme.text == "," { segmentStart = true; continue }
                if segmentStart && lexeme.kind == .identifier { names.append(lexeme.text) }
                segmentStart = false
            }
            position = end
            while let lexeme = at(position), lexeme.text != "in", lexeme.text != "{", lexeme.text != "}" {
                position += 1
            }
        } else {
            while let lexeme = at(position), lexeme.kind == .identifier, lexeme.text != "in" {
                names.append(lexeme.text)
                position += 1
                guard at(position)?.text == "," else { break }
                position += 1
            }
        }
        guard at(position)?.text == "in" else { return nil }
        return (names, position + 1)
    }

    /// The index after the group (`(…)`, `[…]`) starting at `start`.
    private func skipGroup(from start: Int) -> Int {
        var level = 0
        var position = start
        while position < lexemes.count {
            switch lexemes[position].text {
            case "(", "[", "{": level += 1
            case ")", "]", "}": level -= 1
            default: break
            }
            position += 1
            if level == 0 { return position }
        }
        return position
    }

    private mutating func identifier(_ name: String) {
        // A keyword used as an argument label (`route(for: url)`) or a member name (`.default`) is a name.
        guard text(1) != ":" || name == "default", text(-1) != "." else {
            reference(name)
            index += 1
            return
        }
        switch name {
        case "if", "while":
            condition = name
        case "guard":
            condition = name
            guardNames = []
        case "else" where condition == "guard":
            scopes[scopes.count - 1].names.formUnion(guardNames)
            condition = nil
        case "let", "var":
            index += 1
            binding()
            return
        case "for":
            index += 1
            loopPattern()
            return
        case "catch":
            nextScopeNames.insert("error")
        case "case" where depth == 0 && condition == nil && text(-1) != "for":
            scopes[scopes.count - 1].caseNames = []
            inCasePattern = true
        case "default" where depth == 0 && text(1) == ":":
            scopes[scopes.count - 1].caseNames = []
        case "func":
            index += 1
            localFunction()
            return
        default:
            reference(name)
        }
        index += 1
    }

    /// A bare identifier, `self.name`, `Self.name` or `OwnType.name`; not `other.name` nor a label.
    private mutating func reference(_ name: String) {
        if text(-1) == "." {
            if ["self", "Self", ownType].contains(text(-2)) { references.insert(name) }
            return
        }
        if text(1) == ":" && (text(-1) == "(" || text(-1) == ",") { return }
        if !isLocal(name) { references.insert(name) }
    }

    /// After `let`/`var`: the names the pattern binds, where they are in scope.
    private mutating func binding() {
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
    private mutating func loopPattern() {
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
    private mutating func localFunction() {
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
    private mutating func endPendingIfStatementEnds() {
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

    private mutating func declarePending(at level: Int, depth: Int) {
        guard let pending, pending.scopeLevel == level, pending.depth == depth else { return }
        scopes[level - 1].names.formUnion(pending.names)
        self.pending = nil
    }
}
