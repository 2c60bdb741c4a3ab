/// Decides how a requirement is forwarded from its signature alone.
enum MethodShape {
    /// The forwarding shape of `method`, or a diagnostic saying why it cannot be forwarded.
    static func shape(of method: MethodRequirement) -> Result<ForwardingShape, Diagnostic> {
        if method.isAsync { return .success(.async(method.returnType)) }
        let handlers = method.parameters.indices.filter { method.parameters[$0].type.isCompletionHandler }
        guard let handler = handlers.last else {
            return .success(method.returnType.map { .value($0) } ?? .void)
        }
        guard let function = method.parameters[handler].type.functionType else { return .success(.void) }
        if function.parameters.count > 1 {
            return .failure(.error(
                "'\(method.selector)' passes \(function.parameters.count) values to its completion handler; "
                    + "scaffold can combine a handler that takes one value or none",
                at: method.location))
        }
        let value = function.parameters.first.map { $0.unattributed }
        guard let returnType = method.returnType else {
            return .success(.completion(parameter: handler, value: value))
        }
        if returnType.nominalName == "Bool", let value, case .array(let element) = value.nonOptional.unattributed {
            return .success(.valueAndListCompletion(parameter: handler, element: element))
        }
        return .failure(.error(
            "'\(method.selector)' both returns '\(returnType)' and takes a completion handler; scaffold can combine "
                + "one of the two (or a Bool with a handler that receives a list, like 'continue userActivity')",
            at: method.location))
    }
}
