/// Imports and the declarations of classes, structs, enums, actors and extensions.
extension DeclarationParser {
    /// The kinds an import may name: `import struct Foundation.URL`.
    static let importKinds: [StaticString] = ["struct", "class", "enum", "protocol", "typealias", "func", "var", "let"]

    /// `import UIKit`, `import struct Foundation.URL` (module `Foundation`), `import Darwin.C`.
    mutating func parseImport() {
        cursor.advance()
        let isKindImport = cursor.isWord(cursor.current, oneOf: Self.importKinds) && cursor.peek().kind == .identifier
        if isKindImport { cursor.advance() }
        // Only protocols keep their file's imports: a leaf file's are stepped over with no text made.
        let keeps = mode == .protocols
        var components: [String] = []
        while cursor.current.kind == .identifier {
            if keeps { components.append(cursor.text(cursor.current)) }
            cursor.advance()
            guard cursor.isPunctuation("."), cursor.peek().kind == .identifier else { break }
            cursor.advance()
        }
        guard let first = components.first else { return }
        let module = isKindImport ? first : components.joined(separator: ".")
        if importSet.insert(module).inserted { imports.append(module) }
    }

    /// Moves past an initializer, deinitializer or subscript (or, for `scaffold adopt`, a nested type): everything
    /// up to and including the next `{ … }`, or up to the `}` that ends the type. Adopt's reading of a class and
    /// the leaf audit's both skip these members with it, so that they see the same methods even where the code is
    /// not valid Swift.
    mutating func skipToDeclarationBody() throws {
        while !cursor.isPunctuation("{") {
            if cursor.atEnd || cursor.isPunctuation("}") { return }
            if cursor.isPunctuation("<") {
                try skipAngleBrackets()
            } else if cursor.atOpener {
                try cursor.skipBalanced()
            } else {
                cursor.advance()
            }
        }
        try cursor.skipBalanced()
    }

    /// A class, struct, enum, actor or extension: what it adopts is recorded; its members are read for leaf files,
    /// skipped otherwise (but an extension of a protocol of the file, whose functions are default implementations).
    mutating func parseTypeDeclaration(_ keyword: String) throws {
        cursor.advance()
        let typeName = cursor.text(cursor.current)
        var qualifiedName = typeName
        cursor.advance()
        while cursor.isPunctuation("."), cursor.peek().kind == .identifier {
            cursor.advance()
            qualifiedName += "." + cursor.text(cursor.current)
            cursor.advance()
        }
        if cursor.isPunctuation("<") { try skipAngleBrackets() }
        let inheritance = try parseInheritanceClause()
        if !inheritance.isEmpty { adoptions[qualifiedName, default: []] += inheritance }
        if inheritance.contains(where: { $0 == "OptionSet" || $0.hasSuffix(".OptionSet") }) {
            noteOptionSet(typeName)
        }
        while !cursor.isPunctuation("{") {
            if cursor.isWord("OptionSet") { noteOptionSet(typeName) }   // in a `where` clause
            if cursor.atEnd || cursor.isPunctuation("}") { return }
            if cursor.isPunctuation("(") || cursor.isPunctuation("[") {
                try cursor.skipBalanced()
            } else {
                cursor.advance()
            }
        }
        // Protocol files skip every type's body (but read a protocol's extension for its defaults); leaf files read
        // a top-level type's and skip the bodies of the types nested in it (no composite calls their methods), as
        // adopt does: no recursion deeper than one.
        guard mode == .functionsInTypes, currentType == nil else {
            if mode == .protocols, keyword == "extension",
               protocols.contains(where: { $0.spec.name == qualifiedName }) {
                try readDefaults(of: qualifiedName)
            } else {
                try cursor.skipBalanced()
            }
            return
        }
        currentType = qualifiedName
        defer { currentType = nil }
        let opening = cursor.current
        cursor.advance()
        try parseScope(closingBrace: opening)
        cursor.advance()
    }

    /// Reads the functions of an extension of protocol `name` (the cursor at its `{`) as default implementations;
    /// a body it cannot read is skipped as before, with nothing recorded.
    private mutating func readDefaults(of name: String) throws {
        let (saved, savedDiagnostics, savedDefaults) = (cursor, fileDiagnostics, defaults)
        let opening = cursor.current
        extendedProtocol = name
        defer { extendedProtocol = nil }
        do {
            cursor.advance()
            try parseScope(closingBrace: opening)
            cursor.advance()
        } catch {
            (cursor, fileDiagnostics, defaults) = (saved, savedDiagnostics, savedDefaults)
            try cursor.skipBalanced()
        }
    }

    private mutating func noteOptionSet(_ typeName: String) {
        if optionSetTypeSet.insert(typeName).inserted { optionSetTypes.append(typeName) }
    }
}
