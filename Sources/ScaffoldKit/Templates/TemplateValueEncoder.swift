/// Turns a typed template model (any `Encodable`) into the `TemplateValue` templates read: the one place where
/// models become values. Stored properties are fields, keyed by their names; arrays are lists; `nil` is `null`
/// (a template reading an absent field is an error, reading `null` is not); a `TemplateValue` inside a model is
/// taken as it is. Integers are `int`, other numbers their decimal text.
public enum TemplateValueEncoder {
    public static func value<Model: Encodable>(of model: Model) throws -> TemplateValue {
        if let value = model as? TemplateValue { return value }
        let node = TemplateNodeBox()
        try model.encode(to: TemplateModelEncoder(node: node, codingPath: []))
        return node.value
    }
}

/// A value being built: a leaf value, or an object or list whose members are still being encoded.
final class TemplateNodeBox {
    enum Content {
        case value(TemplateValue)
        case object([(key: String, node: TemplateNodeBox)])
        case list([TemplateNodeBox])
    }

    var content = Content.value(.null)

    var value: TemplateValue {
        switch content {
        case .value(let value): return value
        case .list(let nodes): return .list(nodes.map(\.value))
        case .object(let fields):
            var object = TemplateObject(minimumCapacity: fields.count)
            for field in fields { object[field.key] = field.node.value }
            return .object(object)
        }
    }

    func encode<Model: Encodable>(_ model: Model, codingPath: [any CodingKey]) throws {
        if let value = model as? TemplateValue {
            content = .value(value)
        } else {
            try model.encode(to: TemplateModelEncoder(node: self, codingPath: codingPath))
        }
    }

    func field(_ key: String) -> TemplateNodeBox {
        let node = TemplateNodeBox()
        if case .object(var fields) = content {
            content = .value(.null)
            fields.append((key, node))
            content = .object(fields)
        } else {
            content = .object([(key, node)])
        }
        return node
    }

    func element() -> TemplateNodeBox {
        let node = TemplateNodeBox()
        if case .list(var nodes) = content {
            content = .value(.null)
            nodes.append(node)
            content = .list(nodes)
        } else {
            content = .list([node])
        }
        return node
    }
}

struct TemplateModelEncoder: Encoder {
    let node: TemplateNodeBox
    let codingPath: [any CodingKey]
    var userInfo: [CodingUserInfoKey: Any] { [:] }

    func container<Key: CodingKey>(keyedBy type: Key.Type) -> KeyedEncodingContainer<Key> {
        if case .object = node.content {} else { node.content = .object([]) }
        return KeyedEncodingContainer(TemplateKeyedContainer<Key>(node: node, codingPath: codingPath))
    }

    func unkeyedContainer() -> any UnkeyedEncodingContainer {
        if case .list = node.content {} else { node.content = .list([]) }
        return TemplateUnkeyedContainer(node: node, codingPath: codingPath)
    }

    func singleValueContainer() -> any SingleValueEncodingContainer {
        TemplateSingleValueContainer(node: node, codingPath: codingPath)
    }
}

/// The value of a number, flag or text, as templates see it.
private func primitiveValue(_ value: some Encodable) -> TemplateValue? {
    switch value {
    case let text as String: return .string(text)
    case let flag as Bool: return .bool(flag)
    case let number as Int: return .int(number)
    case let number as any BinaryInteger: return Int(exactly: number).map(TemplateValue.int) ?? .string("\(number)")
    case let number as Double: return .string("\(number)")
    case let number as Float: return .string("\(number)")
    default: return nil
    }
}

private extension TemplateNodeBox {
    func store(_ value: some Encodable, codingPath: [any CodingKey]) throws {
        if let primitive = primitiveValue(value) {
            content = .value(primitive)
        } else {
            try encode(value, codingPath: codingPath)
        }
    }
}

struct TemplateKeyedContainer<Key: CodingKey>: KeyedEncodingContainerProtocol {
    let node: TemplateNodeBox
    let codingPath: [any CodingKey]

    mutating func encodeNil(forKey key: Key) throws { node.field(key.stringValue).content = .value(.null) }
    mutating func encode(_ value: Bool, forKey key: Key) throws { set(.bool(value), key) }
    mutating func encode(_ value: String, forKey key: Key) throws { set(.string(value), key) }
    mutating func encode(_ value: Double, forKey key: Key) throws { try put(value, key) }
    mutating func encode(_ value: Float, forKey key: Key) throws { try put(value, key) }
    mutating func encode(_ value: Int, forKey key: Key) throws { set(.int(value), key) }
    mutating func encode(_ value: Int8, forKey key: Key) throws { try put(value, key) }
    mutating func encode(_ value: Int16, forKey key: Key) throws { try put(value, key) }
    mutating func encode(_ value: Int32, forKey key: Key) throws { try put(value, key) }
    mutating func encode(_ value: Int64, forKey key: Key) throws { try put(value, key) }
    mutating func encode(_ value: UInt, forKey key: Key) throws { try put(value, key) }
    mutating func encode(_ value: UInt8, forKey key: Key) throws { try put(value, key) }
    mutating func encode(_ value: UInt16, forKey key: Key) throws { try put(value, key) }
    mutating func encode(_ value: UInt32, forKey key: Key) throws { try put(value, key) }
    mutating func encode(_ value: UInt64, forKey key: Key) throws { try put(value, key) }
    mutating func encode<T: Encodable>(_ value: T, forKey key: Key) throws { try put(value, key) }

