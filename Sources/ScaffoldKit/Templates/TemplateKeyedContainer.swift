/// The fields of an object `TemplateValueEncoder` encodes: each written into its box, `nil` as `null`.
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
