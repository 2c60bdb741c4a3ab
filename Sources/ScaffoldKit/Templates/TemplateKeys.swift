/// The names of an object's fields, in order, with a table that finds a name's position: one instance is shared by
/// every object of a model type (`TemplateFields`), so an object is only its values, and reading a field is a probe
/// of this table with the key's number.
public final class TemplateKeys: Sendable {
    let keys: [TemplateKey]
    /// Open addressing over `number & mask`: each slot holds a position in `keys`, or -1.
    private let slots: [Int32]
    private let mask: Int

    init(_ keys: [TemplateKey]) {
        self.keys = keys
        var size = 4
        while size < keys.count * 2 { size *= 2 }
        var slots = [Int32](repeating: -1, count: size)
        for (position, key) in keys.enumerated() {
            var slot = key.number & (size - 1)
            while slots[slot] >= 0 { slot = (slot + 1) & (size - 1) }
            slots[slot] = Int32(position)
        }
        self.slots = slots
        mask = size - 1
    }

    convenience init(_ names: [String]) {
        self.init(names.map(TemplateKey.init))
    }

    var count: Int { keys.count }

    /// Where `key` is among the fields, or nil.
    func position(of key: TemplateKey) -> Int? {
        position(ofNumber: key.number)
    }

    /// Where the key numbered `number` (`TemplateKey.number`) is among the fields, or nil.
    func position(ofNumber number: Int) -> Int? {
        var slot = number & mask
        while true {
            let position = Int(slots[slot])
            if position < 0 { return nil }
            if keys[position].number == number { return position }
            slot = (slot + 1) & mask
        }
    }
}
