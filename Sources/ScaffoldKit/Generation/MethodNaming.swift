/// Names and spellings of a forwarded method the method models (`MethodModel`) share.
enum MethodNaming {
    /// The parameter a sequence's forwarding loop for a completion-handler method takes besides the method's own.
    static let deadlineParameter = Parameter(label: "completionDeadline", name: "completionDeadline",
                                             type: .named("Double"))

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
