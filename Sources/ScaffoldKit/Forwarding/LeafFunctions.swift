/// The functions of a leaf's own type that the audit checks, read with its fast path: those spelled as the
/// declaration of a requirement the leaf lists (`ExactDeclarations`) have nothing to report and are left out.
struct LeafFunctions {
    /// The functions to check, in source order.
    let functions: [MethodRequirement]
    /// For each of `functions`, its bytes from `func` to its body when it could be skipped spelled so
    /// (`SwiftDeclarationScanner.TypeContents.signatures`).
    let signatures: [Range<Int>?]
    /// The Swift names several functions of the type have: the audit compares those with one another
    /// (`LeafCheck.implemented`), so when one of them was left out, the file is read again in full.
    let repeated: Set<String>
    /// What the type's declaration and extensions in the file list after `:`.
    let adopted: [String]

    /// - Parameter known: the declarations, spelled as the leaf's file may spell them, of requirements it lists.
    init(_ bytes: [UInt8], path: String, leaf: LeafPlan, known: [KnownDeclaration]) throws {
        var contents = try SwiftDeclarationScanner.typeContents(in: bytes, path: path, known: known)
        var own = Self.own(contents, type: leaf.typeName)
        var repeated = Self.repeatedNames(own.map { contents.functions[$0] })
        if Self.skipsRepeatedName(contents, known: known, type: leaf.typeName, checked: own) {
            contents = try SwiftDeclarationScanner.typeContents(in: bytes, path: path)
            own = Self.own(contents, type: leaf.typeName)
            repeated = Self.repeatedNames(own.map { contents.functions[$0] })
        }
        functions = own.map { contents.functions[$0] }
        signatures = own.map { contents.signatures[$0] }
        self.repeated = repeated
        adopted = contents.adoptions[leaf.typeName] ?? []
    }

    /// The indices of the functions of `type` (the composite calls no other type's).
    private static func own(_ contents: SwiftDeclarationScanner.TypeContents, type: String) -> [Int] {
        contents.functions.indices.filter { contents.functionTypes[$0] == type }
    }

    private static func repeatedNames(_ functions: [MethodRequirement]) -> Set<String> {
        guard functions.count > 1 else { return [] }
        var seen = Set<String>(minimumCapacity: functions.count)
        var repeated: Set<String> = []
        for function in functions where !seen.insert(function.swiftName).inserted {
            repeated.insert(function.swiftName)
        }
        return repeated
    }

    /// Whether a function of `type` left out has the Swift name of another function of it. The known declarations
    /// have distinct Swift names (each is the only requirement of its name), so two left out share one only when
    /// they spell the same declaration.
    private static func skipsRepeatedName(_ contents: SwiftDeclarationScanner.TypeContents,
                                          known: [KnownDeclaration], type: String, checked: [Int]) -> Bool {
        // Most leaves spell the declarations in the order they are listed: none twice, and no array to tell.
        var previous = -1
        var inOrder = true
        for skipped in contents.knownFunctions where skipped.type == type {
            inOrder = inOrder && skipped.declaration > previous
            previous = skipped.declaration
        }
        if inOrder && checked.isEmpty { return false }
        var spelled = [Bool](repeating: false, count: known.count)
        for skipped in contents.knownFunctions where skipped.type == type {
            if spelled[skipped.declaration] { return true }
            spelled[skipped.declaration] = true
        }
        guard !checked.isEmpty else { return false }
        let names = Set(known.indices.filter { spelled[$0] }.map { known[$0].function.swiftName })
        return checked.contains { names.contains(contents.functions[$0].swiftName) }
    }
}
