@testable import ScaffoldKit

/// Renders a node as JSON the way Python's `json.dumps(ensure_ascii=False)` does, to compare with PyYAML.
func canonicalJSON(_ node: YAMLNode) -> String {
    switch node.value {
    case .scalar(let text, _):
        return jsonString(text)
    case .sequence(let items):
        return "[" + items.map(canonicalJSON).joined(separator: ", ") + "]"
    case .mapping(let pairs):
        let body = pairs.map { jsonString($0.key.scalar ?? canonicalJSON($0.key)) + ": " + canonicalJSON($0.value) }
        return "{" + body.joined(separator: ", ") + "}"
    }
}

func jsonString(_ text: String) -> String {
    var out = "\""
    for scalar in text.unicodeScalars {
        switch scalar {
        case "\"": out += "\\\""
        case "\\": out += "\\\\"
        case "\n": out += "\\n"
        case "\r": out += "\\r"
        case "\t": out += "\\t"
        case "\u{08}": out += "\\b"
        case "\u{0C}": out += "\\f"
        default:
            if scalar.value < 0x20 {
                let hex = String(scalar.value, radix: 16)
                out += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
            } else {
                out.unicodeScalars.append(scalar)
            }
        }
    }
    return out + "\""
}

/// Every rendered diagnostic of a failing read or decode, joined by newlines; "" when nothing failed.
func renderedErrors(_ body: () throws -> Void) -> String {
    do {
        try body()
        return ""
    } catch let error as DiagnosticError {
        return error.diagnostics.map(\.rendered).joined(separator: "\n")
    } catch {
        return "unexpected error: \(error)"
    }
}
