/// Which names of a type's own members a piece of Swift (one member's text) uses: bare identifiers and those after
/// `self.`, `Self.` or the type's name, including in string interpolations, that no declaration in scope there
/// shadows (parameters, locals, closure parameters, loop and pattern bindings). `other.name` (another object's
/// member) and argument labels do not count. Where it cannot tell, it counts the name: that errs on the side of
/// keeping members together, never of breaking code.
enum MemberReferences {
    /// - Parameters:
    ///   - ownTypes: the names that mean the type in `Type.member` (the leaf's; the composite's, whose forwarders
    ///     reach the adopted leaf's members).
    ///   - parameters: the member's own parameter names (a function's), in scope everywhere in it.
    static func identifiers(in bytes: [UInt8], ownTypes: [String] = [], parameters: [String] = []) -> Set<String> {
        guard let lexemes = CodeLexemes.of(bytes) else { return [] }
        var walker = ReferenceWalker(lexemes: lexemes, ownTypes: Set(ownTypes))
        walker.scopes[0].names.formUnion(parameters)
        walker.run()
        return walker.references
    }

    /// The identifiers of `bytes` outside `ranges` (the ranges blanked out), declarations included: code elsewhere
    /// in the module (a forwarder declaring `var name`, a call site), counted without scopes.
    static func identifiers(in bytes: [UInt8], outside ranges: [Range<Int>], ownTypes: [String]) -> Set<String> {
        var blanked = bytes
        for range in ranges {
            for index in range where blanked[index] != ASCII.newline { blanked[index] = ASCII.space }
        }
        guard let lexemes = CodeLexemes.of(blanked) else { return [] }
        var names: Set<String> = []
        for (index, lexeme) in lexemes.enumerated() where lexeme.kind == .identifier {
            if index > 0, lexemes[index - 1].text == ".", index > 1,
               !["self", "Self"].contains(lexemes[index - 2].text), !ownTypes.contains(lexemes[index - 2].text) {
                continue
            }
            names.insert(lexeme.text)
        }
        return names
    }
}
