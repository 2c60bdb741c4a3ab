/// One requirement's type parameters as the generated tests see them (`GenericSamples`): the standard type put in
/// place of each, the arguments written with it, and what the spy leaf stores and answers.
struct GenericTest {
    /// The requirement's type parameters (`T`), empty when it has none.
    let names: [String]
    /// A standard type for each, when every one has one.
    let types: [String: String]?

    init(_ requirement: MethodRequirement) {
        names = GenericSamples.parameters(of: requirement.genericParameterClause).map(\.name)
        types = names.isEmpty ? nil : GenericSamples.concreteTypes(clause: requirement.genericParameterClause,
                                                                  whereClause: requirement.whereClause)
    }

    func mentions(_ type: SwiftType) -> Bool {
        !names.isEmpty && GenericSamples.mentions(type.description, names)
    }

    /// `type` with the standard types in place of the type parameters (`T?` → `String?`); `type` when it has none.
    func concrete(_ type: SwiftType) -> SwiftType {
        guard mentions(type), let types,
              let parsed = try? SwiftTypeParser.parse(GenericSamples.substitute(type.description, types)) else {
            return type
        }
        return parsed
    }

    /// For a parameter of a type parameter's type, a sample of the standard type, written with its type so the call
    /// infers it: `"scaffold" as String`. nil for other parameters, or without standard types.
    func argument(of type: SwiftType) -> String? {
        guard mentions(type), types != nil else { return nil }
        let concrete = concrete(type.unattributed)
        return SampleValues.argument(of: concrete).map { "\($0) as \(concrete)" }
    }

    /// Why the tests cannot call the requirement because of its type parameters: one only its completion handler
    /// or its return type names (a call cannot infer it). nil when that is not the reason.
    func untestableReason(of requirement: MethodRequirement, handlerIndex: Int?) -> String? {
        guard !names.isEmpty else { return nil }
        if let handlerIndex, mentions(requirement.parameters[handlerIndex].type) {
            return "its completion handler takes a value of its own type parameter"
        }
        let inferable = requirement.parameters.contains { mentions($0.type) }
        if !inferable, let returnType = requirement.returnType, mentions(returnType) {
            return "its type parameter is known from its return type alone"
        }
        return nil
    }

    /// What the spy leaf stores (`spyAnswerType`, starting as `spyAnswerInitial`) and answers (`spyAnswer`): its
    /// answer's type when that names no type parameter of the method, else `Any?`, cast to the method's type.
    func spyAnswer(_ method: ForwardedMethod, ident: String) -> SpyAnswer {
        let stored = ident + "Answer"
        guard let type = method.componentValueType, mentions(type) else {
            return SpyAnswer(answer: stored, type: method.componentValueType?.description,
                             initial: method.neutralValue)
        }
        let answer = type.isOptional ? "\(stored) as? \(type.nonOptional)"
            : method.neutralValue.map { "(\(stored) as? \(type)) ?? \($0)" } ?? stored
        return SpyAnswer(answer: answer, type: "Any?", initial: "nil")
    }
}

/// What a spy leaf answers a method with (`spyAnswer`), the type it stores it as (`spyAnswerType`) and the value
/// it starts with (`spyAnswerInitial`).
struct SpyAnswer {
    var answer: String
    var type: String?
    var initial: String?
}
