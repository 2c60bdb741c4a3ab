/// A generic requirement whose type parameter only its result names (`func decode<T: Decodable>() -> T?`): a call
/// of it says which `T` it answers (`leaf.decode() as T?`), since nothing else in the forwarding loop does.
enum GenericResult {
    /// ` as T?` (the result as the component protocol declares it) for such a requirement; empty otherwise.
    static func coercion(of method: ForwardedMethod) -> String {
        coercion(ofComponent: method.componentRequirement)
    }

    /// `coercion(of:)` of the method's `componentRequirement`, when the caller has it.
    static func coercion(ofComponent requirement: MethodRequirement) -> String {
        guard requirement.genericParameterClause != nil else { return "" }
        let names = GenericSamples.parameters(of: requirement.genericParameterClause).map(\.name)
        guard !names.isEmpty, let result = requirement.returnType,
              GenericSamples.mentions(result.description, names) else { return "" }
        let inParameters = requirement.parameters.contains { parameter in
            GenericSamples.mentions(parameter.type.description, names)
        }
        return inParameters ? "" : " as " + result.description
    }
}
