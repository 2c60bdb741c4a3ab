/// The stored fields of a value type, in one box its copies share until one of them changes it (copy on write,
/// as `Array` does). For the plan's large values (a method requirement, a responsibility), which every stage copies:
/// copying fifteen fields one by one counts a reference to the storage of each, and those counts cost more than
/// the rest of the copy.
struct SharedFields<Fields: Sendable>: @unchecked Sendable {
    /// Changed only while no other value holds it (`change`), so no two threads ever see it change.
    private final class Box {
        var fields: Fields
        init(_ fields: Fields) { self.fields = fields }
    }

    private var box: Box

    init(_ fields: Fields) {
        box = Box(fields)
    }

    var fields: Fields { box.fields }

    /// Changes the fields, in a box of this value's own.
    mutating func change(_ body: (inout Fields) -> Void) {
        if !isKnownUniquelyReferenced(&box) { box = Box(box.fields) }
        body(&box.fields)
    }

    /// Whether both values hold the same box: then their fields are equal.
    func isShared(with other: SharedFields) -> Bool {
        box === other.box
    }
}