    // An optional field is `null` when absent, never missing: templates tell the two apart.
    mutating func encodeIfPresent(_ value: Bool?, forKey key: Key) throws { set(value.map { .bool($0) } ?? .null, key) }
    mutating func encodeIfPresent(_ value: String?, forKey key: Key) throws {
        set(value.map { .string($0) } ?? .null, key)
    }
    mutating func encodeIfPresent(_ value: Double?, forKey key: Key) throws { try putOptional(value, key) }
    mutating func encodeIfPresent(_ value: Float?, forKey key: Key) throws { try putOptional(value, key) }
    mutating func encodeIfPresent(_ value: Int?, forKey key: Key) throws { try putOptional(value, key) }
    mutating func encodeIfPresent(_ value: Int8?, forKey key: Key) throws { try putOptional(value, key) }
    mutating func encodeIfPresent(_ value: Int16?, forKey key: Key) throws { try putOptional(value, key) }
    mutating func encodeIfPresent(_ value: Int32?, forKey key: Key) throws { try putOptional(value, key) }
    mutating func encodeIfPresent(_ value: Int64?, forKey key: Key) throws { try putOptional(value, key) }
    mutating func encodeIfPresent(_ value: UInt?, forKey key: Key) throws { try putOptional(value, key) }
    mutating func encodeIfPresent(_ value: UInt8?, forKey key: Key) throws { try putOptional(value, key) }
    mutating func encodeIfPresent(_ value: UInt16?, forKey key: Key) throws { try putOptional(value, key) }
    mutating func encodeIfPresent(_ value: UInt32?, forKey key: Key) throws { try putOptional(value, key) }
    mutating func encodeIfPresent(_ value: UInt64?, forKey key: Key) throws { try putOptional(value, key) }
    mutating func encodeIfPresent<T: Encodable>(_ value: T?, forKey key: Key) throws { try putOptional(value, key) }

    mutating func nestedContainer<NestedKey: CodingKey>(keyedBy keyType: NestedKey.Type, forKey key: Key)
        -> KeyedEncodingContainer<NestedKey>
    {
        TemplateModelEncoder(node: node.field(key.stringValue), codingPath: codingPath + [key])
            .container(keyedBy: keyType)
    }

    mutating func nestedUnkeyedContainer(forKey key: Key) -> any UnkeyedEncodingContainer {
        TemplateModelEncoder(node: node.field(key.stringValue), codingPath: codingPath + [key]).unkeyedContainer()
    }

    mutating func superEncoder() -> any Encoder { TemplateModelEncoder(node: node, codingPath: codingPath) }

    mutating func superEncoder(forKey key: Key) -> any Encoder {
        TemplateModelEncoder(node: node.field(key.stringValue), codingPath: codingPath + [key])
    }

    private func put(_ value: some Encodable, _ key: Key) throws {
        let field = node.field(key.stringValue)
        // A number, flag or text needs no coding path: none is built for it.
        if let primitive = primitiveValue(value) {
            field.content = .value(primitive)
        } else {
            try field.encode(value, codingPath: codingPath + [key])
        }
    }

    private func set(_ value: TemplateValue, _ key: Key) {
        node.field(key.stringValue).content = .value(value)
    }

    private func putOptional<T: Encodable>(_ value: T?, _ key: Key) throws {
        if let value { try put(value, key) } else { node.field(key.stringValue).content = .value(.null) }
    }
}

struct TemplateUnkeyedContainer: UnkeyedEncodingContainer {
    let node: TemplateNodeBox
    let codingPath: [any CodingKey]
    var count: Int {
        if case .list(let nodes) = node.content { return nodes.count }
        return 0
    }

    mutating func encodeNil() throws { node.element().content = .value(.null) }
    mutating func encode<T: Encodable>(_ value: T) throws { try node.element().store(value, codingPath: codingPath) }

    mutating func nestedContainer<NestedKey: CodingKey>(keyedBy keyType: NestedKey.Type)
        -> KeyedEncodingContainer<NestedKey>
    {
        TemplateModelEncoder(node: node.element(), codingPath: codingPath).container(keyedBy: keyType)
    }

    mutating func nestedUnkeyedContainer() -> any UnkeyedEncodingContainer {
        TemplateModelEncoder(node: node.element(), codingPath: codingPath).unkeyedContainer()
    }

    mutating func superEncoder() -> any Encoder { TemplateModelEncoder(node: node.element(), codingPath: codingPath) }
}

struct TemplateSingleValueContainer: SingleValueEncodingContainer {
    let node: TemplateNodeBox
    let codingPath: [any CodingKey]

    mutating func encodeNil() throws { node.content = .value(.null) }
    mutating func encode<T: Encodable>(_ value: T) throws { try node.store(value, codingPath: codingPath) }
}

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
        case .list(let items): var container = encoder.unkeyedContainer(); for item in items { try container.encode(item) }
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
