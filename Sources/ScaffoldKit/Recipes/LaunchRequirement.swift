/// The protocol method at which launch commands run (`application(_:didFinishLaunchingWithOptions:)`).
enum LaunchRequirement {
    /// The selector used when no requirement carries the `- scaffold.launch` annotation.
    static let defaultSelector = "application(_:didFinishLaunchingWithOptions:)"

    /// The requirement annotated `- scaffold.launch: commands`, else the one named `defaultSelector`.
    static func find(in spec: ProtocolSpec) -> MethodRequirement? {
        spec.methods.first { $0.annotations["launch"] != nil } ?? spec.method(named: defaultSelector)
    }

    /// Whether the composite can implement `requirement` itself when no component lists it:
    /// a synchronous instance method returning nothing or `Bool` (answered `true`).
    static func isSupported(_ requirement: MethodRequirement) -> Bool {
        guard !requirement.isAsync, requirement.throwsClause == nil, !requirement.isStatic,
              requirement.genericParameterClause == nil else { return false }
        guard let result = requirement.returnType, !result.isVoid else { return true }
        return result.description == "Bool"
    }
}
