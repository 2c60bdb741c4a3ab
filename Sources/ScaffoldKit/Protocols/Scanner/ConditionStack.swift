/// The `#if` / `#elseif` / `#else` blocks around the current position, as the conditions that hold there.
///
/// `#elseif B` after `#if A` holds under `!A && B`; `#else` under `!A && !B`: every recorded condition is a valid
/// Swift compilation condition that the generator can wrap a forwarder in.
struct ConditionStack {
    private struct Frame {
        var opening: Token
        var earlierConditions: [String]
        var current: String
    }

    private var frames: [Frame] = []

    /// The conditions that hold here, outermost first.
    var active: [String] { frames.map(\.current) }

    /// The `#if` of the innermost block still open, if any.
    var unterminated: Token? { frames.last?.opening }

    /// Applies one directive token; returns an error message when the directive has no `#if`.
    mutating func apply(_ directive: Token, name: String) -> String? {
        let condition = directive.directiveCondition
        switch name {
        case "#if":
            frames.append(Frame(opening: directive, earlierConditions: [condition], current: condition))
        case "#elseif", "#else":
            guard var frame = frames.popLast() else { return "'\(name)' without a matching '#if'" }
            let negations = frame.earlierConditions.map(Self.negated)
            frame.current = (name == "#else" ? negations : negations + [condition]).joined(separator: " && ")
            frame.earlierConditions.append(condition)
            frames.append(frame)
        default:
            guard frames.popLast() != nil else { return "'#endif' without a matching '#if'" }
        }
        return nil
    }

    /// `!A` for a single name or call such as `os(iOS)`, else `!(A)`.
    static func negated(_ condition: String) -> String {
        var depth = 0
        for character in condition {
            if character == "(" { depth += 1 } else if character == ")" { depth -= 1 }
            if depth == 0 && !(character.isLetter || character.isNumber || character == "_" || character == ")") {
                return "!(\(condition))"
            }
        }
        return "!" + condition
    }
}
