/// What one template sees: every field of its composite's files (`CompositeFilesModel`) and the file's own `leaf`,
/// `source` and `bridge`, null where the file has none.
struct FileModel: TemplateModel {
    /// The composite's fields, encoded once for all of its files (a composite of a thousand leaves renders two
    /// thousand files).
    let shared: Encoded<CompositeFilesModel>
    var leaf: Encoded<LeafModel>? = nil
    var source: LeafSourceModel? = nil
    var bridge: SceneBridgeModel? = nil

    /// The context a template renders with: the composite's fields taken as they were converted once, and the
    /// file's own.
    var context: TemplateObject {
        guard case .object(let fields) = shared.value, fields.keys === CompositeFilesModel.fields.keys else {
            return TemplateObject()
        }
        return TemplateObject(keys: Self.contextKeys, values: fields.values + templateObject.values)
    }

    /// The composite's keys, then the file's own.
    private static let contextKeys = TemplateKeys((CompositeFilesModel.fields.list.map(\.name)
        + fields.list.map(\.name)).map(TemplateKey.init))

    var templateValue: TemplateValue { .object(context) }

    static let path = "(one file)"
    static let summary = "What one file's template sees besides the fields every file sees."
    static let fields: TemplateFields<Self> = [
        TemplateField("leaf", "the leaf a leaf file or its test is about (null elsewhere)") { $0.leaf },
        TemplateField("source", "the type a peeled-off leaf's code came from (`scaffold add component --from`), "
            + "`name` and `typeName`, in its skeleton test (null elsewhere)") { $0.source },
        TemplateField("bridge", "the scene bridge, in the bridge's files (null elsewhere)") { $0.bridge },
    ]
}

/// The legacy type a peeled-off leaf's code was moved from.
struct LeafSourceModel: TemplateModel {
    let name: String
    let typeName: String

    static let path = "source"
    static let summary = "Where a peeled-off leaf's code came from."
    static let fields: TemplateFields<Self> = [
        TemplateField("name", "the responsibility it was peeled off (`--from`)") { $0.name },
        TemplateField("typeName", "its type") { $0.typeName },
    ]
}
