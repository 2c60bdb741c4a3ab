/// The responsibility keys of launch cost: `after: [Analytics]` (run after those) and `phase: deferred` (launch work
/// when the app first becomes active), checked across the composite: every name known, no cycle, and nothing asked
/// that the recipes' order cannot give.
extension ManifestDecoding {
    mutating func readLaunchOrder(_ keys: KeyedPairs, into responsibility: inout Responsibility) {
        if let pair = keys["after"] {
            var seen: Set<String> = []
            for item in list(pair.value, message: "`after` must be a list of responsibility names") ?? [] {
                guard let name = typeName(item, key: "after", what: "responsibility name") else { continue }
                if !seen.insert(name.value).inserted {
                    diagnostics.error("'\(name.value)' is listed twice in `after`", at: name.location)
                    continue
                }
                responsibility.after.append(name)
            }
        }
        responsibility.phase = keys["phase"].flatMap { choice($0.value, key: "phase", as: LaunchPhase.self) }
    }

    /// Every `after` name is a responsibility of the composite, other than itself; the names make no cycle; a leaf
    /// runs after another only where the recipes allow it (commands before components before listeners, launch
    /// before deferred work).
    mutating func checkLaunchOrder(_ responsibilities: [Responsibility]) {
        // Without any `after`, there is no order to check and no cycle.
        guard responsibilities.contains(where: { !$0.after.isEmpty }) else { return }
        let byName = Dictionary(responsibilities.map { ($0.name.value, $0) }, uniquingKeysWith: { first, _ in first })
        for responsibility in responsibilities {
            let name = responsibility.name.value
            for earlier in responsibility.after {
                guard let other = byName[earlier.value] else {
                    diagnostics.error("'\(name)' runs after '\(earlier.value)', which is no responsibility of this "
                        + "composite" + Suggestions.didYouMean(earlier.value, in: responsibilities.map(\.name.value)),
                                      at: earlier.location)
                    continue
                }
                if earlier.value == name {
                    diagnostics.error("'\(name)' cannot run after itself", at: earlier.location)
                } else if let problem = Self.orderProblem(responsibility, after: other) {
                    diagnostics.error(problem, at: earlier.location)
                }
            }
        }
        for cycle in LaunchOrderCycles.cycles(in: responsibilities) {
            let names = cycle.map(\.name) + [cycle[0].name]
            diagnostics.error("`after` makes a cycle: " + names.joined(separator: " → ")
                + "; each of them would wait for the others", at: cycle[0].location,
                              notes: cycle.dropFirst().map { .note("'\($0.name)' waits here", at: $0.location) })
        }
    }

    /// Why `responsibility` cannot run after `other`, or nil.
    private static func orderProblem(_ responsibility: Responsibility, after other: Responsibility) -> String? {
        let name = responsibility.name.value
        if !responsibility.isDeferred && other.isDeferred {
            return "'\(name)' runs at launch and cannot run after '\(other.name.value)', whose work is deferred "
                + "(`phase: deferred`) until the app first becomes active; defer '\(name)' too"
        }
        let rank = recipeRank(responsibility.pattern.value)
        let otherRank = recipeRank(other.pattern.value)
        guard rank < otherRank else { return nil }
        return "'\(name)' is a \(responsibility.pattern.value.rawValue) and cannot run after the "
            + "\(other.pattern.value.rawValue) '\(other.name.value)': at launch the commands run first, then the "
            + "components, then the listeners"
    }

    /// Where a recipe's leaves run at launch: commands, components, listeners.
    private static func recipeRank(_ pattern: Pattern) -> Int {
        switch pattern {
        case .command: return 0
        case .component: return 1
        case .listener: return 2
        }
    }
}

/// The cycles `after` makes among a composite's responsibilities, each once, from its first member in manifest
/// order; each member with the location of the `after` entry naming the next.
enum LaunchOrderCycles {
    struct Member: Equatable {
        var name: String
        var location: SourceLocation
    }

    static func cycles(in responsibilities: [Responsibility]) -> [[Member]] {
        let names = Set(responsibilities.map(\.name.value))
        var edges: [String: [Located<String>]] = [:]
        for responsibility in responsibilities where edges[responsibility.name.value] == nil {
            edges[responsibility.name.value] = responsibility.after.filter {
                names.contains($0.value) && $0.value != responsibility.name.value
            }
        }
        var found: [[Member]] = []
        var inCycle: Set<String> = []
        var done: Set<String> = []
        for start in responsibilities.map(\.name.value) where !done.contains(start) {
            var path: [Member] = []
            visit(start, edges: edges, path: &path, done: &done, inCycle: &inCycle, found: &found)
        }
        return found
    }

    private static func visit(_ name: String, edges: [String: [Located<String>]],
                              path: inout [Member], done: inout Set<String>, inCycle: inout Set<String>,
                              found: inout [[Member]]) {
        if let start = path.firstIndex(where: { $0.name == name }) {
            let cycle = Array(path[start...])
            if cycle.allSatisfy({ !inCycle.contains($0.name) }) {
                found.append(cycle)
                inCycle.formUnion(cycle.map(\.name))
            }
            return
        }
        if done.contains(name) { return }
        for next in edges[name] ?? [] {
            path.append(Member(name: name, location: next.location))
            visit(next.value, edges: edges, path: &path, done: &done, inCycle: &inCycle, found: &found)
            path.removeLast()
        }
        done.insert(name)
    }
}
