/// Names and spellings shared by the method models (`MethodModel`) and the planner.
enum MethodContext {
    /// A method's model as a template value (`MethodModel`), for callers that still hold contexts as values.
    static func make(_ method: ForwardedMethod, swift: SwiftSignature, isMainActor: Bool = true,
                     ident: String? = nil, launchSelector: String? = nil) throws -> TemplateValue {
        try TemplateValueEncoder.value(of: MethodModel(method, swift: swift, isMainActor: isMainActor, ident: ident,
                                                       launchSelector: launchSelector))
    }

    /// The parameter a sequence's forwarding loop for a completion-handler method takes besides the method's own.
    static let deadlineParameter = Parameter(label: "completionDeadline", name: "completionDeadline",
                                             type: .named("Double"))

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

    /// A Swift identifier unique to the selector: `application(_:open:options:)` → `applicationOpenOptions`.
    /// Overloaded requirements add their parameter names: `handle(_ tasks:)` → `handleTasks`.
    static func identifier(for requirement: MethodRequirement) -> String {
        if requirement.isOverloaded {
            return requirement.name
                + requirement.parameters.map { SwiftNaming.upperFirst($0.label ?? $0.name) }.joined()
        }
        return requirement.name + requirement.parameters.compactMap { $0.label.map(SwiftNaming.upperFirst) }.joined()
    }
}
