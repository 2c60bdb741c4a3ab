import ScaffoldKit

/// Splits `--methods` and `--events` values.
public enum CommandLineLists {
    /// Items separated by commas, except commas inside parentheses (a Swift name such as
    /// `f(_:)` never has one, but a signature pasted with its types may); items are trimmed, empty ones dropped.
    /// Unbalanced parentheses are an error message.
    public static func split(_ value: String, option: String) throws(UsageError) -> [String] {
        var items: [String] = []
        var current = ""
        var depth = 0
        for character in value {
            switch character {
            case "(":
                depth += 1
            case ")":
                depth -= 1
                if depth < 0 { throw unbalanced(value, option) }
            case "," where depth == 0:
                items.append(current)
                current = ""
                continue
            default:
                break
            }
            current.append(character)
        }
        if depth != 0 { throw unbalanced(value, option) }
        items.append(current)
        let trimmed = items.map(trim).filter { !$0.isEmpty }
        if trimmed.isEmpty { throw UsageError("\(option) needs at least one item", helpCommand: "") }
        return trimmed
    }

    private static func unbalanced(_ value: String, _ option: String) -> UsageError {
        UsageError("unbalanced parentheses in \(option) '\(value)'", helpCommand: "")
    }

    private static func trim(_ text: String) -> String {
        var scalars = Substring(text)
        while let first = scalars.first, first == " " || first == "\t" { scalars.removeFirst() }
        while let last = scalars.last, last == " " || last == "\t" { scalars.removeLast() }
        return String(scalars)
    }
}
