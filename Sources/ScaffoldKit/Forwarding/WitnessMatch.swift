/// Whether a leaf's method can witness a requirement, compared as Swift does: the same name and labels,
/// parameter and return types equal in meaning (`TypeMeaning`), and effects the requirement allows (a
/// synchronous method witnesses an `async` requirement, a non-throwing one a `throws` requirement).
enum WitnessMatch {
    /// Why `function` cannot witness `requirement` (nil when it can). Both have the same Swift name.
    static func problem(_ function: MethodRequirement, _ requirement: MethodRequirement) -> String? {
        if let parameter = parameterDifference(function, requirement) { return parameter }
        if !sameMeaning(function.returnType ?? .void, requirement.returnType ?? .void) {
            return "it returns '\(function.returnType ?? .void)', the requirement returns "
                + "'\(requirement.returnType ?? .void)'"
        }
        if function.isAsync && !requirement.isAsync { return "it is async, the requirement is not" }
        if function.throwsClause != nil && requirement.throwsClause == nil {
            return "it throws, the requirement does not"
        }
        if function.isStatic != requirement.isStatic {
            return function.isStatic ? "it is static, the requirement is not" : "the requirement is static"
        }
        return nil
    }

    /// What differs between the parameters (labels, then types), or nil when they agree.
    static func parameterDifference(_ function: MethodRequirement, _ requirement: MethodRequirement) -> String? {
        guard function.parameters.count == requirement.parameters.count else {
            return "it takes \(function.parameters.count) parameters, the requirement \(requirement.parameters.count)"
        }
        // By index, reading the parameters in place rather than copying each pair: this runs for every method of
        // every leaf.
        let (leaves, required) = (function.parameters, requirement.parameters)
        for index in leaves.indices where leaves[index].label != required[index].label
            || !sameMeaning(leaves, required, at: index) {
            if leaves[index].label != required[index].label {
                return "argument label '\(leaves[index].label ?? "_")' is '\(required[index].label ?? "_")' "
                    + "in the protocol"
            }
            return "parameter '\(leaves[index].name)' has type '\(leaves[index].type.unattributed)', the protocol "
                + "has '\(required[index].type.unattributed)'"
        }
        return nil
    }

    /// How many parameters differ in label or type: the closeness of a near miss.
    static func differenceCount(_ function: MethodRequirement, _ requirement: MethodRequirement) -> Int {
        let (leaves, required) = (function.parameters, requirement.parameters)
        return (0..<min(leaves.count, required.count)).filter {
            leaves[$0].label != required[$0].label || !sameMeaning(leaves, required, at: $0)
        }.count + abs(leaves.count - required.count)
    }

    /// Whether two types mean the same; one spelled the same way (a leaf written from the protocol, as nearly all
    /// are) is not canonicalized and printed.
    private static func sameMeaning(_ type: SwiftType, _ other: SwiftType) -> Bool {
        type == other || TypeMeaning.key(type) == TypeMeaning.key(other)
    }

    /// Whether the parameters at `index` mean the same, read in place (copying each parameter costs more than
    /// comparing two spelled alike).
    private static func sameMeaning(_ parameters: [Parameter], _ others: [Parameter], at index: Int) -> Bool {
        if parameters[index].type == others[index].type && parameters[index].isVariadic == others[index].isVariadic
            && parameters[index].isInout == others[index].isInout { return true }
        return key(parameters[index]) == key(others[index])
    }

    /// A parameter's meaning: `inout`, its type (variadic `T...` taken as `[T]`).
    private static func key(_ parameter: Parameter) -> String {
        let type = parameter.isVariadic ? SwiftType.array(parameter.type) : parameter.type
        return (parameter.isInout ? "inout " : "") + TypeMeaning.key(type)
    }
}
