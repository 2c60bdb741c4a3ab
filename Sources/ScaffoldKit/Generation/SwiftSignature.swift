/// Prints declarations and calls of a method requirement in canonical Swift.
enum SwiftSignature {
    /// `func name<T>(label name: Type, …) async throws -> Result where …`.
    /// - Parameters:
    ///   - returnType: replaces the requirement's return type (nil keeps it; `.some(nil)` makes it `Void`).
    ///   - parameterTypes: replaces the type of the parameter at an index.
    ///   - extraParameters: appended after the requirement's parameters, as written.
    static func declaration(of method: MethodRequirement, returnType: SwiftType?? = nil,
                            parameterTypes: [Int: SwiftType] = [:], extraParameters: [String] = []) -> String {
        var text = method.isStatic ? "static func " : "func "
        text += method.name
        if let generics = method.genericParameterClause { text += generics }
        let parameters = method.parameters.enumerated().map { index, parameter in
            self.parameter(parameter, type: parameterTypes[index] ?? parameter.type)
        } + extraParameters
        text += "(" + parameters.joined(separator: ", ") + ")"
        if method.isAsync { text += " async" }
        if let throwsClause = method.throwsClause { text += " \(throwsClause)" }
        let result = returnType ?? method.returnType
        if let result, !result.isVoid { text += " -> \(result)" }
        if let whereClause = method.whereClause { text += " where \(whereClause)" }
        return text
    }

    /// `label name: Type` (default values dropped: a conformance does not need them).
    static func parameter(_ parameter: Parameter, type: SwiftType) -> String {
        var text: String
        switch parameter.label {
        case nil: text = "_ \(parameter.name)"
        case parameter.name?: text = parameter.name
        case let label?: text = "\(label) \(parameter.name)"
        }
        text += ": "
        if parameter.isInout { text += "inout " }
        text += type.description
        if parameter.isVariadic { text += "..." }
        return text
    }

    /// `name(arg, label: arg)` passing the method's own parameters; `arguments` replaces some by index.
    static func call(of method: MethodRequirement, arguments: [Int: String] = [:], extraArguments: [String] = [])
        -> String
    {
        let parts = method.parameters.enumerated().map { index, parameter -> String in
            let value = arguments[index] ?? ((parameter.isInout ? "&" : "") + parameter.name)
            return parameter.label.map { "\($0): \(value)" } ?? value
        } + extraArguments
        return method.name + "(" + parts.joined(separator: ", ") + ")"
    }

    /// The `@available` attributes carried onto forwarders, so deprecations and availability stay visible.
    static func carriedAttributes(of method: MethodRequirement) -> [String] {
        method.attributes.filter { $0.name == "available" }.map(\.description)
    }
}
