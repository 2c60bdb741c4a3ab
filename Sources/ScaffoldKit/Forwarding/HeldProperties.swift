/// The protocol's properties, which the composite holds itself (a leaf never sees them), and their initial values.
///
/// An optional property starts as `nil`; any other needs `- scaffold.initial: EXPRESSION` in its doc comment,
/// since the composite must be created without arguments. A static property becomes a static one of the composite.
enum HeldProperties {
    /// One error per non-optional property without an initial value.
    static func problems(in spec: ProtocolSpec) -> [Diagnostic] {
        spec.properties.compactMap { property in
            guard initialValue(of: property) == nil else { return nil }
            return .error(
                "property '\(property.name)' of '\(spec.name)' has type '\(property.type)', which has no value to "
                    + "start with; the composite holds it, so give it one with '- scaffold.initial: EXPRESSION' in "
                    + "the property's doc comment (or make it optional)",
                at: property.location)
        }
    }

    /// The expression the composite's stored property starts with; nil when there is none.
    static func initialValue(of property: PropertyRequirement) -> String? {
        if let initial = property.annotations["initial"], !initial.isEmpty { return initial }
        return property.type.isOptional ? "nil" : nil
    }
}
