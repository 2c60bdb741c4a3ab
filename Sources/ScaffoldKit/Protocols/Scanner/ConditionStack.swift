/// The `#if` / `#elseif` / `#else` blocks around the current position, as the conditions that hold there.
///
/// `#elseif B` after `#if A` holds under `!A && B`; `#else` under `!A && !B`: every recorded condition is a valid
/// Swift compilation condition that the generator can wrap a forwarder in. Blocks nested more than
/// `maximumDepth` deep, or with more than `maximumBranches` branches, are errors: the conditions' text would grow
/// with the square of the input.
struct ConditionStack {
    static let maximumDepth = 100
    static let maximumBranches = 100

    private struct Frame {
        var opening: Token
        /// `!A`, `!B`…: the negations of the conditions of the branches so far, each made once.
        var negations: [String]
        var inElse = false
        var reportedBranches = false
    }

    private var frames: [Frame] = []

    /// The conditions that hold here, outermost first (kept up to date, as every declaration reads it).
    private(set) var active: [String] = []

    /// The `#if` of the innermost block still open, if any.
    var unterminated: Token? { frames.last?.opening }

    /// Applies one directive token; returns an error message when the directive has no `#if`, follows `#else`,
    /// or nests or branches too much.
    mutating func apply(_ directive: Token, name: String, condition: String) -> String? {
        switch name {
        case "#if":
            frames.append(Frame(opening: directive, negations: [Self.negated(condition)]))
            active.append(condition)
            if frames.count == Self.maximumDepth + 1 {
                return "'#if' is nested too deeply: more than \(Self.maximumDepth) '#if' blocks inside one another"
            }
        case "#elseif", "#else":
            guard var frame = frames.popLast() else { return "'\(name)' without a matching '#if'" }
            defer { frames.append(frame) }
            if frame.inElse { return "'\(name)' after '#else': its branch can never be compiled" }
            if frame.negations.count >= Self.maximumBranches {
                guard !frame.reportedBranches else { return nil }
                frame.reportedBranches = true
                return "'#if' has more than \(Self.maximumBranches) branches ('#if', '#elseif' and '#else')"
            }
            active[active.count - 1] = (name == "#else" ? frame.negations : frame.negations + [condition])
                .joined(separator: " && ")
            frame.negations.append(Self.negated(condition))
            frame.inElse = name == "#else"
        default:
            guard frames.popLast() != nil else { return "'#endif' without a matching '#if'" }
            active.removeLast()
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
