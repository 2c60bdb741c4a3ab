/// The leaf audit's fast path through a leaf file (`KnownDeclaration`).
extension DeclarationParser {
    /// Moves past a function of a type the lexer elided (spelled as a known declaration, `elided`), with nothing in
    /// front of it but a doc comment, outside any `#if`, noting which declaration it spells; false, without moving,
    /// for any other. An elided function not met here leaves `nextElided` short of the end: the file is then read
    /// again in full (`SwiftDeclarationScanner.typeContents`).
    mutating func skipKnownFunction(after prefix: Prefix) -> Bool {
        guard atElidedFunction, mode == .functionsInTypes,
              extendedProtocol == nil, prefix.attributes.isEmpty, prefix.modifiers.isEmpty,
              fileConditions.active.isEmpty else { return false }
        knownFunctions.append((elided[nextElided].declaration, currentType ?? ""))
        nextElided += 1
        cursor.advance()
        return true
    }

    /// Whether the cursor is at the `func` of the next elided function.
    var atElidedFunction: Bool { nextElided < elided.count && elided[nextElided].token == cursor.index }

    /// The bytes from `func` (at `start`) to the body's `{` (the cursor's) of a function read in full, when a
    /// function spelled so would be skipped as a known declaration: a plain `func`, no attributes or modifiers, no
    /// `#if` around it, no `where` clause.
    func signature(from start: Int, of function: MethodRequirement, after prefix: Prefix) -> Range<Int>? {
        guard mode == .functionsInTypes, extendedProtocol == nil, prefix.attributes.isEmpty,
              prefix.modifiers.isEmpty, fileConditions.active.isEmpty, function.whereClause == nil,
              start == 0 || cursor.source.bytes[start - 1] != ASCII.backtick else { return nil }
        return start..<cursor.current.start
    }
}
