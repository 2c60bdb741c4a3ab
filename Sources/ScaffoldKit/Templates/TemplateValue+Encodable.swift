/// A model may hold a value as templates see it, taken as it is.
extension TemplateValue: Encodable {
    private struct FieldKey: CodingKey {
        var stringValue: String
        var intValue: Int? { nil }
        init(stringValue: String) { self.stringValue = stringValue }
        init?(intValue: Int) { nil }
    }

    public func encode(to encoder: any Encoder) throws {
        switch self {
        case .string(let text): var container = encoder.singleValueContainer(); try container.encode(text)
        case .bool(let flag): var container = encoder.singleValueContainer(); try container.encode(flag)
        case .int(let number): var container = encoder.singleValueContainer(); try container.encode(number)
        case .null: var container = encoder.singleValueContainer(); try container.encodeNil()
        case .list(let items):
            var container = encoder.unkeyedContainer()
            for item in items { try container.encode(item) }
        case .object(let object):
            var container = encoder.container(keyedBy: FieldKey.self)
            for (key, value) in object.sortedFields { try container.encode(value, forKey: FieldKey(stringValue: key)) }
        case .rendered(let rendered):
            // Another encoder sees what the text is rendered from.
            let fields: TemplateValue = ["template": .string(rendered.template), "context": .object(rendered.context),
                                         "suffix": .string(rendered.suffix)]
            try fields.encode(to: encoder)
        }
    }
}
