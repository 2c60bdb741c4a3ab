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
