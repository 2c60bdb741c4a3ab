/// A protocol's methods by Swift name, computed once: the planner looks up every name of every responsibility
/// (N × K lookups), which scanning the methods and rebuilding each selector would make N × K × M.
struct SelectorIndex {
    /// The selector of each method, in protocol order.
    let selectors: [String]
    /// The positions of the methods with each selector, ascending (several when `#if` branches redeclare one).
    private let positions: [String: [Int]]
    /// The async twin names of completion-handler methods → the position of the method they stand for.
    private let twins: [String: Int]
    /// The positions of the `async` methods.
    private let asyncPositions: Set<Int>
    /// Each method's selector as a number: the position of the first method with that selector, so that a planner
    /// marks and groups selectors in arrays, without hashing their text.
    let selectorNumbers: [Int]
    /// The later positions of a selector several methods share (`#if` branches), by its number; mostly empty.
    private let redeclarations: [Int: [Int]]

    init(_ spec: ProtocolSpec) {
        selectors = spec.methods.map(\.selector)
        var positions = [String: [Int]](minimumCapacity: selectors.count)
        for (position, selector) in selectors.enumerated() { positions[selector, default: []].append(position) }
        self.positions = positions
        selectorNumbers = selectors.enumerated().map { position, selector in positions[selector]?.first ?? position }
        redeclarations = positions.values.reduce(into: [:]) { found, shared in
            if shared.count > 1 { found[shared[0]] = Array(shared.dropFirst()) }
        }
        var twins: [String: Int] = [:]
        if !spec.asyncTwins.isEmpty {
            var bySwiftName: [String: Int] = [:]
            for (position, method) in spec.methods.enumerated() where bySwiftName[method.swiftName] == nil {
                bySwiftName[method.swiftName] = position
            }
            for (twin, target) in spec.asyncTwins { twins[twin] = bySwiftName[target] }
        }
        self.twins = twins
        asyncPositions = Set(spec.methods.indices.filter { spec.methods[$0].isAsync })
    }

    /// The first method with `selector`, or else the method an async twin name stands for: the one rule for
    /// looking up a manifest's method name (`ProtocolSpec.method(named:)` asks it too).
    func first(_ selector: String) -> Int? {
        positions[selector]?.first ?? twins[selector]
    }

    /// Whether scaffold.yml cannot list `selector`: the name also means another method's async form.
    func isUnlistable(_ selector: String) -> Bool {
        if case .ambiguous? = match(selector) { return true }
        return false
    }

    /// What a manifest's method name means.
    enum Match: Equatable {
        /// The method at this position, by its own name.
        case method(Int)
        /// The completion-handler method at this position, by the name of its async form.
        case asyncSpelling(Int)
        /// Both a method's own name and the async name of another (`application(_:didReceiveRemoteNotification:)`).
        case ambiguous(method: Int, asyncSpellingOf: Int)
    }

    /// What `name` names, or nil when nothing. `name async` names the async form alone: the async twin of a
    /// completion-handler method, else an `async` method of that name.
    func match(_ name: String) -> Match? {
        // The last byte first: a name ends in `)` unless it is an async form.
        if name.utf8.last == UInt8(ascii: "c") && name.hasSuffix(SwiftNameRules.asyncSuffix) {
            let base = String(name.dropLast(SwiftNameRules.asyncSuffix.count))
            if let twin = twins[base] { return .asyncSpelling(twin) }
            return positions[base]?.first(where: asyncPositions.contains).map(Match.method)
        }
        switch (positions[name]?.first, twins.isEmpty ? nil : twins[name]) {
        case (let method?, let twin?) where twin != method: return .ambiguous(method: method, asyncSpellingOf: twin)
        case (let method?, _): return .method(method)
        case (nil, let twin?): return .asyncSpelling(twin)
        case (nil, nil): return nil
        }
    }

    /// The position of the requirement `name` names, by its own name or its async form; nil when it names none or
    /// two.
    func position(of name: String) -> Int? {
        switch match(name) {
        case .method(let position)?, .asyncSpelling(let position)?: return position
        case .ambiguous?, nil: return nil
        }
    }

    /// The selectors of every method whose selector number (`selectorNumbers`) is in `chosen`, in protocol order
    /// (with repeats, as filtering `selectors` would give).
    func inProtocolOrder(_ chosen: [Int]) -> [String] {
        var found = chosen
        if !redeclarations.isEmpty { found += chosen.flatMap { redeclarations[$0] ?? [] } }
        return found.sorted().map { selectors[$0] }
    }
}
