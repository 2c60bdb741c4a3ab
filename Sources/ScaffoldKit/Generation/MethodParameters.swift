/// A method's parameters as its declarations, calls and tests show them, converted once: the composite's forwarder,
/// the component protocol, the forwarding loop, the join call and the test call of one method share these values
/// rather than converting the same parameters again for each.
struct MethodParameters {
    /// One `FunctionDeclaration.Parameter` object each (`SwiftSignature.declared`).
    let declared: [TemplateValue]
    /// One `FunctionCall.Argument` object each, passing the parameter itself (`SwiftSignature.passed`).
    let passed: [TemplateValue]
    /// One `FunctionCall.Argument` object each passing the parameter's sample (`SampleValues.argument`), nil where
    /// scaffold knows none; a generic method's tests make their own (`GenericTest`).
    let sampled: [TemplateValue?]

    init(_ parameters: [Parameter]) {
        var shared = Shared()
        self = shared.parameters(parameters)
    }

    /// The declared parameters of `parameters`, a variant of the method's own (`componentRequirement`): these when
    /// it has the same ones.
    func declared(as parameters: [Parameter], own: [Parameter]) -> [TemplateValue] {
        parameters == own ? declared : parameters.map(SwiftSignature.declared)
    }

    /// The parameters of a composite's methods, each distinct one converted once: the methods of a protocol share
    /// most of theirs (`_ application: UIApplication`). Made for one composite's models and dropped with them.
    struct Shared {
        private var converted: [Parameter: (declared: TemplateValue, passed: TemplateValue, sampled: TemplateValue?)]
            = [:]

        mutating func parameters(_ parameters: [Parameter]) -> MethodParameters {
            var declared: [TemplateValue] = []
            var passed: [TemplateValue] = []
            var sampled: [TemplateValue?] = []
            declared.reserveCapacity(parameters.count)
            passed.reserveCapacity(parameters.count)
            sampled.reserveCapacity(parameters.count)
            for parameter in parameters {
                let values = converted[parameter] ?? convert(parameter)
                declared.append(values.declared)
                passed.append(values.passed)
                sampled.append(values.sampled)
            }
            return MethodParameters(declared: declared, passed: passed, sampled: sampled)
        }

        private mutating func convert(_ parameter: Parameter)
            -> (declared: TemplateValue, passed: TemplateValue, sampled: TemplateValue?)
        {
            let sample = SampleValues.argument(of: parameter.type)
            let values = (declared: SwiftSignature.declared(parameter), passed: SwiftSignature.passed(parameter),
                          sampled: sample.map { SwiftSignature.argument(label: parameter.label, value: .string($0)) })
            converted[parameter] = values
            return values
        }
    }

    private init(declared: [TemplateValue], passed: [TemplateValue], sampled: [TemplateValue?]) {
        self.declared = declared
        self.passed = passed
        self.sampled = sampled
    }
}
