/// The parts of a method's template context that the generated tests and test stubs use.
enum TestContext {
    /// Adds the test keys to a method's context (no dictionary of their own to merge).
    static func add(_ method: ForwardedMethod, swift: SwiftSignature, to context: inout TemplateObject)
        throws
    {
        let requirement = method.requirement
        let handlerIndex = method.shape.handlerIndex
        let generic = GenericTest(requirement)
        var arguments: [Int: String] = [:]
        var missing: [String] = []
        for (index, parameter) in requirement.parameters.enumerated() where index != handlerIndex {
            if let sample = generic.argument(of: parameter.type) ?? SampleValues.argument(of: parameter.type) {
                arguments[index] = sample
            } else {
                missing.append(parameter.type.unattributed.description)
            }
        }
        if let handlerIndex { arguments[handlerIndex] = "completion" }
        if let reason = generic.untestableReason(of: requirement, handlerIndex: handlerIndex) {
            context["testCall"] = .null
            context["stub"] = .null
            context["untestableReason"] = .string(reason)
        } else if missing.isEmpty, !requirement.parameters.contains(where: { $0.isInout }) {
            let call = try swift.call(of: requirement, arguments: arguments)
            context["testCall"] = .string(call)
            context["untestableReason"] = .null
            context["stub"] = stub(method)
        } else {
            context["testCall"] = .null
            context["stub"] = .null
            context["untestableReason"] = .string(missing.isEmpty ? "an inout parameter"
                : "no public initialiser of " + missing.map { "'\($0)'" }.joined(separator: ", ") + " outside UIKit")
        }
        if requirement.parameters.contains(where: \.isVariadic) && context["stub"] != .null {
            context["stub"] = .null
            context["untestableReason"] = "a variadic parameter (the leaf takes it as an array)"
        }
        let testValueType = method.componentValueType.map(generic.concrete)
        let answerSample = testValueType.flatMap(SampleValues.answer(of:))
        context["answerSample"] = answerSample.map { .string($0) } ?? .null
        context["testValueType"] = testValueType.map { .string($0.description) } ?? .null
        generic.addSpyAnswer(method, to: &context)
        let leaves = method.leafProperties
        context["firstLeaf"] = leaves.first.map { .string($0) } ?? .null
        context["lastLeaf"] = leaves.last.map { .string($0) } ?? .null
        if case .completion(_, let value) = method.shape {
            context["recordedType"] = .string(value?.description ?? "Void")
            context["expectedCombined"] = expectedCombined(method).map { .string($0) } ?? .null
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
    /// null for an async method.
    private static func stub(_ method: ForwardedMethod) -> TemplateValue {
        let kind: String
        var stub: TemplateObject = ["neutral": method.neutralValue.map { .string($0) } ?? .null]
        switch method.shape {
        case _ where method.requirement.throwsClause != nil:
            // Errors are caught there, so the test's closure does not throw.
            kind = "throwing"
            stub["returnsValue"] = .bool(method.shape != .void)
        case .void: kind = "void"
        case .value: kind = "value"
        case .completion(let index, let value):
            kind = "completion"
            // A `@Sendable` handler may not capture a plain local variable.
            stub["isSendable"] = .bool(method.requirement.parameters[index].type.attributes.contains("@Sendable"))
            let compared = value != nil && method.neutralValue != nil ? method.componentValueType : nil
            stub["answerType"] = compared.map { .string($0.description) } ?? .null
        case .valueAndListCompletion(let index, _):
            kind = "listCompletion"
            stub["handlerType"] = .string(method.requirement.parameters[index].type.unattributed.description)
        case .async:
            return .null
        }
        stub["kind"] = .string(kind)
        return .object(stub)
    }
}
