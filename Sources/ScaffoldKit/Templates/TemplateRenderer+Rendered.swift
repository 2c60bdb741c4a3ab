/// Values written by rendering another template (`TemplateValue.rendered`): rendered when a template reads their
/// text (outputs, tests, compares or filters them), with the templates of the library rendering the reader.
extension TemplateRenderer {
    /// `value`, or the text of the template it is rendered from.
    func resolved(_ value: TemplateValue) throws(Diagnostic) -> TemplateValue {
        guard case .rendered(let rendered) = value else { return value }
        return .string(try text(of: rendered))
    }

    /// `resolved`, and for a list each of its items: what a filter's input and arguments are (`join` reads items).
    func resolvedItems(_ value: TemplateValue) throws(Diagnostic) -> TemplateValue {
        guard case .list(let items) = value else { return try resolved(value) }
        guard items.contains(where: { if case .rendered = $0 { true } else { false } }) else { return value }
        var resolvedItems: [TemplateValue] = []
        resolvedItems.reserveCapacity(items.count)
        for item in items { resolvedItems.append(try resolved(item)) }
        return .list(resolvedItems)
    }

    /// The template's text without the line breaks its file ends with, then the suffix.
    func text(of rendered: RenderedTemplate) throws(Diagnostic) -> String {
        guard let template = templates[rendered.template] else {
            let hint = Suggestions.didYouMean(rendered.template, in: templates.keys.sorted())
            throw .error("unknown template '\(rendered.template)'\(hint)", at: nil)
        }
        var renderer = TemplateRenderer(templates: templates, context: rendered.context)
        try renderer.render(template)
        var text = String(decoding: renderer.output, as: UTF8.self)
        while text.last?.isNewline == true { text.removeLast() }
        return text + rendered.suffix
    }
}
