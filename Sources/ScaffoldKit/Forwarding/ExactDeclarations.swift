/// The leaf audit's fast path: how leaves spell the requirements of the component protocol they implement exactly,
/// learned from the functions the audit reads in full, one spelling per requirement. Made once per run.
///
/// A function read in full that implements a forwarded requirement exactly (`WitnessMatch`), the only requirement of
/// its Swift name, gives its bytes from `func` to its body's `{` (`KnownDeclaration`). Another leaf's function
/// spelled with the same bytes, where the scanner would skip it, reads as the same function (but for its location
/// and doc comment), so it implements that requirement too. When that leaf lists it, `LeafCheck.finding` reports
/// nothing about the function, whatever else the file holds: the first requirement it implements is a listed one.
/// Such a function is then neither read in full nor checked; any other (another spelling, attributes, `#if`, an
/// unlisted, overloaded or nearly matched requirement) is, as before.
struct ExactDeclarations {
    /// By the selector of the requirement.
    private var bySelector: [String: KnownDeclaration] = [:]

    /// The declarations of the requirements `leaf` lists that, spelled so, need no check in its file.
    func declarations(listedBy leaf: LeafPlan) -> [KnownDeclaration] {
        guard !bySelector.isEmpty else { return [] }
        var declarations: [KnownDeclaration] = []
        declarations.reserveCapacity(leaf.selectors.count)
        for selector in leaf.selectors {
            if let declaration = bySelector[selector] { declarations.append(declaration) }
        }
        return declarations
    }

    /// Learns the spellings of `functions` (read in full from `bytes`) that implement a requirement exactly.
    mutating func learn(from functions: LeafFunctions, in bytes: [UInt8], requirements: LeafRequirements) {
        // At most one spelling per requirement: made at its size once, not grown (and rehashed) as leaves teach.
        if bySelector.isEmpty { bySelector.reserveCapacity(requirements.all.count) }
        for (function, signature) in zip(functions.functions, functions.signatures) {
            guard let signature, let named = requirements.byName[function.swiftName], named.count == 1 else {
                continue
            }
            let requirement = named[0]
            guard requirement.isForwarded, bySelector[requirement.selector] == nil,
                  WitnessMatch.problem(function, requirement.witness) == nil else { continue }
            bySelector[requirement.selector] = KnownDeclaration(spelling: Array(bytes[signature]), function: function)
        }
    }
}
