/// What one template sees: every field of its composite's files (`CompositeFilesModel`) and the file's own `leaf`,
/// `source` and `bridge`, null where the file has none.
struct FileModel: TemplateModel {
    /// The composite's fields, encoded once for all of its files (a composite of a thousand leaves renders two
    /// thousand files).
    let shared: Encoded<CompositeFilesModel>
    var leaf: Encoded<LeafModel>? = nil
    var source: LeafSourceModel? = nil
    var bridge: SceneBridgeModel? = nil

    /// The file's own fields.
    private struct OwnFields: Encodable {
        let leaf: Encoded<LeafModel>?
        let source: LeafSourceModel?
        let bridge: SceneBridgeModel?
    }

    private var own: OwnFields { OwnFields(leaf: leaf, source: source, bridge: bridge) }

    func encode(to encoder: any Encoder) throws {
        try shared.value.encode(to: encoder)
        try own.encode(to: encoder)
    }

    /// The context a template renders with: what `encode(to:)` writes, the composite's fields taken as they were
    /// encoded once, the file's own encoded here.
    var context: [String: TemplateValue] {
        get throws {
            guard case .object(var fields) = shared.value,
                  case .object(let own) = try TemplateValueEncoder.value(of: own) else { return [:] }
            fields.merge(own) { _, file in file }
            return fields
        }
    }

    static let path = "(one file)"
    static let summary = "What one file's template sees besides the fields every file sees."
    static let fields = [
        TemplateField("leaf", "the leaf a leaf file or its test is about (null elsewhere)"),
        TemplateField("source", "the type a peeled-off leaf's code came from (`scaffold add component --from`), "
            + "`name` and `typeName`, in its skeleton test (null elsewhere)"),
        TemplateField("bridge", "the scene bridge, in the bridge's files (null elsewhere)"),
    ]
}

/// The legacy type a peeled-off leaf's code was moved from.
struct LeafSourceModel: TemplateModel {
    let name: String
    let typeName: String

    static let path = "source"
    static let summary = "Where a peeled-off leaf's code came from."
    static let fields = [
        TemplateField("name", "the responsibility it was peeled off (`--from`)"),
        TemplateField("typeName", "its type"),
    ]
}
