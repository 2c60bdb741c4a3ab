/// The parts of a method's template context that the generated tests and test stubs use.
enum TestContext {
    /// Adds the test keys to a method's context (no dictionary of their own to merge).
    static func add(_ method: ForwardedMethod, ident: String, swift: SwiftSignature, to context: inout TemplateObject)
        throws
    {
        let requirement = method.requirement
        let handlerIndex = method.shape.handlerIndex
        var arguments: [Int: String] = [:]
        var missing: [String] = []
        for (index, parameter) in requirement.parameters.enumerated() where index != handlerIndex {
            if let sample = SampleValues.argument(of: parameter.type) {
                arguments[index] = sample
            } else {
                missing.append(parameter.type.unattributed.description)
            }
        }
        if let handlerIndex { arguments[handlerIndex] = "completion" }
        if missing.isEmpty, !requirement.parameters.contains(where: { $0.isInout }) {
            let call = try swift.call(of: requirement, arguments: arguments)
            context["testCall"] = .string(call)
            context["untestableReason"] = .null
            context["stubLines"] = .list(stubLines(method, call: call).map { .string($0) })
        } else {
            context["testCall"] = .null
            context["stubLines"] = .null
            context["untestableReason"] = .string(missing.isEmpty ? "an inout parameter"
                : "no public initialiser of " + missing.map { "'\($0)'" }.joined(separator: ", ") + " outside UIKit")
        }
        if requirement.parameters.contains(where: \.isVariadic) && context["stubLines"] != .null {
            context["stubLines"] = .null
            context["untestableReason"] = "a variadic parameter (the leaf takes it as an array)"
        }
        context["answerSample"] = method.componentValueType.flatMap(SampleValues.answer(of:)).map { .string($0) } ?? .null
        context["spyBody"] = .list(spyBody(method, ident: ident).map { .string($0) })
        let leaves = method.leafProperties
        context["expectedCalls"] = .string("[" + leaves.map { "\"\($0)\"" }.joined(separator: ", ") + "]")
        context["firstLeaf"] = leaves.first.map { .string($0) } ?? .null
        context["lastLeaf"] = leaves.last.map { .string($0) } ?? .null
        if case .completion(_, let value) = method.shape {
            context["recordedType"] = .string(value?.description ?? "Void")
            context["recordArgument"] = .string(value == nil ? "recorder.record(())" : "recorder.record($0)")
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

    /// Lines of a leaf test stub that check a fresh leaf answers `call` with the neutral value.
    private static func stubLines(_ method: ForwardedMethod, call: String) -> [String] {
        let leafCall = "leaf." + call
        if method.requirement.throwsClause != nil {
            // Errors are caught here, so the test's closure does not throw.
            let (_, assertion) = valueStub(method, call: "answer")
            let bound = method.shape == .void ? "try \(leafCall)"
                : assertion == nil ? "_ = try \(leafCall)" : "let answer = try \(leafCall)"
            return ["do {", "    " + bound] + (assertion.map { ["    " + $0] } ?? [])
                + ["} catch {", "    XCTFail(\"\\(error)\")", "}"]
        }
        switch method.shape {
        case .void:
            return [leafCall]
        case .value:
            let (first, assertion) = valueStub(method, call: leafCall)
            return [assertion ?? first ?? "_ = \(leafCall)"]
        case .completion(let index, let value):
            // A `@Sendable` handler may not capture a plain local variable.
            let isSendable = method.requirement.parameters[index].type.attributes.contains("@Sendable")
            let variable = isSendable ? "nonisolated(unsafe) var" : "var"
            let sendable = isSendable ? "@Sendable " : ""
            guard value != nil, let neutral = method.neutralValue, let type = method.componentValueType else {
                return ["\(variable) calls = 0", "let completion: \(sendable)() -> Void = { calls += 1 }", leafCall,
                        "XCTAssertEqual(calls, 1)"]
            }
            return ["\(variable) answers: [String] = []",
                    "let completion: \(sendable)(\(type)) -> Void = { answers.append(String(describing: $0)) }",
                    leafCall,
                    "XCTAssertEqual(answers, [String(describing: \(neutral) as \(type))])"]
        case .valueAndListCompletion(let index, _):
            let handlerType = method.requirement.parameters[index].type.unattributed
            return ["let completion: \(handlerType) = { _ in }",
                    method.neutralValue == "true" ? "XCTAssertTrue(\(leafCall))" : "XCTAssertFalse(\(leafCall))"]
        case .async:
            return []
        }
    }

    /// The assertion that `call` answers the neutral value (nil when there is none to compare), and whether the
    /// method has a value at all (`first` is non-nil then).
    private static func valueStub(_ method: ForwardedMethod, call: String) -> (first: String?, assertion: String?) {
        guard method.shape != .void else { return (nil, nil) }
        guard let neutral = method.neutralValue else { return ("_ = \(call)", nil) }
        switch neutral {
        case "true": return ("", "XCTAssertTrue(\(call))")
        case "false": return ("", "XCTAssertFalse(\(call))")
        case "nil": return ("", "XCTAssertNil(\(call))")
        default: return ("", "XCTAssertEqual(\(call), \(neutral))")
        }
    }

    /// The body of a spy leaf's implementation: record the call, then answer as the test configured.
    private static func spyBody(_ method: ForwardedMethod, ident: String) -> [String] {
        let record = "log.record(name)"
        switch method.shape {
        case .void:
            return [record]
        case .value, .async:
            return method.componentValueType == nil ? [record] : [record, "return \(ident)Answer"]
        case .completion(let index, let value):
            let handler = method.requirement.parameters[index].name
            if value == nil { return [record, "self.reply((), to: { _ in \(handler)() })"] }
            return [record, "self.reply(\(ident)Answer, to: \(handler))"]
        case .valueAndListCompletion(let index, _):
            let handler = method.requirement.parameters[index]
            let list = handler.type.functionType?.parameters.first.map { "[] as \($0.unattributed)" } ?? "[]"
            return [record, "if \(ident)Answer { self.reply(\(list), to: \(handler.name)) }", "return \(ident)Answer"]
        }
    }
}
