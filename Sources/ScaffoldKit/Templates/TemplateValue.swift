/// A value templates render: what `{{ name }}`, `{% for %}` and `{% if %}` see.
public enum TemplateValue: Sendable, Equatable {
    case string(String)
    case bool(Bool)
    case int(Int)
    case list([TemplateValue])
    case object(TemplateObject)
    /// An explicit "nothing": falsy in `if`, renders as an error (never as empty text).
    case null
}

/// The fields of a template object (`method.signature` reads field `signature`), keyed by name.
public typealias TemplateObject = [String: TemplateValue]

extension TemplateObject {
    /// The fields sorted by name: how `for key, value in object` visits them.
    var sortedFields: [(key: String, value: TemplateValue)] {
        sorted { $0.key < $1.key }
    }
}

extension TemplateValue: ExpressibleByStringLiteral, ExpressibleByBooleanLiteral, ExpressibleByIntegerLiteral,
    ExpressibleByArrayLiteral, ExpressibleByDictionaryLiteral
{
    public init(stringLiteral value: String) { self = .string(value) }
    public init(booleanLiteral value: Bool) { self = .bool(value) }
    public init(integerLiteral value: Int) { self = .int(value) }
    public init(arrayLiteral elements: TemplateValue...) { self = .list(elements) }
    public init(dictionaryLiteral elements: (String, TemplateValue)...) {
        var object = TemplateObject()
        for (key, value) in elements { object[key] = value }
        self = .object(object)
    }
}
