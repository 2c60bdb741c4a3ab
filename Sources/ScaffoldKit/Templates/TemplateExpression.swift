/// An expression inside `{{ }}` or a block tag, parsed once; names and filters already resolved.
indirect enum TemplateExpression: Sendable {
    case literal(TemplateValue)
    /// A name looked up in the scope, at the offset of the name.
    case variable(TemplateKey, TemplateOffset)
    /// `base.key`, at the offset of the key.
    case member(TemplateExpression, TemplateKey, TemplateOffset)
    case filter(TemplateExpression, TemplateFilterCall)
    case not(TemplateExpression)
    case and(TemplateExpression, TemplateExpression)
    case or(TemplateExpression, TemplateExpression)
    /// `==`, or `!=` when `negated`.
    case equal(TemplateExpression, TemplateExpression, negated: Bool)

    /// The expression as error messages quote it: `method.parameters|length`.
    var displayText: String {
        switch self {
        case .literal(let value): return Self.display(value)
        case .variable(let key, _): return key.name
        case .member(let base, let key, _): return base.operandText + "." + key.name
        case .filter(let input, let call):
            let arguments = call.arguments.map(\.displayText).joined(separator: ", ")
            return input.operandText + "|" + call.name + (call.arguments.isEmpty ? "" : "(\(arguments))")
        case .not(let operand): return "not " + operand.operandText
        case .and(let left, let right): return left.operandText + " and " + right.operandText
        case .or(let left, let right): return left.operandText + " or " + right.operandText
        case .equal(let left, let right, let negated):
            return left.operandText + (negated ? " != " : " == ") + right.operandText
        }
    }

    /// `displayText`, in parentheses when it is made of operators.
    private var operandText: String {
        switch self {
        case .literal, .variable, .member, .filter: return displayText
        case .not, .and, .or, .equal: return "(" + displayText + ")"
        }
    }

    private static func display(_ value: TemplateValue) -> String {
        switch value {
        case .string(let text): return "'" + text + "'"
        case .int(let number): return String(number)
        case .bool(let flag): return flag ? "true" : "false"
        case .list: return "[…]"
        case .object: return "{…}"
        case .null: return "null"
        case .rendered(let rendered): return "'" + rendered.template + "'"
        }
    }
}

/// `|name(arguments)` in an expression, with the filter function found at parse time.
struct TemplateFilterCall: Sendable {
    var name: String
    var function: TemplateFilter
    var arguments: [TemplateExpression]
    /// Where the filter's name is written.
    var location: SourceLocation
}
