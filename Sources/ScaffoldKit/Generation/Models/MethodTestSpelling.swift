/// The keys of a method's model that the generated tests and test stubs use (see `MethodModel`).
struct MethodTestSpelling {
    var testCall: TemplateValue?
    var stub: LeafStubModel?
    var untestableReason: String?
    var answerSample: String?
    var testValueType: String?
    var spy: SpyAnswer
    var recordedType: String?
    var expectedCombined: String?

    /// - Parameter awaitsAsyncForm: the leaves implement the async form: no stub checks the handler's answer.
    /// - Parameter parameters: the requirement's parameters, converted once for its declarations, calls and tests.
    init(_ method: ForwardedMethod, ident: String, awaitsAsyncForm: Bool, parameters: MethodParameters,
         swift: SwiftSignature) {
        let requirement = method.requirement
        let handlerIndex = method.shape.handlerIndex
        let generic = GenericTest(requirement)
        // Each parameter's sample, the handler `completion`.
        var arguments: [TemplateValue] = []
        arguments.reserveCapacity(requirement.parameters.count)
        var missing: [String] = []
        for (index, parameter) in requirement.parameters.enumerated() {
            if index == handlerIndex {
                arguments.append(SwiftSignature.argument(label: parameter.label, value: "completion"))
            } else if let sample = Self.sample(index, of: requirement, generic: generic, parameters: parameters) {
                arguments.append(sample)
            } else {
                missing.append(parameter.type.unattributed.description)
            }
        }
        var stub: LeafStubModel?
        if let reason = generic.untestableReason(of: requirement, handlerIndex: handlerIndex) {
            untestableReason = reason
        } else if missing.isEmpty, !requirement.parameters.contains(where: { $0.isInout }) {
            testCall = swift.call(named: requirement.name, arguments: arguments)
            stub = Self.stub(method)
        } else {
            untestableReason = missing.isEmpty ? "an inout parameter"
                : "no public initialiser of " + missing.map { "'\($0)'" }.joined(separator: ", ") + " outside UIKit"
        }
        if requirement.parameters.contains(where: \.isVariadic) && stub != nil {
            stub = nil
            untestableReason = "a variadic parameter (the leaf takes it as an array)"
        }
        self.stub = awaitsAsyncForm ? nil : stub
        let testValueType = method.componentValueType.map(generic.concrete)
        answerSample = testValueType.flatMap(SampleValues.answer(of:))
        self.testValueType = testValueType?.description
        spy = generic.spyAnswer(method, ident: ident)
        if case .completion(_, let value) = method.shape {
            recordedType = value?.description ?? "Void"
            expectedCombined = Self.expectedCombined(method)
        }
    }

    /// The argument a test passes for the parameter at `index`: its sample (a type parameter's made concrete:
    /// `GenericTest`), nil without one.
    private static func sample(_ index: Int, of requirement: MethodRequirement, generic: GenericTest,
                               parameters: MethodParameters) -> TemplateValue? {
        guard !generic.names.isEmpty else { return parameters.sampled[index] }
        let parameter = requirement.parameters[index]
        return (generic.argument(of: parameter.type) ?? SampleValues.argument(of: parameter.type)).map {
            SwiftSignature.argument(label: parameter.label, value: .string($0))
        }
    }

    /// What the system's handler receives when the last leaf answers `answerSample` and the others are neutral.
    private static func expectedCombined(_ method: ForwardedMethod) -> String? {
        guard let policy = method.policy, let type = method.componentValueType,
              let sample = SampleValues.answer(of: type) else { return nil }
        switch policy {
        case .all, .any, .fetchResult, .union, .intersection: return sample
        case .first, .firstNonNil: return PolicyRules.isBool(type) ? sample : nil
        }
    }

    /// What `LeafStub.swift.template` needs to check a fresh leaf answers `method.testCall` with the neutral value;
    /// nil for an async method.
    private static func stub(_ method: ForwardedMethod) -> LeafStubModel? {
        var stub = LeafStubModel(kind: "", neutral: method.neutralValue)
        switch method.shape {
        case _ where method.requirement.throwsClause != nil:
            // Errors are caught there, so the test's closure does not throw.
            stub.kind = "throwing"
            stub.returnsValue = method.shape != .void
        case .void: stub.kind = "void"
        case .value: stub.kind = "value"
        case .completion(let index, let value):
            stub.kind = "completion"
            // A `@Sendable` handler may not capture a plain local variable.
            stub.isSendable = method.requirement.parameters[index].type.attributes.contains("@Sendable")
            let compared = value != nil && method.neutralValue != nil ? method.componentValueType : nil
            stub.answerType = compared?.description
        case .valueAndListCompletion(let index, _):
            stub.kind = "listCompletion"
            stub.handlerType = method.requirement.parameters[index].type.unattributed.description
        case .async:
            return nil
        }
        return stub
    }
}
