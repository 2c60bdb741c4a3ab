/// A moved delegate method spelled as the SDK declares it where the component protocol declares another spelling:
/// `-> UISceneConfiguration` where leaves answer `UISceneConfiguration?` (nil: no opinion), a handler taking
/// `INIntentResponse` where the component's takes `INIntentResponse?`. The composite would never call it, so the
/// peel-off keeps it byte for byte and adds the component protocol's spelling beside it, which calls it: an adapter.
enum ComponentSpelling {
    /// The adapter's lines (indented by four spaces), or nil when `member` matches `requirement` already; an error
    /// when the spellings differ beyond optionality.
    static func adapter(for member: AdoptedMember, implementing requirement: MethodRequirement)
        -> Result<[String]?, Diagnostic>
    {
        guard let function = member.function, let problem = WitnessMatch.problem(function, requirement) else {
            return .success(nil)
        }
        let refusal = Diagnostic.error("'\(function.swiftName)' is declared as the SDK spells it, but the component "
            + "protocol declares '\(requirement.swiftName)' differently (\(problem)), so the moved method would never "
            + "be called; write it as the protocol does, then peel again", at: member.location)
        guard function.parameters.count == requirement.parameters.count, function.isAsync == requirement.isAsync,
              (function.throwsClause == nil) == (requirement.throwsClause == nil) else { return .failure(refusal) }
        var adapter = requirement
        var lines: [String] = []
        var arguments: [Parameter] = []
        for (index, (parameter, required)) in zip(function.parameters, requirement.parameters).enumerated() {
            adapter.parameters[index].name = parameter.name
            adapter.parameters[index].defaultValue = nil
            var argument = parameter
            if TypeMeaning.key(parameter.type) != TypeMeaning.key(required.type) {
                // A handler taking the SDK's value where the component's takes an optional: handed on wrapped.
                guard let sdk = parameter.type.functionType, let component = required.type.functionType,
                      sdk.parameters.count == 1, component.parameters.count == 1,
                      sameButOptionality(parameter.type, required.type) else { return .failure(refusal) }
                let name = "sdk" + String(parameter.name.prefix(1)).uppercased() + parameter.name.dropFirst()
                lines.append("        let \(name): \(parameter.type.unattributed) = { \(parameter.name)($0) }")
                argument.name = name
            }
            arguments.append(argument)
        }
        let returned = function.returnType ?? .void
        let required = requirement.returnType ?? .void
        let differentResult = TypeMeaning.key(returned) != TypeMeaning.key(required)
        if differentResult && !sameButOptionality(returned, required) { return .failure(refusal) }
        var call = function
        call.parameters = arguments
        let effects = (function.throwsClause == nil ? "" : "try ") + (function.isAsync ? "await " : "")
        lines.append("        " + effects + "self." + MemberForwarders.call(of: call)
            + (differentResult ? " as \(returned)" : ""))
        return .success(["    " + MemberForwarders.declaration(of: adapter) + " {"] + lines + ["    }"])
    }

    /// `T` and `T?`, or two function types whose parameters and results differ only so.
    private static func sameButOptionality(_ lhs: SwiftType, _ rhs: SwiftType) -> Bool {
        strippingOptionals(TypeMeaning.canonical(lhs)) == strippingOptionals(TypeMeaning.canonical(rhs))
    }

    private static func strippingOptionals(_ type: SwiftType) -> String {
        switch type {
        case .optional(let wrapped), .implicitlyUnwrappedOptional(let wrapped): return strippingOptionals(wrapped)
        case .function(let function):
            return "(" + function.parameters.map(strippingOptionals).joined(separator: ",") + ")->"
                + strippingOptionals(function.result)
        default: return type.description
        }
    }
}
