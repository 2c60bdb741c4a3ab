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
    /// trimmed, where it starts (1-based).
    static func answers(of selector: String, in bytes: [UInt8]) -> [(text: String, line: Int, column: Int)] {
        let text = Array(String(decoding: bytes, as: UTF8.self).unicodeScalars)
        let labels = selector.split(separator: "(").dropFirst().first.map {
            $0.split(separator: ":").map(String.init).filter { $0 != "_" && $0 != ")" }
        } ?? []
        let name = String(selector.prefix { $0 != "(" })
        var results: [(String, Int, Int)] = []
        var search = 0
        while let start = find("func \(name)(", in: text, from: search) {
            search = start + 1
            guard let open = firstBrace(in: text, from: start), let close = matching(text, open) else { continue }
            let signature = String(String.UnicodeScalarView(text[start..<open]))
            guard labels.allSatisfy({ signature.contains(" \($0) ") || signature.contains("(\($0) ")
                || signature.contains(" \($0):") || signature.contains("(\($0):") }) else { continue }
            let body = Array(text[(open + 1)..<close])
            var returns: [Int] = []
            var from = 0
            while let found = find("return", in: body, from: from) {
                from = found + 6
                let before = found == 0 ? " " : body[found - 1]
                let after = from < body.count ? body[from] : " "
                if !isIdentifier(before) && !isIdentifier(after) { returns.append(found + 6) }
            }
            for offset in returns.isEmpty ? [0] : returns {
                var first = offset
                while first < body.count, body[first] == " " || body[first] == "\n" || body[first] == "\t" {
                    first += 1
                }
                var end = first
                while end < body.count, body[end] != "\n", body[end] != ";" { end += 1 }
                if returns.isEmpty { end = body.count }
                let answer = String(String.UnicodeScalarView(body[first..<end])).trimmingSpaces()
                let position = open + 1 + first
                let line = text[..<position].filter { $0 == "\n" }.count + 1
                let column = position - (text[..<position].lastIndex(of: "\n").map { $0 + 1 } ?? 0) + 1
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

    /// The `{` opening the body after a declaration at `start`: the first outside parentheses.
    private static func firstBrace(in text: [Unicode.Scalar], from start: Int) -> Int? {
        var depth = 0
        for index in start..<text.count {
            switch text[index] {
            case "(", "[": depth += 1
            case ")", "]": depth -= 1
            case "{" where depth == 0: return index
            default: continue
            }
        }
        return nil
    }

    /// The `}` closing the `{` at `open`, strings and comments skipped.
    private static func matching(_ text: [Unicode.Scalar], _ open: Int) -> Int? {
        var depth = 0
        var index = open
        while index < text.count {
            let scalar = text[index]
            let next = index + 1 < text.count ? text[index + 1] : " "
            if scalar == "/" && next == "/" {
                while index < text.count, text[index] != "\n" { index += 1 }
                continue
            }
            if scalar == "\"" {
                index += 1
                while index < text.count, text[index] != "\"" { index += text[index] == "\\" ? 2 : 1 }
            } else if scalar == "{" {
                depth += 1
            } else if scalar == "}" {
                depth -= 1
                if depth == 0 { return index }
            }
            index += 1
        }
        return nil
    }
}
