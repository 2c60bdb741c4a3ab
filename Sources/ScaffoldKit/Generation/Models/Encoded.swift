/// A model converted once (`templateValue`), for a value many others hold: a composite of a thousand leaves lists
/// each leaf in `leaves` and `factoryLeaves`, and renders two thousand leaf files that each see the composite's
/// fields and their leaf. Templates see it as that value.
struct Encoded<Model: TemplateValueConvertible>: TemplateValueConvertible {
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
    var templateValue: TemplateValue { storage.value }

    init(_ model: Model) {
        storage = Storage(model: model, value: model.templateValue)
    }
}
