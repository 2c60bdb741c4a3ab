/// A deferred leaf's launch method (`phase: deferred`) runs after the launch method answered, so its answer is lost:
/// `generate` refuses one that answers anything but `true`, at the answer, in the leaf file.
enum DeferredLaunchAnswers {
    /// Errors for the deferred components of `plan` whose files exist; `read` returns a leaf file's bytes (path
    /// relative to the manifest's folder), `display` the path diagnostics show.
    static func problems(for plan: ForwardingPlan, display: (String) -> String = { $0 },
                         read: (String) throws -> [UInt8]?) -> [Diagnostic] {
        var problems: [Diagnostic] = []
        let deferredMethods = plan.methods.filter { !$0.deferredLeafProperties.isEmpty }
        guard !deferredMethods.isEmpty else { return [] }
        for leaf in plan.components where leaf.isDeferred {
            let path = PathUtilities.join(plan.composite.paths.components.value, "\(leaf.typeName).swift")
            guard let bytes = try? read(path) else { continue }
            let phase = plan.composite.responsibilities.first { $0.name.value == leaf.name }?.phase?.location
            for method in deferredMethods where method.deferredLeafProperties.contains(leaf.propertyName) {
                let selector = method.requirement.selector
                for answer in answers(of: method.requirement.swiftName, in: bytes) where answer.text != "true" {
                    let location = SourceLocation(file: display(path), line: answer.line, column: answer.column)
                    problems.append(.error(
                        "'\(leaf.name)' is deferred (`phase: deferred`): its '\(selector)' runs after launch "
                            + "answered, so it must answer `true`, not `\(answer.text)`", at: location,
                        notes: phase.map { [.note("'\(leaf.name)' is deferred here", at: $0)] } ?? []))
                }
            }
        }
        return problems
    }

    /// What a method's body answers: each `return` expression, or the body when it is one expression; the text
    /// as written, where it starts (1-based). Read from the Swift lexer's tokens, so strings (raw and multi-line
    /// too) and comments never count; `swiftName` is the method's Swift name (`application(_:didFinishLaunching…:)`).
    static func answers(of swiftName: String, in bytes: [UInt8]) -> [(text: String, line: Int, column: Int)] {
        guard let (tokens, source) = try? SwiftLexer.tokenize(bytes, path: "") else { return [] }
        var cursor = TokenCursor(tokens: tokens, source: source)
        let name = String(swiftName.prefix { $0 != "(" })
        var results: [(text: String, line: Int, column: Int)] = []
        while !cursor.atEnd {
            guard cursor.isWord("func"), cursor.peek().kind == .identifier, cursor.text(cursor.peek()) == name,
                  cursor.isPunctuation(cursor.peek(2), "(") else {
                cursor.advance()
                continue
            }
            cursor.advance()
            cursor.advance()
            guard name + labels(&cursor) == swiftName, let body = bodyRange(&cursor) else { continue }
            results += answers(in: body, of: cursor)
        }
        return results
    }

    /// The parameter list under the cursor (at its `(`) as a Swift name's labels, `(_:with:)`; the cursor moves
    /// past it.
    private static func labels(_ cursor: inout TokenCursor) -> String {
        let open = cursor.index
        guard (try? cursor.skipBalanced()) != nil else { return "" }
        var labels = "("
        var depth = 0
        var startsParameter = true
        for index in open..<cursor.index {
            let token = cursor.tokens[index]
            if cursor.isPunctuation(token, "(") || cursor.isPunctuation(token, "[")
                || cursor.isPunctuation(token, "<") {
                depth += 1
            } else if cursor.isPunctuation(token, ")") || cursor.isPunctuation(token, "]")
                        || cursor.isPunctuation(token, ">") {
                depth -= 1
            } else if depth == 1 && cursor.isPunctuation(token, ",") {
                startsParameter = true
            } else if depth == 1 && startsParameter && token.kind == .identifier {
                labels += cursor.text(token) + ":"
                startsParameter = false
            }
        }
        return labels + ")"
    }

    /// The token indices of the body after a declaration's parameters (between its braces); the cursor moves past
    /// it. nil for a declaration without a body.
    private static func bodyRange(_ cursor: inout TokenCursor) -> Range<Int>? {
        while !cursor.atEnd && !cursor.isPunctuation("{") && !cursor.isPunctuation("}") {
            if !cursor.atOpener {
                cursor.advance()
            } else if (try? cursor.skipBalanced()) == nil {
                return nil
            }
        }
        guard cursor.isPunctuation("{") else { return nil }
        let open = cursor.index
        guard (try? cursor.skipBalanced()) != nil else { return nil }
        return (open + 1)..<(cursor.index - 1)
    }

    /// The answers of the body whose tokens are `body`: what follows each `return` on its line, or the whole body.
    private static func answers(in body: Range<Int>, of cursor: TokenCursor)
        -> [(text: String, line: Int, column: Int)] {
        let returns = body.filter { cursor.isWord(cursor.tokens[$0], "return") }
        let spans = returns.isEmpty ? [body] : returns.map { index in
            var end = index + 1
            while end < body.upperBound, !cursor.tokens[end].newlineBefore,
                  !cursor.isPunctuation(cursor.tokens[end], ";"), !cursor.isPunctuation(cursor.tokens[end], "}") {
                end += 1
            }
            return (index + 1)..<end
        }
        return spans.map { span in
            // An empty answer (`return` alone, `{}`) is located at what follows it.
            let first = cursor.tokens[span.lowerBound]
            let text = span.isEmpty ? "nothing"
                : cursor.source.text(first.start..<cursor.tokens[span.upperBound - 1].end)
            let location = cursor.location(first)
            return (text, location.line, location.column)
        }
    }
}
