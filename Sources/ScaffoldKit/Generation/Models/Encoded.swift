/// A model encoded once (`TemplateValueEncoder`), for a value many others hold: a composite of a thousand leaves
/// lists each leaf in `leaves` and `factoryLeaves`, and renders two thousand leaf files that each see the
/// composite's fields and their leaf. Encodes as that value.
struct Encoded<Model: Encodable>: Encodable {
    /// The model and its value, in one immutable box: a copy is one reference, however many fields the model has.
    private final class Storage {
        let model: Model
        let value: TemplateValue

        init(model: Model, value: TemplateValue) {
            self.model = model
            self.value = value
        }
    }

    private let storage: Storage
    var model: Model { storage.model }
    var value: TemplateValue { storage.value }

    init(_ model: Model) throws {
        storage = Storage(model: model, value: try TemplateValueEncoder.value(of: model))
    }

    func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(value)
    }
}
