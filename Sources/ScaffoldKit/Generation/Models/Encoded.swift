/// A model encoded once (`TemplateValueEncoder`), for a value many others hold: a composite of a thousand leaves
/// lists each leaf in `leaves` and `factoryLeaves`, and renders two thousand leaf files that each see the
/// composite's fields and their leaf. Encodes as that value.
struct Encoded<Model: Encodable>: Encodable {
    let model: Model
    let value: TemplateValue

    init(_ model: Model) throws {
        self.model = model
        value = try TemplateValueEncoder.value(of: model)
    }

    func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(value)
    }
}
