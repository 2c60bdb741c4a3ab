/// A property of the protocol, which the composite holds itself (a leaf never sees it): `properties[]`, written by
/// `HeldProperty.swift.template` (`var window: UIWindow?`).
struct HeldPropertyModel: TemplateModel {
    let attributes: [String]
    let isNonisolated: Bool
    let isStatic: Bool
    let name: String
    let type: String
    let initialValue: String?

    /// Nonisolated when the protocol is not `@MainActor` (its requirements are nonisolated; the composite is used
    /// from the main actor).
    init(_ property: PropertyRequirement, isMainActor: Bool) {
        let initial = HeldProperties.initialValue(of: property)
        attributes = property.attributes.filter { $0.name == "available" }.map { "\($0)" }
        isNonisolated = !isMainActor
        isStatic = property.isStatic
        name = property.name
        type = property.type.description
        initialValue = initial == "nil" ? nil : initial
    }

    static let path = "properties[]"
    static let summary = "A property of the protocol the composite holds itself (`window`)."
    static let fields: TemplateFields<Self> = [
        TemplateField("attributes", "its `@available` attributes") { $0.attributes },
        TemplateField("isNonisolated", "the protocol is not `@MainActor`: the property is `nonisolated`") {
            $0.isNonisolated
        },
        TemplateField("isStatic", "a static property") { $0.isStatic },
        TemplateField("name", "its name") { $0.name },
        TemplateField("type", "its Swift type") { $0.type },
        TemplateField("initialValue", "what it starts with (`- scaffold.initial:`; null for `nil`)") {
            $0.initialValue
        },
    ]
}
