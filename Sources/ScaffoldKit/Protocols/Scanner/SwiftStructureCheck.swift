/// Whether a Swift file holds together the way the compiler requires before `scaffold adopt` moves any of it:
/// strings, comments and backticked names end; `(`, `[` and `{` close in order; every `#if` has its `#endif` and
/// each of its branches is balanced on its own (Swift parses each branch as complete code); declarations on one line
/// are separated by `;` (`DeclarationLines`). What the file means is not checked: only that no code can be misread
/// as inside or outside a declaration.
enum SwiftStructureCheck {
    /// The first problem met reading the file, located, or nil when the file holds together.
    static func firstProblem(in bytes: [UInt8], path: String) -> Diagnostic? {
        let tokens: [Token]
        let source: SourceText
        do {
            (tokens, source) = try SwiftLexer.tokenize(bytes, path: path)
        } catch let error as DiagnosticError {
            return error.diagnostics.first
        } catch {
            return .error("\(error)", at: SourceLocation(file: path, line: 1, column: 1))
        }
        var walk = Walk(source: source)
        var declarations = DeclarationLines(tokens: tokens, source: source)
        for (index, token) in tokens.enumerated() {
            let inBraces = walk.openers.last.map { walk.source.text($0.start..<$0.end) == "{" } ?? true
            if let problem = declarations.step(index, inBraces: inBraces) ?? walk.step(token) { return problem }
        }
        return walk.end()
    }

    /// Throws the first problem of each file (the first file of each path), for a command that reads them all.
    static func requireWellFormed(_ files: [(path: String, bytes: [UInt8])]) throws {
        var checked = Set<String>()
        let problems = files.compactMap { file in
            checked.insert(file.path).inserted ? firstProblem(in: file.bytes, path: file.path) : nil
        }
        if !problems.isEmpty { throw DiagnosticError(problems) }
    }

    /// The open brackets and `#if` blocks, token by token.
    private struct Walk {
        let source: SourceText
        var openers: [Token] = []
        /// Each open `#if`, with how many brackets were open when it began.
        var conditions: [(directive: Token, openers: Int)] = []

        mutating func step(_ token: Token) -> Diagnostic? {
            switch token.kind {
            case .punctuation:
                return bracket(token)
            case .directive:
                return directive(token)
            default:
                return nil
            }
        }

        private mutating func bracket(_ token: Token) -> Diagnostic? {
            let text = source.text(token.start..<token.end)
            switch text {
            case "(", "[", "{":
                openers.append(token)
            case ")", "]", "}":
                guard let opener = openers.last, openers.count > (conditions.last?.openers ?? 0) else {
                    if let condition = conditions.last, openers.count > 0 {
                        return error("'\(text)' closes a '\(self.text(openers[openers.count - 1]))' opened before the "
                                     + "'#if' at \(place(condition.directive)); each branch must be complete", token)
                    }
                    return error("unexpected '\(text)' without a matching '\(Self.opener(of: text))'", token)
                }
                let expected = Self.closer(of: self.text(opener))
                guard text == expected else {
                    return error("'\(text)' does not close the '\(self.text(opener))' at \(place(opener)); expected "
                                 + "'\(expected)'", token)
                }
                openers.removeLast()
            default:
                break
            }
            return nil
        }

        private mutating func directive(_ token: Token) -> Diagnostic? {
            let name = text(token)
            if name == "#if" {
                conditions.append((token, openers.count))
                return nil
            }
            guard let condition = conditions.last else { return error("'\(name)' without a matching '#if'", token) }
            if openers.count > condition.openers {
                let opener = openers[openers.count - 1]
                return error("'\(text(opener))' at \(place(opener)) is not closed before '\(name)'; each branch of "
                             + "'#if' must be complete", token)
            }
            if name == "#endif" { conditions.removeLast() }
            return nil
        }

        /// At the end of the file: the innermost bracket or `#if` left open (where the scanner stopped, as the
        /// compiler's note does).
        func end() -> Diagnostic? {
            let opener = openers.last
            let condition = conditions.last?.directive
            if let condition, opener.map({ $0.start < condition.start }) ?? true {
                return error("unterminated '#if': no matching '#endif' before the end of the file", condition)
            }
            guard let opener else { return nil }
            let text = text(opener)
            return error("unterminated '\(text)': no matching '\(Self.closer(of: text))' before the end of the file",
                         opener)
        }

        private func text(_ token: Token) -> String { source.text(token.start..<token.end) }

        private func place(_ token: Token) -> String {
            let location = source.location(at: token.start)
            return "line \(location.line), column \(location.column)"
        }

        private func error(_ message: String, _ token: Token) -> Diagnostic {
            .error(message, at: source.location(at: token.start))
        }

        private static func closer(of opener: String) -> String {
            opener == "(" ? ")" : opener == "[" ? "]" : "}"
        }

        private static func opener(of closer: String) -> String {
            closer == ")" ? "(" : closer == "]" ? "[" : "{"
        }
    }
}
