/// A typed template model: what a template sees, one field per key, each with a short description for the template
/// reference in `Templates/README.md` (`TemplateReference`) and what it reads from the model. Its value is an
/// object of those fields: the description and the value of a key are written in one place.
protocol TemplateModel: TemplateValueConvertible {
    /// Where templates meet the model (`composite`, `leaves[]`, `commands.fields[]`): the reference's heading.
    static var path: String { get }
    /// One line on what the model is.
    static var summary: String { get }
    /// Every key of the model, in the order the reference lists them.
    static var fields: TemplateFields<Self> { get }
}

extension TemplateModel {
    var templateValue: TemplateValue { .object(templateObject) }

    /// The model's fields, each read from it, under the keys every object of the model shares.
    var templateObject: TemplateObject {
        let fields = Self.fields
        var values: [TemplateValue] = []
        values.reserveCapacity(fields.list.count)
        for field in fields.list { values.append(field.value(self)) }
        return TemplateObject(keys: fields.keys, values: values)
    }

    /// The names and descriptions of the fields, for the reference.
    static var documentedFields: [(name: String, doc: String)] { fields.list.map { ($0.name, $0.doc) } }
}

/// A model's fields, in order, and their keys, made once per model type (each model's `static let fields`).
struct TemplateFields<Model>: Sendable, ExpressibleByArrayLiteral {
    let list: [TemplateField<Model>]
    let keys: TemplateKeys

    init(_ list: [TemplateField<Model>]) {
        self.list = list
        keys = TemplateKeys(list.map(\.name))
    }

    init(arrayLiteral list: TemplateField<Model>...) {
        self.init(list)
    }
}

/// One key of a template model: its name, what it holds, and how it is read from the model.
struct TemplateField<Model>: Sendable {
    let name: String
    let doc: String
    let value: @Sendable (Model) -> TemplateValue

    init<Value: TemplateValueConvertible & SendableMetatype>(_ name: String, _ doc: String,
                                                             _ read: @escaping @Sendable (Model) -> Value) {
        self.name = name
        self.doc = doc
        value = { read($0).templateValue }
    }
}
