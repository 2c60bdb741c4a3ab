/// The members of an adopted class that code elsewhere may use, written as forwarders on the composite: each keeps
/// its old spelling (and `@objc` selector) and reaches the leaf that now holds it.
enum MemberForwarders {
    /// Attributes a forwarder keeps; property wrappers, `@IBOutlet` and the like stay on the leaf's stored member.
    static let keptAttributes: Set<String> = ["objc", "nonobjc", "available", "discardableResult", "MainActor"]
    /// Modifiers a forwarder keeps (`open` becomes `public`; `static`/`class` are written by the forwarder).
    static let keptModifiers: Set<String> = ["public", "internal", "package", "nonisolated"]

    /// The forwarder of `member`, indented by four spaces and wrapped in the member's `#if`s; nil for members the
    /// composite must not repeat (private ones, overrides, initializers, delegate methods are decided by the caller).
    static func forwarder(of member: AdoptedMember, leafType: String, leafProperty: String) -> [String] {
        let target = member.isStatic ? leafType : leafProperty
        var lines: [String] = []
        var head = member.attributes.filter { keptAttributes.contains($0.name) }.map { "\($0) " }.joined()
        head += member.modifiers.compactMap { $0 == "open" ? "public" : keptModifiers.contains($0) ? $0 : nil }
            .map { $0 + " " }.joined()
        if member.modifiers.contains("dynamic") && member.attributes.contains(where: { $0.name == "objc" }) {
            head += "dynamic "
        }
        switch member.kind {
        case .function:
            guard let function = member.function else { return [] }
            let effects = (function.throwsClause == nil ? "" : "try ") + (function.isAsync ? "await " : "")
            lines = ["\(head)\(declaration(of: function)) {",
                     "    \(effects)\(target).\(call(of: function))",
                     "}"]
        case .property where member.propertyType == nil && member.isStatic && !member.isSettable
            && !member.hasPrivateSetter:
            // A static constant with no type scaffold can name: the same value, its type inferred.
            lines = ["\(head)static let \(member.name) = \(leafType).\(member.name)"]
        case .property:
            guard let type = member.propertyType else { return [] }
            let prefix = "\(head)\(member.isStatic ? "static " : "")var \(member.name): \(type)"
            lines = member.isSettable
                ? ["\(prefix) {", "    get { \(target).\(member.name) }",
                   "    set { \(target).\(member.name) = newValue }", "}"]
                : ["\(prefix) { \(target).\(member.name) }"]
        case .nestedType, .typeAlias:
            lines = ["\(head)typealias \(member.name) = \(leafType).\(member.name)"]
        case .initializer, .deinitializer, .subscripting:
            return []
        }
        lines = lines.map { "    " + $0 }
        for condition in member.conditions.reversed() {
            lines = ["#if \(condition)"] + lines + ["#endif"]
        }
        return lines
    }

    /// `name(label: name, &inoutName)`: the function called with its own parameters.
    static func call(of function: MethodRequirement) -> String {
        function.name + "(" + function.parameters.map { parameter in
            (parameter.label.map { $0 + ": " } ?? "") + (parameter.isInout ? "&" : "") + parameter.name
        }.joined(separator: ", ") + ")"
    }

    /// `func name<T>(label name: Type = default) async throws -> R where …`: the leaf's signature, defaults kept
    /// so that callers that leave arguments out still compile.
    static func declaration(of function: MethodRequirement) -> String {
        var text = function.isStatic ? "static func " : "func "
        text += function.name + (function.genericParameterClause ?? "") + "("
        text += function.parameters.map { parameter in
            var piece: String
            switch parameter.label {
            case nil: piece = "_ " + parameter.name
            case parameter.name?: piece = parameter.name
            case let label?: piece = label + " " + parameter.name
            }
            piece += ": " + (parameter.isInout ? "inout " : "") + parameter.type.description
            if let value = parameter.defaultValue { piece += " = " + value }
            return piece
        }.joined(separator: ", ")
        text += ")"
        if function.isAsync { text += " async" }
        if let clause = function.throwsClause { text += " " + clause }
        if let result = function.returnType, !result.isVoid { text += " -> " + result.description }
        if let clause = function.whereClause { text += " where " + clause }
        return text
    }
}
