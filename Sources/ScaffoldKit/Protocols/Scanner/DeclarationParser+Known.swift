/// The leaf audit's fast path through a leaf file (`KnownDeclaration`).
extension DeclarationParser {
    /// Moves past a function of a type spelled as one of `known` (with nothing in front of it but a doc comment,
    /// outside any `#if`), body included, noting which one it spells; false, without moving, for any other.
    mutating func skipKnownFunction(after prefix: Prefix) throws -> Bool {
        guard !known.isEmpty, extendedProtocol == nil, prefix.attributes.isEmpty, prefix.modifiers.isEmpty,
              fileConditions.active.isEmpty else { return false }
        // A loop, not `firstIndex(where:)`: a closure would capture (and copy) the cursor for every function.
        var declaration = 0
        while declaration < known.count && !known[declaration].isSpelled(at: cursor) { declaration += 1 }
        guard declaration < known.count else { return false }
        cursor.index += known[declaration].tokens.count
        try cursor.skipBalanced()
        knownFunctions.append((declaration, currentType ?? ""))
        return true
    }
}
