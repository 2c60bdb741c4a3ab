/// The leaf audit's fast path through a leaf file (`KnownDeclaration`).
extension DeclarationParser {
    /// Moves past a function of a type spelled as one of `known` (with nothing in front of it but a doc comment,
    /// outside any `#if`), body included, noting which one it spells; false, without moving, for any other.
    mutating func skipKnownFunction(after prefix: Prefix) throws -> Bool {
        guard !known.isEmpty, extendedProtocol == nil, prefix.attributes.isEmpty, prefix.modifiers.isEmpty,
              fileConditions.active.isEmpty,
              let declaration = known.firstIndex(where: { $0.isSpelled(at: cursor) }) else { return false }
        cursor.index += known[declaration].tokens.count
        try cursor.skipBalanced()
        knownFunctions.append((declaration, currentType ?? ""))
        return true
    }
}
