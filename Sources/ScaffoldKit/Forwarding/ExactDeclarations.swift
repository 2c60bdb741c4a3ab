/// The leaf audit's fast path: how a leaf declares each requirement of the component protocol when it implements it
/// exactly as scaffold writes it, `ForwardedMethod.componentRequirement` in the spelling of the default
/// `Signature.swift.template` (`func name(label name: Type) -> Result`). Built once per plan.
///
/// A leaf's function spelled so, token for token (`KnownDeclaration`), reads as the function its spelling reads
/// as, which implements the requirement (checked here). When the requirement is the only one of its Swift name
/// and the leaf lists it, `LeafCheck.finding` reports nothing about the function, whatever else the file holds:
/// the first requirement it implements is a listed one. Such a function is then neither read in full nor checked;
/// any other (another spelling, attributes, `#if`, an unlisted, overloaded or nearly matched requirement) is, as
/// before.
struct ExactDeclarations {
    /// By the selector of the requirement.
    private var bySelector: [String: KnownDeclaration] = [:]

    init() {}

    /// - Parameter byName: every candidate of the plan by Swift name (`LeafRequirements.byName`).
    init(_ candidates: [LeafRequirements.Candidate], byName: [String: [LeafRequirements.Candidate]]) {
        for candidate in candidates where candidate.isForwarded {
            let witness = candidate.witness
            guard byName[witness.swiftName]?.count == 1, let spelling = Self.spelling(of: witness),
                  let declaration = KnownDeclaration(spelling: spelling),
                  declaration.function.swiftName == witness.swiftName,
                  WitnessMatch.problem(declaration.function, witness) == nil else { continue }
            bySelector[candidate.selector] = declaration
        }
    }

    /// The declarations of the requirements `leaf` lists that, spelled so, need no check in its file.
    func declarations(listedBy leaf: LeafPlan) -> [KnownDeclaration] {
        leaf.selectors.compactMap { bySelector[$0] }
    }

    /// `func name<T>(label name: Type, …) async throws -> Result` as the default signature template writes it;
    /// nil for a static requirement or one with a `where` clause.
    static func spelling(of method: MethodRequirement) -> String? {
        guard !method.isStatic, method.whereClause == nil else { return nil }
        var text = ""
        text.reserveCapacity(128)
        text += "func "
        text += method.name
        if let generics = method.genericParameterClause { text += generics }
        text += "("
        for (index, parameter) in method.parameters.enumerated() {
            if index > 0 { text += ", " }
            if let label = parameter.label {
                if label != parameter.name { text += label + " " }
            } else {
                text += "_ "
            }
            text += parameter.name
            text += parameter.isInout ? ": inout " : ": "
            parameter.type.write(to: &text)
            if parameter.isVariadic { text += "..." }
        }
        text += ")"
        if method.isAsync { text += " async" }
        if let throwsClause = method.throwsClause { text += " " + throwsClause }
        if let returned = method.returnType, !returned.isVoid {
            text += " -> "
            returned.write(to: &text)
        }
        return text
    }
}
