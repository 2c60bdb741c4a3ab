/// A new responsibility written as manifest text, in block or flow style.
struct ResponsibilityLines {
    var name: String
    var pattern: Pattern
    var methods: [String]
    var events: [String]
    /// `uses:`: the responsibilities whose leaves this one is built with.
    var uses: [String] = []
    /// `conditions:`: method → the `#if` condition it is forwarded under.
    var conditions: [(method: String, condition: String)] = []

    /// Longest line (with its indentation) a flow list may make before it becomes a block list.
    static let maximumWidth = 100

    /// `key: value` lines of the block mapping; nested block lists are indented by `listOffset` under their key.
    func blockLines(keyColumn: Int, listOffset: Int) -> [String] {
        var lines = ["name: \(Self.scalar(name))"]
        if pattern != .component { lines.append("pattern: \(pattern.rawValue)") }
        for (key, values) in [("methods", methods), ("events", events), ("uses", uses)] where !values.isEmpty {
            let flow = "\(key): " + Self.flowList(values)
            if keyColumn + flow.count <= Self.maximumWidth {
                lines.append(flow)
            } else {
                lines.append("\(key):")
                let indent = String(repeating: " ", count: listOffset)
                lines += values.map { indent + "- " + Self.scalar($0) }
            }
        }
        if !conditions.isEmpty {
            lines.append("conditions:")
            let indent = String(repeating: " ", count: listOffset)
            lines += conditions.map { indent + Self.scalar($0.method) + ": '" + $0.condition + "'" }
        }
        return lines
    }

    /// `{name: X, methods: [a, b]}`.
    var flowMapping: String {
        var parts = ["name: \(Self.scalar(name))"]
        if pattern != .component { parts.append("pattern: \(pattern.rawValue)") }
        if !methods.isEmpty { parts.append("methods: " + Self.flowList(methods)) }
        if !events.isEmpty { parts.append("events: " + Self.flowList(events)) }
        if !uses.isEmpty { parts.append("uses: " + Self.flowList(uses)) }
        if !conditions.isEmpty {
            parts.append("conditions: {" + conditions.map { Self.scalar($0.method) + ": '" + $0.condition + "'" }
                .joined(separator: ", ") + "}")
        }
        return "{" + parts.joined(separator: ", ") + "}"
    }

    static func flowList(_ values: [String]) -> String {
        "[" + values.map(scalar).joined(separator: ", ") + "]"
    }

    /// The text as a plain scalar when that reads back the same in block and flow context, else single-quoted.
    static func scalar(_ text: String) -> String {
        isSafePlain(text) ? text : "'" + text.replacingAll("'", with: "''") + "'"
    }

    private static func isSafePlain(_ text: String) -> Bool {
        let scalars = Array(text.unicodeScalars)
        guard let first = scalars.first, let last = scalars.last else { return false }
        if "-?:,[]{}#&*!|>'\"%@`".unicodeScalars.contains(first) || first == " " || last == " " || last == ":" {
            return false
        }
        for (index, scalar) in scalars.enumerated() {
            if ",[]{}\t".unicodeScalars.contains(scalar) || scalar.value < 0x20 { return false }
            let next = index + 1 < scalars.count ? scalars[index + 1] : " "
            if scalar == ":" && next == " " { return false }
            if scalar == " " && next == "#" { return false }
        }
        let keywords: Set<String> = ["null", "Null", "NULL", "~", "true", "false", "True", "False", "yes", "no"]
        return !keywords.contains(text)
    }
}

extension String {
    /// Every occurrence of `target` replaced (stdlib only).
    func replacingAll(_ target: Character, with replacement: String) -> String {
        var result = ""
        for character in self {
            if character == target { result += replacement } else { result.append(character) }
        }
        return result
    }
}
