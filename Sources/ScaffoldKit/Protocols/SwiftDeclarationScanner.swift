/// Reads protocol declarations (and the methods of leaf types) from Swift source, without SwiftSyntax.
///
/// The scanner tokenizes the UTF-8 bytes once, reads `protocol` declarations in full, and skips every other
/// declaration by brace matching that respects comments and string literals. It accepts the SDK's generated
/// interfaces as they are (`optional` requirements, `= default` arguments) and reports what a composite cannot
/// forward (`associatedtype`, `Self`, initializers, subscripts) as located errors.
public enum SwiftDeclarationScanner {
    /// Every protocol declared in the file, in source order; throws all errors of the file at once.
    public static func protocols(in source: [UInt8], path: String) throws -> [ProtocolSpec] {
        var parser = try DeclarationParser(bytes: source, path: path, mode: .protocols)
        try parser.run()
        var diagnostics = parser.fileDiagnostics
        for scanned in parser.protocols { diagnostics.append(contentsOf: scanned.diagnostics) }
        try diagnostics.throwIfErrors()
        return parser.protocols.map(\.spec)
    }

    /// The protocol called `name`; errors in other protocols of the file do not matter.
    /// - Parameter reference: where the name was asked for (the manifest's `protocol:`); a missing protocol is
    ///   reported there, naming the protocols the file declares.
    public static func protocolSpec(named name: String, in source: [UInt8], path: String,
                                    reference: SourceLocation? = nil) throws -> ProtocolSpec {
        var parser = try DeclarationParser(bytes: source, path: path, mode: .protocols)
        try parser.run()
        try parser.fileDiagnostics.throwIfErrors()
        guard let scanned = parser.protocols.first(where: { $0.spec.name == name }) else {
            let names = parser.protocols.map(\.spec.name)
            let detail = names.isEmpty
                ? " (the file declares no protocols)"
                : Suggestions.didYouMean(name, in: names)
            if let reference {
                let declared = names.isEmpty ? "it declares no protocols"
                    : "it declares " + names.map { "'\($0)'" }.joined(separator: ", ")
                throw DiagnosticError(.error("'\(path)' has no protocol named '\(name)'; \(declared)", at: reference))
            }
            throw DiagnosticError(.error("no protocol named '\(name)' in this file\(detail)",
                                         at: SourceLocation(file: path, line: 1, column: 1)))
        }
        if scanned.diagnostics.contains(where: { $0.severity == .error }) { throw DiagnosticError(scanned.diagnostics) }
        return scanned.spec
    }

    /// What a (leaf) file declares in its types.
    struct TypeContents {
        /// The non-private `func`s declared directly in its classes, structs, enums, actors and extensions (not in
        /// types nested in them), in source order: name, parameters, return type and location, to compare against a
        /// protocol's requirements.
        var functions: [MethodRequirement]
        /// For each of `functions`, the type it is declared in (for an extension, the type it extends).
        var functionTypes: [String]
        /// For each of `functions`, its bytes from `func` to its body's `{` when a function spelled so can be
        /// skipped as a known declaration (`KnownDeclaration`): no attributes or modifiers, no `#if`.
        var signatures: [Range<Int>?]
        /// The functions not read (`typeContents(in:path:known:)`): for each, in source order, the index of the
        /// known declaration it spells and the type it is declared in.
        var knownFunctions: [(declaration: Int, type: String)] = []
        /// Type name → the protocols (and superclass) its declaration and extensions in the file list after `:`,
        /// as written, in source order.
        var adoptions: [String: [String]]
    }

    /// The `func`s and adoptions of the types of a (leaf) file.
    /// - Parameter known: declarations the file is expected to spell: a function spelled as one of them, byte for
    ///   byte up to its body (with nothing in front of it but a doc comment, outside any `#if`, in a type), is not
    ///   read, only noted in `knownFunctions`. When one is met anywhere else, or the file has an error, the file is
    ///   read again in full: the result is always that of a full reading, but for the functions left out.
    static func typeContents(in source: [UInt8], path: String,
                             known: [KnownDeclaration] = []) throws -> TypeContents {
        if !known.isEmpty, let parser = try? parsed(source, path: path, known: known),
           parser.nextElided == parser.elided.count {
            return contents(of: parser)
        }
        return contents(of: try parsed(source, path: path, known: []))
    }

    private static func parsed(_ source: [UInt8], path: String, known: [KnownDeclaration]) throws -> DeclarationParser {
        var parser = try DeclarationParser(bytes: source, path: path, mode: .functionsInTypes, known: known)
        if !parser.elided.isEmpty { parser.knownFunctions.reserveCapacity(parser.elided.count) }
        try parser.run()
        try parser.fileDiagnostics.throwIfErrors()
        return parser
    }

    private static func contents(of parser: DeclarationParser) -> TypeContents {
        TypeContents(functions: parser.functions, functionTypes: parser.functionTypes, signatures: parser.signatures,
                     knownFunctions: parser.knownFunctions, adoptions: parser.adoptions)
    }

    /// The `func` declarations inside the types of a (leaf) file (`TypeContents.functions`).
    public static func functionDeclarations(in source: [UInt8], path: String) throws -> [MethodRequirement] {
        try typeContents(in: source, path: path).functions
    }
}
