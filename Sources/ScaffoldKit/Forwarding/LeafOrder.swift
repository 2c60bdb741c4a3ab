/// The order a composite's leaves run in: manifest order, except that a responsibility with `after: [A, B]` runs
/// after A and B (and whatever they run after) wherever they take part together: a method they both list, the
/// launch commands, a lifecycle event. The decoder has reported unknown names and cycles; a cycle left in a
/// manifest read despite its mistakes is broken in manifest order, so ordering always ends.
struct LeafOrder {
    /// Every responsibility's name → the names it runs after, directly or through others.
    private let ancestors: [String: Set<String>]

    init(_ responsibilities: [Responsibility]) {
        var direct: [String: [String]] = [:]
        for responsibility in responsibilities where !responsibility.after.isEmpty {
            direct[responsibility.name.value, default: []] += responsibility.after.map(\.value)
        }
        var ancestors: [String: Set<String>] = [:]
        for name in direct.keys {
            var seen: Set<String> = []
            var pending = direct[name] ?? []
            while let next = pending.popLast() {
                guard next != name, seen.insert(next).inserted else { continue }
                pending += direct[next] ?? []
            }
            ancestors[name] = seen
        }
        self.ancestors = ancestors
    }

    /// `items` (in manifest order) reordered: each is placed once everything it runs after among them is placed,
    /// the earliest in manifest order first.
    func ordered<Item>(_ items: [Item], name: (Item) -> String) -> [Item] {
        guard !ancestors.isEmpty, items.count > 1 else { return items }
        var remaining = items
        var result: [Item] = []
        result.reserveCapacity(items.count)
        while !remaining.isEmpty {
            let names = Set(remaining.map(name))
            let ready = remaining.firstIndex { item in
                ancestors[name(item)].map { $0.isDisjoint(with: names) } ?? true
            } ?? 0
            result.append(remaining.remove(at: ready))
        }
        return result
    }
}
