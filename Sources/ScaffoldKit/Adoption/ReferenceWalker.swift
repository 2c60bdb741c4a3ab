/// Walks one member's lexemes keeping the names declared in each scope, and collects the identifiers that can only
/// mean a member of the type (`MemberReferences`).
struct ReferenceWalker {
    struct Scope {
        var names: Set<String> = []
        /// Bound by the current `case` pattern of a `switch`: gone at the next `case` or `default`.
        var caseNames: Set<String> = []
    }

    /// Declarations whose names are in scope only once their initializer ends (`let window = window`).
    struct Pending {
        var names: [String]
        var scopeLevel: Int
        var depth: Int
    }

    let lexemes: [CodeLexeme]
    /// The names meaning the walked type in `Type.member`.
    let ownTypes: Set<String>
    var scopes = [Scope()]
    var references: Set<String> = []
    var index = 0
    /// `(` and `[` open at this point.
    var depth = 0
    /// Names the next `{` brings into scope: an `if`'s bindings, a loop's, a closure's or a function's parameters.
    var nextScopeNames: Set<String> = []
    /// The statement whose conditions bind names: `if`, `while`, `guard` (until its `{` or `else`).
    var condition: String?
    var guardNames: [String] = []
    var pending: Pending?
    /// Between `case` and its `:`.
    var inCasePattern = false

    init(lexemes: [CodeLexeme], ownTypes: Set<String>) {
        self.lexemes = lexemes
        self.ownTypes = ownTypes
    }

    func text(_ offset: Int) -> String {
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
    func skipGroup(from start: Int) -> Int {
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
    mutating func reference(_ name: String) {
        if text(-1) == "." {
            if text(-2) == "self" || text(-2) == "Self" || ownTypes.contains(text(-2)) { references.insert(name) }
            return
        }
        if text(1) == ":" && (text(-1) == "(" || text(-1) == ",") { return }
        if !isLocal(name) { references.insert(name) }
    }
}
