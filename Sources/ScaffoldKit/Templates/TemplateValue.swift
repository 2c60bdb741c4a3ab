/// A value templates render: what `{{ name }}`, `{% for %}` and `{% if %}` see.
public enum TemplateValue: Sendable, Equatable {
    case string(String)
    case bool(Bool)
    case int(Int)
    case list([TemplateValue])
    case object(TemplateObject)
    /// An explicit "nothing": falsy in `if`, renders as an error (never as empty text).
    case null
    /// Text written, when a template reads it, by rendering another template of the same library (`Signature`,
    /// `Call`…) with a structured value: a context holds data, and a user's override of that template reaches every
    /// place the text appears. Templates see the text as a string (see `RenderedTemplate`).
    case rendered(RenderedTemplate)
}

/// A string a template writes: template `template` rendered with `context` as its variables, without the line
/// break its file ends with (the including template writes it inside a line), then `suffix`.
public struct RenderedTemplate: Sendable, Equatable {
    /// The fields, in one immutable box shared by every copy: its identity lets one render of a run's files write
    /// the text once (`RenderedTexts`).
    final class Storage: Sendable {
        /// The template's name, as the library finds it.
        let template: TemplateKey
        let context: TemplateObject
        let suffix: String

        init(template: TemplateKey, context: TemplateObject, suffix: String) {
            self.template = template
            self.context = context
            self.suffix = suffix
        }
    }

    let storage: Storage
    public var template: String { storage.template.name }
    public var context: TemplateObject { storage.context }
    public var suffix: String { storage.suffix }

    public init(template: String, context: TemplateObject, suffix: String = "") {
        self.init(template: TemplateKey(template), context: context, suffix: suffix)
    }

    /// A value of a template whose key is made once (`SwiftSignature`'s, made for every method).
    init(template: TemplateKey, context: TemplateObject, suffix: String = "") {
        storage = Storage(template: template, context: context, suffix: suffix)
    }

    public static func == (left: RenderedTemplate, right: RenderedTemplate) -> Bool {
        left.storage === right.storage
            || (left.template == right.template && left.suffix == right.suffix && left.context == right.context)
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
        self = .object(TemplateObject(fields: elements.map { (key: $0.0, value: $0.1) }))
    }
}
