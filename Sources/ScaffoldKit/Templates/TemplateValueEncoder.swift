/// Turns a typed template model (any `Encodable`) into the `TemplateValue` templates read: the one place where
/// models become values. Stored properties are fields, keyed by their names; arrays are lists; `nil` is `null`
/// (a template reading an absent field is an error, reading `null` is not); a `TemplateValue` inside a model is
/// taken as it is. Integers are `int`, other numbers their decimal text.
public enum TemplateValueEncoder {
    public static func value<Model: Encodable>(of model: Model) throws -> TemplateValue {
        try TemplateValueBox.value(of: model, codingPath: [])
    }
}

/// An object or list being encoded (or a single value): its fields and items are gathered straight into it, one box
/// per object or list. A container asked for by key or position (`nestedContainer`) is kept as its own box until
/// the value is read.
final class TemplateValueBox {
    enum Kind { case single, object, list }

    var kind = Kind.single
    var single = TemplateValue.null
    /// In the order written; the object is made at the end, at its size (growing a dictionary field by field
    /// rehashes it at every doubling). A key written again replaces its value.
    var fields: [(key: String, value: TemplateValue)] = []
    var items: [TemplateValue] = []
    private var nestedFields: [(index: Int, box: TemplateValueBox)] = []
    private var nestedItems: [(index: Int, box: TemplateValueBox)] = []

    var value: TemplateValue {
        switch kind {
        case .single: return single
        case .object:
            var object = TemplateObject(minimumCapacity: fields.count)
            var nested = nestedFields.makeIterator(), next = nested.next()
            for (index, field) in fields.enumerated() {
                if let box = next, box.index == index {
                    object[field.key] = box.box.value
                    next = nested.next()
                } else {
                    object[field.key] = field.value
                }
            }
            return .object(object)
        case .list:
            guard !nestedItems.isEmpty else { return .list(items) }
            var items = items
            for nested in nestedItems { items[nested.index] = nested.box.value }
            return .list(items)
        }
    }

    /// `model` as templates see it: a number, flag, text or `TemplateValue` as it is, anything else encoded.
    static func value<Model: Encodable>(of model: Model, codingPath: @autoclosure () -> [any CodingKey]) throws
        -> TemplateValue
    {
        if let primitive = primitiveValue(model) { return primitive }
        let box = TemplateValueBox()
        try model.encode(to: TemplateModelEncoder(box: box, codingPath: codingPath()))
        return box.value
    }

    func makeObject() {
        guard kind != .object else { return }
        kind = .object
        fields = []
    }

    func makeList() {
        guard kind != .list else { return }
        kind = .list
        items = []
    }

    /// A box for field `key`, read when this object's value is.
    func nestedField(_ key: String) -> TemplateValueBox {
        let box = TemplateValueBox()
        nestedFields.append((fields.count, box))
        fields.append((key, .null))
        return box
    }

    /// A box for the next item, read when this list's value is.
    func nestedItem() -> TemplateValueBox {
        let box = TemplateValueBox()
        nestedItems.append((items.count, box))
        items.append(.null)
        return box
    }
}

/// The value of a number, flag, text or `TemplateValue`, told by comparing types (no dynamic cast): nil for any
/// other type.
@inline(__always)
private func primitiveValue<Value>(_ value: Value) -> TemplateValue? {
    if Value.self == TemplateValue.self { return unsafeBitCast(value, to: TemplateValue.self) }
    if Value.self == String.self { return .string(unsafeBitCast(value, to: String.self)) }
    if Value.self == Bool.self { return .bool(unsafeBitCast(value, to: Bool.self)) }
    if Value.self == Int.self { return .int(unsafeBitCast(value, to: Int.self)) }
    if Value.self == Double.self { return .string("\(unsafeBitCast(value, to: Double.self))") }
    if Value.self == Float.self { return .string("\(unsafeBitCast(value, to: Float.self))") }
    return integerValue(value, as: Int8.self) ?? integerValue(value, as: Int16.self)
        ?? integerValue(value, as: Int32.self) ?? integerValue(value, as: Int64.self)
        ?? integerValue(value, as: UInt.self) ?? integerValue(value, as: UInt8.self)
        ?? integerValue(value, as: UInt16.self) ?? integerValue(value, as: UInt32.self)
        ?? integerValue(value, as: UInt64.self)
}

/// `value` as `int` when it is an `Integer` that fits, its decimal text when it does not; nil for another type.
@inline(__always)
private func integerValue<Value, Integer: BinaryInteger>(_ value: Value, as type: Integer.Type) -> TemplateValue? {
    guard Value.self == Integer.self else { return nil }
    let number = unsafeBitCast(value, to: Integer.self)
    return Int(exactly: number).map(TemplateValue.int) ?? .string("\(number)")
}

struct TemplateModelEncoder: Encoder {
    let box: TemplateValueBox
    let codingPath: [any CodingKey]
    var userInfo: [CodingUserInfoKey: Any] { [:] }

    func container<Key: CodingKey>(keyedBy type: Key.Type) -> KeyedEncodingContainer<Key> {
        box.makeObject()
        return KeyedEncodingContainer(TemplateKeyedContainer<Key>(box: box, codingPath: codingPath))
    }

    func unkeyedContainer() -> any UnkeyedEncodingContainer {
        box.makeList()
        return TemplateUnkeyedContainer(box: box, codingPath: codingPath)
    }

