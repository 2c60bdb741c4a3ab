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
                for answer in answers(of: selector, in: bytes) where answer.text != "true" {
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
    /// trimmed, where it starts (1-based). Strings and comments are skipped.
    static func answers(of selector: String, in bytes: [UInt8]) -> [(text: String, line: Int, column: Int)] {
        let text = Array(String(decoding: bytes, as: UTF8.self).unicodeScalars)
        let code = codeMask(text)
        let labels = selector.split(separator: "(").dropFirst().first.map {
            $0.split(separator: ":").map(String.init).filter { $0 != "_" && $0 != ")" }
        } ?? []
        let name = String(selector.prefix { $0 != "(" })
        var results: [(String, Int, Int)] = []
        var search = 0
        while let start = find("func \(name)(", in: text, from: search) {
            search = start + 1
            guard code[start], let open = firstBrace(in: text, code: code, from: start),
                  let close = matching(text, code: code, open) else { continue }
            let signature = String(String.UnicodeScalarView(text[start..<open]))
            guard labels.allSatisfy({ label in
                [" \(label) ", "(\(label) ", " \(label):", "(\(label):"].contains { signature.contains($0) }
            }) else { continue }
            var returns: [Int] = []
            var from = open + 1
            while let found = find("return", in: text, from: from), found < close {
                from = found + 6
                if code[found] && !isIdentifier(text[found - 1]) && !isIdentifier(text[from]) { returns.append(from) }
            }
            for offset in returns.isEmpty ? [open + 1] : returns {
                var first = offset
                while first < close, text[first] == " " || text[first] == "\n" || text[first] == "\t" { first += 1 }
                var end = first
                while end < close, code[end], returns.isEmpty || (text[end] != "\n" && text[end] != ";"
                    && text[end] != "}") { end += 1 }
                let answer = String(String.UnicodeScalarView(text[first..<end])).trimmingSpaces()
                let line = text[..<first].filter { $0 == "\n" }.count + 1
                let column = first - (text[..<first].lastIndex(of: "\n").map { $0 + 1 } ?? 0) + 1
                results.append((answer.isEmpty ? "nothing" : answer, line, column))
            }
        }
        return results
    }

    private static func isIdentifier(_ scalar: Unicode.Scalar) -> Bool {
        scalar == "_" || scalar.properties.isAlphabetic || ("0"..."9").contains(scalar)
    }

    private static func find(_ needle: String, in text: [Unicode.Scalar], from: Int) -> Int? {
        let pattern = Array(needle.unicodeScalars)
        guard !pattern.isEmpty, text.count >= pattern.count, from <= text.count - pattern.count else { return nil }
        for index in from...(text.count - pattern.count) where text[index] == pattern[0] {
            if Array(text[index..<(index + pattern.count)]) == pattern { return index }
        }
        return nil
    }

    /// Whether each scalar is code: not in a string literal or a comment.
    private static func codeMask(_ text: [Unicode.Scalar]) -> [Bool] {
        var mask = [Bool](repeating: true, count: text.count)
        var index = 0
        while index < text.count {
            let next = index + 1 < text.count ? text[index + 1] : " "
            var end = index
            if text[index] == "/" && next == "/" {
                while end < text.count, text[end] != "\n" { end += 1 }
            } else if text[index] == "/" && next == "*" {
                end += 2
                while end < text.count, !(text[end - 1] == "*" && text[end] == "/") { end += 1 }
                end += 1
            } else if text[index] == "\"" {
                end += 1
                while end < text.count, text[end] != "\"", text[end] != "\n" { end += text[end] == "\\" ? 2 : 1 }
                end += 1
            } else {
                index += 1
                continue
            }
            for position in index..<min(end, text.count) { mask[position] = false }
            index = end
        }
        return mask
    }

    /// The `{` opening the body after a declaration at `start`: the first outside parentheses.
    private static func firstBrace(in text: [Unicode.Scalar], code: [Bool], from start: Int) -> Int? {
        var depth = 0
        for index in start..<text.count where code[index] {
            switch text[index] {
            case "(", "[": depth += 1
            case ")", "]": depth -= 1
            case "{" where depth == 0: return index
            default: continue
            }
        }
        return nil
    }

    /// The `}` closing the `{` at `open`.
    private static func matching(_ text: [Unicode.Scalar], code: [Bool], _ open: Int) -> Int? {
        var depth = 0
        for index in open..<text.count where code[index] {
            if text[index] == "{" { depth += 1 }
            if text[index] == "}" {
                depth -= 1
                if depth == 0 { return index }
            }
        }
        return nil
    }
}
