/// Counts how often each of many patterns occurs in texts, in time linear in the patterns plus the texts, however
/// many patterns there are or however often they overlap (Aho–Corasick: one pass over each text through a trie of
/// the patterns; the passes are counted per trie node, then added up along the fallback links instead of listing
/// every match).
///
/// Symbols are small integers below `alphabet` (bytes, plus a few markers of the caller's).
struct PatternCounter {
    /// Node 0 is the root. Each other node is reached from its parent by `symbols[node]`; a parent's children are a
    /// list through `firstChild` and `nextSibling` (the root's are in `rootChildren`, looked up most).
    private var symbols: [UInt16] = [0]
    private var firstChild: [Int32] = [-1]
    private var nextSibling: [Int32] = [-1]
    private var rootChildren: [Int32]
    /// The node of the longest proper suffix of a node's text that is also in the trie.
    private var fallback: [Int32] = [0]
    /// Nodes by depth, root first: the order fallbacks are computed in, reversed to add the counts up.
    private var breadthFirst: [Int32] = []
    /// The node where each pattern ends.
    private var ends: [Int32] = []

    init(patterns: [[UInt16]], alphabet: Int) {
        rootChildren = Array(repeating: -1, count: alphabet)
        for pattern in patterns {
            var node: Int32 = 0
            for symbol in pattern { node = child(of: node, symbol) ?? addChild(to: node, symbol) }
            ends.append(node)
        }
        computeFallbacks()
    }

    /// How often each pattern occurs in `texts`, all together, in the order of the patterns.
    func occurrences(in texts: some Sequence<[UInt16]>) -> [Int] {
        var visits = Array(repeating: 0, count: symbols.count)
        for text in texts {
            var node: Int32 = 0
            for symbol in text {
                node = step(from: node, symbol)
                visits[Int(node)] += 1
            }
        }
        // A text position where a node is reached is also an occurrence of every node on its fallback chain.
        for node in breadthFirst.reversed() { visits[Int(fallback[Int(node)])] += visits[Int(node)] }
        return ends.map { visits[Int($0)] }
    }

    private func child(of node: Int32, _ symbol: UInt16) -> Int32? {
        if node == 0 {
            let found = rootChildren[Int(symbol)]
            return found < 0 ? nil : found
        }
        var candidate = firstChild[Int(node)]
        while candidate >= 0 {
            if symbols[Int(candidate)] == symbol { return candidate }
            candidate = nextSibling[Int(candidate)]
        }
        return nil
    }

    private mutating func addChild(to node: Int32, _ symbol: UInt16) -> Int32 {
        let new = Int32(symbols.count)
        symbols.append(symbol)
        firstChild.append(-1)
        fallback.append(0)
        if node == 0 {
            nextSibling.append(-1)
            rootChildren[Int(symbol)] = new
        } else {
            nextSibling.append(firstChild[Int(node)])
            firstChild[Int(node)] = new
        }
        return new
    }

    /// The node after reading `symbol` at `node`: the longest pattern prefix the text now ends with.
    private func step(from node: Int32, _ symbol: UInt16) -> Int32 {
        var current = node
        while true {
            if let next = child(of: current, symbol) { return next }
            if current == 0 { return 0 }
            current = fallback[Int(current)]
        }
    }

    private mutating func computeFallbacks() {
        breadthFirst = rootChildren.filter { $0 >= 0 }
        var index = 0
        while index < breadthFirst.count {
            let parent = breadthFirst[index]
            index += 1
            var node = firstChild[Int(parent)]
            while node >= 0 {
                // The parent's fallback is final (it is shallower): extend it, or its own fallback, by the symbol.
                fallback[Int(node)] = step(from: fallback[Int(parent)], symbols[Int(node)])
                breadthFirst.append(node)
                node = nextSibling[Int(node)]
            }
        }
    }
}
