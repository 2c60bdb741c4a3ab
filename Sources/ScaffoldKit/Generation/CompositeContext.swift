/// What `ObjCContext` (the Objective-C composite) builds on until it has a model of its own: the composite's
/// fields as `TemplateValueEncoder` makes them. (Lead: goes when `ObjCContext` builds on `CompositeFilesModel`.)
enum CompositeContext {
    /// - Parameter swift: writes the declarations and calls (through their templates).
    static func make(_ plan: ForwardingPlan, swift: SwiftSignature) throws -> [String: TemplateValue] {
        let model = try CompositeFilesModel(plan, methods: CompositeMethods(plan, swift: swift), swift: swift)
        return try FileModel(shared: Encoded(model)).context
    }

    /// A leaf of an Objective-C composite, listing `methods`.
    static func leafContext(_ leaf: LeafPlan, methods: [TemplateValue]) -> TemplateValue {
        // A leaf model holds nothing that fails to encode.
        (try? TemplateValueEncoder.value(of: LeafModel(leaf, composite: "", methods: methods))) ?? .null
    }

    /// `25` for whole seconds, else the shortest decimal spelling.
    static func deadlineLiteral(_ seconds: Double) -> String {
        CompositeModel.deadlineLiteral(seconds)
    }
}
