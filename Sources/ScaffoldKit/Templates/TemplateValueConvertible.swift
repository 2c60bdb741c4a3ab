/// A value templates read: the one way a typed model becomes a `TemplateValue`. Texts, flags, numbers, lists of
/// convertible values and a `TemplateValue` itself convert as they are; `nil` is `null` (a template reading an
/// absent field is an error, reading `null` is not). A model lists its fields, each with what it reads
/// (`TemplateModel` in Generation/Models).
public protocol TemplateValueConvertible {
    var templateValue: TemplateValue { get }
}

extension TemplateValue: TemplateValueConvertible {
    public var templateValue: TemplateValue { self }
}

extension String: TemplateValueConvertible {
    public var templateValue: TemplateValue { .string(self) }
}

extension Bool: TemplateValueConvertible {
    public var templateValue: TemplateValue { .bool(self) }
}

extension Int: TemplateValueConvertible {
    public var templateValue: TemplateValue { .int(self) }
}

extension Optional: TemplateValueConvertible where Wrapped: TemplateValueConvertible {
    public var templateValue: TemplateValue { self?.templateValue ?? .null }
}

extension Array: TemplateValueConvertible where Element: TemplateValueConvertible {
    public var templateValue: TemplateValue {
        var items: [TemplateValue] = []
        items.reserveCapacity(count)
        for element in self { items.append(element.templateValue) }
        return .list(items)
    }
}

/// A dictionary keyed by text is an object of its entries.
extension Dictionary: TemplateValueConvertible where Key == String, Value: TemplateValueConvertible {
    public var templateValue: TemplateValue { .object(TemplateObject(mapValues(\.templateValue))) }
}
