/// What a peeled-off leaf's skeleton test (`ComponentLeafSkeletonTests.swift.template`) sees when `scaffold add
/// component --from` writes it: the new leaf, where its code came from, and the composite's names.
struct PeelOffSkeletonModel: Encodable {
    let leaf: LeafSourceModel
    let source: LeafSourceModel
    let composite: Composite
    let imports: [String]

    struct Composite: Encodable {
        let name: String
        let module: String
        let componentProtocol: String
    }
}
