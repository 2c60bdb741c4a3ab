/// A typed template model: what a template sees, one stored property per key (`TemplateValueEncoder` makes it a
/// `TemplateValue`), with a short description of each key for the template reference in `Templates/README.md`
/// (`TemplateReference`).
protocol TemplateModel: Encodable {
    /// Where templates meet the model (`composite`, `leaves[]`, `commands.fields[]`): the reference's heading.
    static var path: String { get }
    /// One line on what the model is.
    static var summary: String { get }
    /// Every key of the model, in the order the reference lists them.
    static var fields: [TemplateField] { get }
}

/// One key of a template model and what it holds.
struct TemplateField: Sendable, Equatable {
    let name: String
    let doc: String

    init(_ name: String, _ doc: String) {
        self.name = name
        self.doc = doc
    }
}
