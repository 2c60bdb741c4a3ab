/// The full Swift names of the functions a piece of Swift calls on `self` or unqualified, read off each call's
/// argument labels: `self.application(app, performFetchWithCompletionHandler: handler)` calls
/// `application(_:performFetchWithCompletionHandler:)`. A call on another value (`other.run()`,
/// `delegate?.application?(…)`) is left out, as is a trailing closure (it names no label).
enum CalledNames {
    static func of(_ bytes: [UInt8]) -> Set<String> {
        guard let lexemes = CodeLexemes.of(bytes) else { return [] }
        var names: Set<String> = []
        for index in lexemes.indices.dropLast() where lexemes[index].kind == .identifier
            && lexemes[index + 1].text == "(" && isOnSelf(lexemes, index) {
            names.insert(lexemes[index].text + "(" + labels(lexemes, from: index + 1).map { $0 + ":" }.joined() + ")")
        }
        return names
    }

    /// Unqualified, or after `self.`.
    private static func isOnSelf(_ lexemes: [CodeLexeme], _ index: Int) -> Bool {
        guard index > 0, lexemes[index - 1].text == "." else { return true }
        return index > 1 && lexemes[index - 2].text == "self"
    }

    /// The labels of the argument list opening at `open` (`_` for an unlabelled argument).
    private static func labels(_ lexemes: [CodeLexeme], from open: Int) -> [String] {
        var labels: [String] = []
        var depth = 1
        var index = open + 1
        var atArgument = true
        while index < lexemes.count {
            let lexeme = lexemes[index]
            let symbol = lexeme.kind == .punctuation ? lexeme.text : ""
            if depth == 1 && symbol == ")" { break }
            if depth == 1 && symbol == "," {
                atArgument = true
            } else {
                if depth == 1 && atArgument {
                    let isLabel = lexeme.kind == .identifier && index + 1 < lexemes.count
                        && lexemes[index + 1].text == ":"
                    labels.append(isLabel ? lexeme.text : "_")
                    atArgument = false
                }
                if ["(", "[", "{"].contains(symbol) { depth += 1 }
                if [")", "]", "}"].contains(symbol) { depth -= 1 }
            }
            index += 1
        }
        return labels
    }
}
