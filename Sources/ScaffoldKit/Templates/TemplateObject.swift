/// The fields of a template object (`method.signature` reads field `signature`): its values, in the order of its
/// keys. Objects of one model type share their keys (`TemplateKeys`), so converting a model stores values only.
public struct TemplateObject: Sendable, Equatable {
    /// The keys and values in one immutable box: a copy of an object (templates read objects bound to names
    /// thousands of times) is one reference.
    private final class Storage: Sendable {
        let keys: TemplateKeys
        let values: [TemplateValue]

        init(keys: TemplateKeys, values: [TemplateValue]) {
            self.keys = keys
            self.values = values
        }
    }

    private var storage: Storage
    public var keys: TemplateKeys { storage.keys }
    var values: [TemplateValue] { storage.values }

    init(keys: TemplateKeys, values: [TemplateValue]) {
        storage = Storage(keys: keys, values: values)
    }

    public init() {
        self = Self.empty
    }

    /// The object with no fields, made once.
    private static let empty = TemplateObject(keys: TemplateKeys([TemplateKey]()), values: [])

    /// The entries of `dictionary`, in the order of their names.
    public init(_ dictionary: [String: TemplateValue]) {
        self.init(fields: dictionary.sorted { $0.key < $1.key })
    }

    /// `fields` in their order; a name given twice keeps its first place and its last value.
    init(fields: some Sequence<(key: String, value: TemplateValue)>) {
        var keys: [TemplateKey] = []
        var values: [TemplateValue] = []
        var positions: [String: Int] = [:]
        for (name, value) in fields {
            if let position = positions[name] {
                values[position] = value
            } else {
                positions[name] = keys.count
                keys.append(TemplateKey(name))
                values.append(value)
            }
        }
        self.init(keys: TemplateKeys(keys), values: values)
    }

    public var count: Int { values.count }
    public var isEmpty: Bool { values.isEmpty }

    /// The field names, in the object's order.
    public var names: [String] { keys.keys.map(\.name) }

    /// The field whose key is numbered `number` (`TemplateKey.number`).
    func value(ofKey number: Int) -> TemplateValue? {
        storage.keys.position(ofNumber: number).map { storage.values[$0] }
    }

    public subscript(key: TemplateKey) -> TemplateValue? {
        get { value(ofKey: key.number) }
        set {
            var values = values
            if let position = keys.position(of: key) {
                if let newValue {
                    values[position] = newValue
                    storage = Storage(keys: keys, values: values)
                } else {
                    var names = keys.keys
                    names.remove(at: position)
                    values.remove(at: position)
                    storage = Storage(keys: TemplateKeys(names), values: values)
                }
            } else if let newValue {
                values.append(newValue)
                storage = Storage(keys: TemplateKeys(keys.keys + [key]), values: values)
            }
        }
    }

    public subscript(name: String) -> TemplateValue? {
        get { self[TemplateKey(name)] }
        set { self[TemplateKey(name)] = newValue }
    }

    /// The fields sorted by name: how `for key, value in object` visits them.
    var sortedFields: [(key: String, value: TemplateValue)] {
        zip(names, values).map { (key: $0, value: $1) }.sorted { $0.key < $1.key }
    }

    /// Two objects are equal when they have the same fields with equal values, in whatever order.
    public static func == (left: TemplateObject, right: TemplateObject) -> Bool {
        if left.keys === right.keys { return left.values == right.values }
        guard left.count == right.count else { return false }
        for (key, value) in zip(left.keys.keys, left.values) where right[key] != value { return false }
        return true
    }
}

extension TemplateObject: ExpressibleByDictionaryLiteral {
    public init(dictionaryLiteral elements: (String, TemplateValue)...) {
        self.init(fields: elements.map { (key: $0.0, value: $0.1) })
    }
}
