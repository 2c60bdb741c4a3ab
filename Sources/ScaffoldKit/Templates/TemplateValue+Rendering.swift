/// How templates read a value: truthiness, the text it outputs, and the words errors use for it.
extension TemplateValue {
    /// `false`, `0`, `""`, an empty list or object and `.null` are falsy; everything else is truthy.
    public var isTruthy: Bool {
        switch self {
        case .string(let text): return !text.isEmpty
        case .bool(let flag): return flag
        case .int(let number): return number != 0
        case .list(let items): return !items.isEmpty
        case .object(let fields): return !fields.isEmpty
        case .null: return false
        // The renderer tests the text (`TemplateRenderer.resolved`); a template is written to be non-empty.
        case .rendered: return true
        }
    }

    /// "a string", "an integer", …: the value's kind as error messages name it.
    public var kindDescription: String {
        switch self {
        case .string, .rendered: return "a string"
        case .bool: return "a boolean"
        case .int: return "an integer"
        case .list: return "a list"
        case .object: return "an object"
        case .null: return "null"
        }
    }

    /// The text `{{ value }}` writes, or nil for values that cannot be output (lists, objects, null).
    var outputText: String? {
        switch self {
        case .string(let text): return text
        case .bool(let flag): return flag ? "true" : "false"
        case .int(let number): return String(number)
        case .list, .object, .null, .rendered: return nil
        }
    }
}
