/// Every template the generator renders, parsed once into trees, with the filters they may use.
///
/// Syntax (Jinja/Stencil style): `{{ expr|filter(arg) }}`, `{% if %}{% elif %}{% else %}{% endif %}`,
/// `{% for x in xs %}{% else %}{% endfor %}` (with `loop.index`, `index0`, `first`, `last`, `length`),
/// `{% for key, value in object %}` (sorted keys), `{% include "name" %}`, `{% set name = expr %}`,
/// `{# comment #}`, `-` trim markers, and lines holding only block tags or comments vanish entirely.
public struct TemplateLibrary: Sendable {
    private let templates: ParsedTemplates

    /// Parses every template; throws a `DiagnosticError` with every parse error of every template
    /// (including `include`s of templates that do not exist). `filters` are added to the built-in ones,
    /// replacing any of the same name.
    ///
    /// With `rendering`, only those templates (names without a source are skipped: rendering them reports them)
    /// and the templates they include, directly or not, are parsed: the ones a run renders.
    public init(templates sources: [String: String], filters: [String: TemplateFilter] = [:],
                rendering roots: [String]? = nil) throws {
        let allFilters = TemplateFilters.builtIn.merging(filters) { _, custom in custom }
        var diagnostics = Diagnostics()
        var templates: [String: ParsedTemplate] = [:]
        let names = sources.keys.sorted()
        let parses = TemplateParse.walk(from: roots ?? names, in: sources, followingIncludes: roots != nil) {
            name, source in TemplateParse(name: name, source: source, filters: allFilters)
        }
        for (name, parse) in parses {
            if let template = parse.template { templates[name] = template }
            diagnostics.append(contentsOf: parse.diagnostics)
        }
        for template in templates.values {
            for include in template.includes where sources[include.value] == nil {
                let hint = Suggestions.didYouMean(include.value, in: names)
                diagnostics.error("unknown template '\(include.value)'\(hint)", at: include.location)
            }
        }
        try diagnostics.throwIfErrors()
        self.templates = ParsedTemplates(templates.keys.sorted().compactMap { templates[$0] })
    }

    /// Renders template `name` with `context` as its variables; throws a `DiagnosticError` holding the
    /// first error, located in the template where it happened.
    public func render(_ name: String, context: [String: TemplateValue]) throws -> String {
        try render(name, context: TemplateObject(context))
    }

    /// Renders template `name` with the fields of `context` as its variables.
    public func render(_ name: String, context: TemplateObject) throws -> String {
        String(decoding: try renderBytes(name, context: context), as: UTF8.self)
    }

    /// Renders template `name` with a typed model: its fields are the template's variables.
    public func render(_ name: String, model: some TemplateValueConvertible) throws -> String {
        guard case .object(let context) = model.templateValue else {
            throw DiagnosticError(.error("the context of template '\(name)' is not an object", at: nil))
        }
        return try render(name, context: context)
    }

    /// `render` as UTF-8 bytes, for a caller that goes on working on bytes (`TidyText`); rendered values' texts
    /// are kept in and taken from `renderedTexts` when given (one render of a run's files).
    /// - Parameter output: the buffer rendered into: a caller rendering many files passes one for all of them.
    func renderBytes(_ name: String, context: TemplateObject, renderedTexts: RenderedTexts? = nil,
                     into output: RenderOutput = RenderOutput()) throws -> [UInt8]
    {
        guard let template = templates[TemplateKey(name)] else {
            let hint = Suggestions.didYouMean(name, in: templateNames)
            throw DiagnosticError(.error("unknown template '\(name)'\(hint)", at: nil))
        }
        output.removeAll()
        var renderer = TemplateRenderer(templates: templates, context: context, renderedTexts: renderedTexts,
                                        output: output)
        do {
            try renderer.render(template)
        } catch {
            throw DiagnosticError(error)
        }
        return output.bytes()
    }

    /// The names of all templates, sorted.
    public var templateNames: [String] {
        templates.keys.map(\.name).sorted()
    }
}
