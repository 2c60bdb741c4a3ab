/// The fields of a template object (`method.signature` reads field `signature`), keyed by name.
///
/// A small open-addressing table over `TemplateKey.hash`, a cheap hash of the key's bytes: templates read
/// thousands of fields per run and a method's context has about 50, so a `Dictionary` spent more time hashing
/// (SipHash, every lookup and every insertion) than rendering. Keys written in templates are hashed once, when
/// the template is parsed. Equality ignores the order fields were set in.
public struct TemplateObject: Sendable, Equatable, ExpressibleByDictionaryLiteral {
    private struct Entry: Sendable, Equatable {
        var key: TemplateKey
        var value: TemplateValue
    }

    /// Fields in the order they were first set.
    private var entries: [Entry] = []
    /// Index + 1 of the entry in each slot, 0 for an empty slot; a power of two at least twice `entries.count`.
    private var slots: [Int32] = []

    public init() {}

    /// An empty object with room for `capacity` fields before its table grows.
    public init(minimumCapacity capacity: Int) {
        entries.reserveCapacity(capacity)
        slots = Array(repeating: 0, count: Self.slotCount(for: capacity))
    }

    /// The fields of `dictionary`.
    public init(_ dictionary: [String: TemplateValue]) {
        self.init(minimumCapacity: dictionary.count)
        for (key, value) in dictionary { self[key] = value }
    }

    /// Later values of a repeated key replace earlier ones.
    public init(dictionaryLiteral elements: (String, TemplateValue)...) {
        self.init(minimumCapacity: elements.count)
        for (key, value) in elements { self[key] = value }
    }

    /// Makes room for `capacity` fields, so setting them does not grow the table on the way.
    public mutating func reserveCapacity(_ capacity: Int) {
        entries.reserveCapacity(capacity)
        if slots.count < capacity * 2 { rebuildSlots(count: Self.slotCount(for: capacity)) }
    }

    public var count: Int { entries.count }
    public var isEmpty: Bool { entries.isEmpty }

    /// The field names, in the order they were first set.
    public var keys: [String] { entries.map(\.key.name) }

    /// The fields sorted by name: how `for key, value in object` visits them.
    public var sortedFields: [(key: String, value: TemplateValue)] {
        entries.map { ($0.key.name, $0.value) }.sorted { $0.key < $1.key }
    }

    public subscript(name: String) -> TemplateValue? {
        get { self[TemplateKey(name)] }
        set { self[TemplateKey(name)] = newValue }
    }

    /// The field `key`: the form the renderer uses, with the hash computed when the template was parsed.
    subscript(key: TemplateKey) -> TemplateValue? {
        get { find(key).map { entries[$0].value } }
        set {
            if let index = find(key) {
                if let newValue {
                    entries[index].value = newValue
                } else {
                    entries.remove(at: index)
                    rebuildSlots(count: slots.count)
                }
            } else if let newValue {
                entries.append(Entry(key: key, value: newValue))
                if slots.count < entries.count * 2 {
                    rebuildSlots(count: Self.slotCount(for: entries.count))
                } else {
                    insertSlot(for: entries.count - 1)
                }
            }
        }
    }

    public static func == (lhs: TemplateObject, rhs: TemplateObject) -> Bool {
        lhs.count == rhs.count && lhs.entries.allSatisfy { rhs[$0.key] == $0.value }
    }

    private func find(_ key: TemplateKey) -> Int? {
        guard !slots.isEmpty else { return nil }
        let mask = slots.count - 1
        var slot = key.hash & mask
        while true {
            let stored = Int(slots[slot])
            if stored == 0 { return nil }
            let entry = entries[stored - 1].key
            if entry.hash == key.hash && entry.name == key.name { return stored - 1 }
            slot = (slot + 1) & mask
        }
    }

    private mutating func insertSlot(for index: Int) {
        let mask = slots.count - 1
        var slot = entries[index].key.hash & mask
        while slots[slot] != 0 { slot = (slot + 1) & mask }
        slots[slot] = Int32(index + 1)
    }

    private mutating func rebuildSlots(count: Int) {
        slots = Array(repeating: 0, count: count)
        for index in entries.indices { insertSlot(for: index) }
    }

    /// The smallest power of two at least twice `capacity` (and at least 8), so probes stay short.
    private static func slotCount(for capacity: Int) -> Int {
        var count = 8
        while count < capacity * 2 { count *= 2 }
        return count
    }
}

/// A field or variable name with its hash (FNV-1a over the UTF-8 bytes), computed once: at parse time for the
/// names templates read, when the field is set for the names contexts provide.
struct TemplateKey: Sendable, Equatable {
    let name: String
    let hash: Int

    init(_ name: String) {
        self.name = name
        // Over a buffer, not the `utf8` view's iterator: that costs several times more per byte.
        let hash = name.utf8.withContiguousStorageIfAvailable(Self.fnv1a) ?? Self.fnv1a(Array(name.utf8))
        // The low bits pick the slot: fold the high ones in.
        self.hash = Int(truncatingIfNeeded: hash ^ (hash >> 29))
    }

    private static func fnv1a<Bytes: Collection<UInt8>>(_ bytes: Bytes) -> UInt64 {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in bytes { hash = (hash ^ UInt64(byte)) &* 0x100_0000_01b3 }
        return hash
    }

    static func == (lhs: TemplateKey, rhs: TemplateKey) -> Bool {
        lhs.hash == rhs.hash && lhs.name == rhs.name
    }
}