    func singleValueContainer() -> any SingleValueEncodingContainer {
        TemplateSingleValueContainer(box: box, codingPath: codingPath)
    }
}

struct TemplateKeyedContainer<Key: CodingKey>: KeyedEncodingContainerProtocol {
    let box: TemplateValueBox
    let codingPath: [any CodingKey]

    mutating func encodeNil(forKey key: Key) throws { set(.null, key) }
    mutating func encode(_ value: Bool, forKey key: Key) throws { set(.bool(value), key) }
    mutating func encode(_ value: String, forKey key: Key) throws { set(.string(value), key) }
    mutating func encode(_ value: Int, forKey key: Key) throws { set(.int(value), key) }
    mutating func encode(_ value: Double, forKey key: Key) throws { try put(value, key) }
    mutating func encode(_ value: Float, forKey key: Key) throws { try put(value, key) }
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
    mutating func encodeIfPresent(_ value: Int?, forKey key: Key) throws { set(value.map { .int($0) } ?? .null, key) }
    mutating func encodeIfPresent<T: Encodable>(_ value: T?, forKey key: Key) throws { try putOptional(value, key) }
    mutating func encodeIfPresent(_ value: Double?, forKey key: Key) throws { try putOptional(value, key) }
    mutating func encodeIfPresent(_ value: Float?, forKey key: Key) throws { try putOptional(value, key) }
    mutating func encodeIfPresent(_ value: Int8?, forKey key: Key) throws { try putOptional(value, key) }
    mutating func encodeIfPresent(_ value: Int16?, forKey key: Key) throws { try putOptional(value, key) }
    mutating func encodeIfPresent(_ value: Int32?, forKey key: Key) throws { try putOptional(value, key) }
    mutating func encodeIfPresent(_ value: Int64?, forKey key: Key) throws { try putOptional(value, key) }
    mutating func encodeIfPresent(_ value: UInt?, forKey key: Key) throws { try putOptional(value, key) }
    mutating func encodeIfPresent(_ value: UInt8?, forKey key: Key) throws { try putOptional(value, key) }
    mutating func encodeIfPresent(_ value: UInt16?, forKey key: Key) throws { try putOptional(value, key) }
    mutating func encodeIfPresent(_ value: UInt32?, forKey key: Key) throws { try putOptional(value, key) }
    mutating func encodeIfPresent(_ value: UInt64?, forKey key: Key) throws { try putOptional(value, key) }

    mutating func nestedContainer<NestedKey: CodingKey>(keyedBy keyType: NestedKey.Type, forKey key: Key)
        -> KeyedEncodingContainer<NestedKey>
    {
        TemplateModelEncoder(box: box.nestedField(key.stringValue), codingPath: codingPath + [key])
            .container(keyedBy: keyType)
    }

    mutating func nestedUnkeyedContainer(forKey key: Key) -> any UnkeyedEncodingContainer {
        TemplateModelEncoder(box: box.nestedField(key.stringValue), codingPath: codingPath + [key]).unkeyedContainer()
    }

    mutating func superEncoder() -> any Encoder { TemplateModelEncoder(box: box, codingPath: codingPath) }

    mutating func superEncoder(forKey key: Key) -> any Encoder {
        TemplateModelEncoder(box: box.nestedField(key.stringValue), codingPath: codingPath + [key])
    }

    private func put(_ value: some Encodable, _ key: Key) throws {
        // A number, flag or text needs no coding path: none is built for it.
        set(try TemplateValueBox.value(of: value, codingPath: codingPath + [key]), key)
    }

    private func set(_ value: TemplateValue, _ key: Key) {
        box.fields.append((key.stringValue, value))
    }

    /// A number's optional: absent is `null`, present is `encode`d (an `int` or the number's text).
    /// An optional that is not a `Bool`, `String` or `Int`: absent is `null`.
    private func putOptional<T: Encodable>(_ value: T?, _ key: Key) throws {
        if let value { try put(value, key) } else { set(.null, key) }
    }
}

struct TemplateUnkeyedContainer: UnkeyedEncodingContainer {
    let box: TemplateValueBox
    let codingPath: [any CodingKey]
    var count: Int { box.items.count }

    mutating func encodeNil() throws { box.items.append(.null) }
    mutating func encode<T: Encodable>(_ value: T) throws {
        box.items.append(try TemplateValueBox.value(of: value, codingPath: codingPath))
    }

    mutating func nestedContainer<NestedKey: CodingKey>(keyedBy keyType: NestedKey.Type)
        -> KeyedEncodingContainer<NestedKey>
    {
        TemplateModelEncoder(box: box.nestedItem(), codingPath: codingPath).container(keyedBy: keyType)
    }

    mutating func nestedUnkeyedContainer() -> any UnkeyedEncodingContainer {
        TemplateModelEncoder(box: box.nestedItem(), codingPath: codingPath).unkeyedContainer()
    }

    mutating func superEncoder() -> any Encoder { TemplateModelEncoder(box: box.nestedItem(), codingPath: codingPath) }
}

struct TemplateSingleValueContainer: SingleValueEncodingContainer {
    let box: TemplateValueBox
    let codingPath: [any CodingKey]

    mutating func encodeNil() throws { box.single = .null; box.kind = .single }
    mutating func encode<T: Encodable>(_ value: T) throws {
        let value = try TemplateValueBox.value(of: value, codingPath: codingPath)
        box.kind = .single
        box.single = value
    }
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
