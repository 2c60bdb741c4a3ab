/// A protocol's methods by Swift name, computed once: the planner looks up every name of every responsibility
/// (N × K lookups), which scanning the methods and rebuilding each selector would make N × K × M.
struct SelectorIndex {
    /// The selector of each method, in protocol order.
    let selectors: [String]
    /// The positions of the methods with each selector, ascending (several when `#if` branches redeclare one).
    private let positions: [String: [Int]]

    init(_ spec: ProtocolSpec) {
        selectors = spec.methods.map(\.selector)
        var positions: [String: [Int]] = [:]
        for (position, selector) in selectors.enumerated() { positions[selector, default: []].append(position) }
        self.positions = positions
    }

    /// The first method with `selector`, as `ProtocolSpec.method(named:)` finds it.
    func first(_ selector: String) -> Int? {
        positions[selector]?.first
    }

    /// The selectors of every method whose selector is in `chosen`, in protocol order (with repeats, as
    /// filtering `selectors` would give).
    func inProtocolOrder(_ chosen: Set<String>) -> [String] {
        chosen.flatMap { positions[$0] ?? [] }.sorted().map { selectors[$0] }
    }
}
