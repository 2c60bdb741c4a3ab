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
        var renderer = TemplateRenderer(templates: templates, context: TemplateObject(), renderedTexts: renderedTexts)
        try renderer.write(rendered)
        return String(decoding: renderer.output.bytes(), as: UTF8.self)
    }

    /// Writes `text(of: rendered)` into the output, rendering into it directly.
    mutating func write(_ rendered: RenderedTemplate) throws(Diagnostic) {
        if let text = renderedTexts?.text(of: rendered) { return output.append(text) }
        guard let template = templates[rendered.storage.template] else {
            let hint = Suggestions.didYouMean(rendered.template, in: templateNames)
            throw .error("unknown template '\(rendered.template)'\(hint)", at: nil)
        }
        // Rendered into this output, with the value's own variables and include stack in place of this render's.
        var outer = (scope: TemplateScope(globals: rendered.context), includes: [ParsedTemplate]())
        swap(&outer.scope, &scope)
        swap(&outer.includes, &includeStack)
        defer {
            swap(&outer.scope, &scope)
            swap(&outer.includes, &includeStack)
        }
        let start = output.count
        try render(template)
        Self.dropLineBreaks(from: output, after: start)
        output.append(rendered.suffix)
        renderedTexts?.record(output.bytes(from: start), of: rendered)
    }

    /// Removes the line breaks (`Character.isNewline`: LF, VT, FF, CR, NEL, LS, PS) the bytes written after
    /// `start` end with.
    static func dropLineBreaks(from bytes: RenderOutput, after start: Int) {
        while bytes.count > start, let last = bytes.last {
            if (0x0A...0x0D).contains(last) {
                bytes.removeLast()
            } else if last == 0x85, bytes.count - start >= 2, bytes.byte(fromEnd: 2) == 0xC2 {
                bytes.removeLast(2)
            } else if last == 0xA8 || last == 0xA9, bytes.count - start >= 3, bytes.byte(fromEnd: 2) == 0x80,
                      bytes.byte(fromEnd: 3) == 0xE2 {
                bytes.removeLast(3)
            } else {
                return
            }
        }
    }
}

/// The text of each rendered value (`TemplateValue.rendered`) written so far while one `Generator.render` renders
/// a run's files, keyed by the value's identity: a method's declaration is read by many files and many places in
/// each, and is rendered once. Not a cache: it lives only during that one call (nothing outlives the run or is
/// looked up across runs), and its texts cannot go stale, since a rendered value is immutable and its text depends
/// only on it and on the library rendering it, the same for every file of the call.
final class RenderedTexts {
    private var texts: [ObjectIdentifier: [UInt8]] = [:]
    /// Each value whose text is kept, so that no identity is reused while its entry lives.
    private var held: [RenderedTemplate.Storage] = []

    init() {}

    func text(of rendered: RenderedTemplate) -> [UInt8]? {
        texts[ObjectIdentifier(rendered.storage)]
    }

    func record(_ text: [UInt8], of rendered: RenderedTemplate) {
        let identity = ObjectIdentifier(rendered.storage)
        if texts.updateValue(text, forKey: identity) == nil { held.append(rendered.storage) }
    }
}
