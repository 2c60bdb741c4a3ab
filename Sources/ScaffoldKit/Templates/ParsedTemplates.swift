/// A library's parsed templates, found by key: a probe of a `TemplateKeys` table with the key's number, where a
/// dictionary would hash the key for every `include` and rendered value a render looks up.
struct ParsedTemplates: Sendable {
    private let names: TemplateKeys
    private let parsed: [ParsedTemplate]

    /// `templates` have different names.
    init(_ templates: [ParsedTemplate]) {
        names = TemplateKeys(templates.map(\.key))
        parsed = templates
    }

    subscript(key: TemplateKey) -> ParsedTemplate? {
        names.position(of: key).map { parsed[$0] }
    }

    var keys: [TemplateKey] { names.keys }
}
