/// A protocol's methods by Swift name, computed once: the planner looks up every name of every responsibility
/// (N × K lookups), which scanning the methods and rebuilding each selector would make N × K × M.
struct SelectorIndex {
    /// The selector of each method, in protocol order.
    let selectors: [String]
    /// The positions of the methods with each selector, ascending (several when `#if` branches redeclare one).
    private let positions: [String: [Int]]
    /// The async twin names of completion-handler methods → the position of the method they stand for.
    private let twins: [String: Int]

    init(_ spec: ProtocolSpec) {
        selectors = spec.methods.map(\.selector)
        var positions: [String: [Int]] = [:]
        for (position, selector) in selectors.enumerated() { positions[selector, default: []].append(position) }
        self.positions = positions
        var twins: [String: Int] = [:]
        if !spec.asyncTwins.isEmpty {
            var bySwiftName: [String: Int] = [:]
            for (position, method) in spec.methods.enumerated() where bySwiftName[method.swiftName] == nil {
                bySwiftName[method.swiftName] = position
            }
            for (twin, target) in spec.asyncTwins { twins[twin] = bySwiftName[target] }
        }
        self.twins = twins
    }

    /// The first method with `selector`, or else the method an async twin name stands for: the one rule for
    /// looking up a manifest's method name (`ProtocolSpec.method(named:)` asks it too).
    func first(_ selector: String) -> Int? {
        positions[selector]?.first ?? twins[selector]
    }

    /// The selectors of every method whose selector is in `chosen`, in protocol order (with repeats, as
    /// filtering `selectors` would give).
    func inProtocolOrder(_ chosen: Set<String>) -> [String] {
        chosen.flatMap { positions[$0] ?? [] }.sorted().map { selectors[$0] }
    }
}
