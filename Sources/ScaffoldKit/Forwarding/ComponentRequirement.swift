extension ForwardedMethod {
    /// The requirement as the component protocol declares it, so as leaves implement it: variadics as arrays, the
    /// value type leaves answer (optional where the protocol's has no neutral value), a handler taking that value,
    /// or the async form when the manifest names the method so (`isSpelledAsync`).
    var componentRequirement: MethodRequirement {
        var leaf = LeafSpelling.arraysForVariadics(requirement)
        switch shape {
        case .void, .valueAndListCompletion:
            break
        case .value, .async:
            if let value = componentValueType { leaf.returnType = value }
        case .completion(let index, let value):
            if isSpelledAsync { return AsyncTwins.asyncForm(of: leaf, returning: componentValueType) }
            if let value, let leafValue = componentValueType, leafValue != value {
                leaf.parameters[index].type = LeafSpelling.replacingFunctionParameter(
                    of: leaf.parameters[index].type, with: leafValue)
            }
        }
        return leaf
    }

    /// The requirement as a leaf of an Objective-C composite implements it: the SDK's own, or its async form.
    var objectiveCLeafRequirement: MethodRequirement {
        guard isSpelledAsync, let index = shape.handlerIndex else { return requirement }
        let value = requirement.parameters[index].type.functionType?.parameters.first?.unattributed
        return AsyncTwins.asyncForm(of: requirement, returning: value)
    }
}
