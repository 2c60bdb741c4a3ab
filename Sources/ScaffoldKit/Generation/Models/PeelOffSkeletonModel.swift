/// What a peeled-off leaf's skeleton test (`ComponentLeafSkeletonTests.swift.template`) sees when `scaffold add
/// component --from` writes it: the new leaf, where its code came from, and the composite's names.
struct PeelOffSkeletonModel: TemplateValueConvertible {
    let leaf: LeafSourceModel
    let source: LeafSourceModel
    let composite: Composite
    let imports: [String]

    struct Composite {
        let name: String
        let module: String
        let componentProtocol: String
    }

    var templateValue: TemplateValue {
        ["leaf": leaf.templateValue, "source": source.templateValue, "imports": imports.templateValue,
         "composite": ["name": .string(composite.name), "module": .string(composite.module),
                       "componentProtocol": .string(composite.componentProtocol)]]
    }
}
