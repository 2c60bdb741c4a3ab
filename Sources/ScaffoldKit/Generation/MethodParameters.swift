/// A method's parameters as its declarations and calls show them, converted once: the composite's forwarder, the
/// component protocol, the forwarding loop and the join call of one method share these values rather than
/// converting the same parameters again for each.
struct MethodParameters {
    /// One `FunctionDeclaration.Parameter` object each (`SwiftSignature.declared`).
    let declared: [TemplateValue]
    /// One `FunctionCall.Argument` object each, passing the parameter itself (`SwiftSignature.passed`).
    let passed: [TemplateValue]

    init(_ parameters: [Parameter]) {
        declared = parameters.map(SwiftSignature.declared)
        passed = parameters.map(SwiftSignature.passed)
    }

    /// The declared parameters of `parameters`, a variant of the method's own (`componentRequirement`): these when
    /// it has the same ones.
    func declared(as parameters: [Parameter], own: [Parameter]) -> [TemplateValue] {
        parameters == own ? declared : parameters.map(SwiftSignature.declared)
    }
}
