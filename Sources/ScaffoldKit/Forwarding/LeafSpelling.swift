/// How a leaf's declaration of a requirement differs from the protocol's: arrays for variadic parameters, another
/// value passed to a completion handler. Shared by the planner, the leaf audit and the method models.
enum LeafSpelling {
    /// The requirement with each variadic parameter `T...` turned into an array `[T]`.
    static func arraysForVariadics(_ requirement: MethodRequirement) -> MethodRequirement {
        var copy = requirement
        for index in copy.parameters.indices where copy.parameters[index].isVariadic {
            copy.parameters[index].isVariadic = false
            copy.parameters[index].type = .array(copy.parameters[index].type)
        }
        return copy
    }

    /// `@escaping (T) -> Void` with `T` replaced by `value`.
    static func replacingFunctionParameter(of type: SwiftType, with value: SwiftType) -> SwiftType {
        switch type {
        case .attributed(let attributes, let base):
            return .attributed(attributes: attributes, replacingFunctionParameter(of: base, with: value))
        case .function(var function):
            function.parameters = [value]
            return .function(function)
        default:
            return type
        }
    }
}
