/// Which requirement of the delegate protocol a method of the adopted class implements, decided by its whole
/// signature as Swift decides it (labels, types, `async`, the return type), and the name the manifest lists it by.
///
/// `application(_:didReceiveRemoteNotification:) async -> UIBackgroundFetchResult` implements the async form of
/// `…fetchCompletionHandler:`, not the deprecated `application(_:didReceiveRemoteNotification:)` of the same Swift
/// name: the manifest lists it as `application(_:didReceiveRemoteNotification:) async`. A method of a
/// requirement's name that matches no form of it (a near miss) implements nothing: UIKit never called it.
struct DelegateWitnesses {
    let spec: ProtocolSpec
    private let index: SelectorIndex

    init(spec: ProtocolSpec) {
        self.spec = spec
        index = SelectorIndex(spec)
    }

    /// What `function` implements: the requirement's position in the protocol and the manifest's name for it.
    struct Witness: Equatable {
        var position: Int
        var manifestName: String
    }

    func witness(of function: MethodRequirement) -> Witness? {
        let sameName = spec.methods.indices.filter { spec.methods[$0].swiftName == function.swiftName }
        if let position = sameName.first(where: { WitnessMatch.problem(function, spec.methods[$0]) == nil }) {
            if unlistable(function) != nil { return nil }
            return Witness(position: position, manifestName: index.selectors[position])
        }
        guard function.isAsync, let completionName = spec.asyncTwins[function.swiftName],
              let position = spec.methods.firstIndex(where: { $0.swiftName == completionName }),
              let asyncForm = Self.asyncForm(of: spec.methods[position]),
              WitnessMatch.problem(function, asyncForm) == nil else { return nil }
        // The Swift name alone names another requirement when one has it.
        let name = sameName.isEmpty ? function.swiftName : function.swiftName + SwiftNameRules.asyncSuffix
        return Witness(position: position, manifestName: name)
    }

    /// The requirement `function` implements by its own name when the manifest cannot list that name (it is also
    /// the async form of another: the deprecated `application(_:didReceiveRemoteNotification:)`), with the
    /// requirement the name's async form stands for. Such a method is no delegate method of the adopted leaf: it
    /// stays a member, and the composite implements it through its forwarder under the same signature.
    func unlistable(_ function: MethodRequirement) -> (named: MethodRequirement, asyncFormOf: MethodRequirement)? {
        guard !function.isAsync,
              let position = spec.methods.indices.first(where: {
                  spec.methods[$0].swiftName == function.swiftName
                      && WitnessMatch.problem(function, spec.methods[$0]) == nil
              }),
              case .ambiguous(_, let completion)? = index.match(index.selectors[position]) else { return nil }
        return (spec.methods[position], spec.methods[completion])
    }

    /// The `async` form of a completion-handler requirement: no handler, returning what the handler took.
    private static func asyncForm(of method: MethodRequirement) -> MethodRequirement? {
        guard let handler = method.parameters.last, let function = handler.type.functionType,
              function.parameters.count <= 1 else { return nil }
        return AsyncTwins.asyncForm(of: method, returning: function.parameters.first?.unattributed)
    }
}
