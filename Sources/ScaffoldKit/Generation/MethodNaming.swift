/// Names and spellings of a forwarded method the method models (`MethodModel`) share.
enum MethodNaming {
    /// The parameter a sequence's forwarding loop for a completion-handler method takes besides the method's own.
    static let deadlineParameter = Parameter(label: "completionDeadline", name: "completionDeadline",
                                             type: .named("Double"))

    /// A Swift identifier unique to the selector: `application(_:open:options:)` → `applicationOpenOptions`.
    /// Overloaded requirements add their parameter names: `handle(_ tasks:)` → `handleTasks`.
    static func identifier(for requirement: MethodRequirement) -> String {
        var ident = requirement.name
        for parameter in requirement.parameters {
            guard let label = requirement.isOverloaded ? parameter.label ?? parameter.name : parameter.label else {
                continue
            }
            appendUpperFirst(label, to: &ident)
        }
        return ident
    }

    /// Appends `name` with its first letter upper-case (`SwiftNaming.upperFirst`); one starting with a lower-case
    /// ASCII letter (nearly every Swift name) is not copied first.
    private static func appendUpperFirst(_ name: String, to text: inout String) {
        guard let byte = name.utf8.first, byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z") else {
            text += SwiftNaming.upperFirst(name)
            return
        }
        text.unicodeScalars.append(Unicode.Scalar(byte - 32))
        text += Substring(name.utf8.dropFirst())
    }
}
