/// What parsing one template found: its tree (nil when it has errors), the errors, and the templates it includes.
/// Parsing can run ahead, on another core, before a run knows which templates it renders
/// (`TemplateParse.reachable(from:in:)`); `TemplateLibrary` then takes the results it needs instead of parsing again.
struct TemplateParse: Sendable {
    var template: ParsedTemplate?
    var diagnostics: [Diagnostic]
    var includes: [Located<String>]

    init(name: String, source: String, filters: [String: TemplateFilter]) {
        var parser = TemplateParser(name: name, source: source, filters: filters)
        template = parser.parse()
        diagnostics = parser.diagnostics
        includes = parser.includes
    }

    /// The templates `roots` of `sources` and those they include, directly or not, parsed with the built-in filters.
    static func reachable(from roots: [String], in sources: [String: String]) -> [String: TemplateParse] {
        var parses: [String: TemplateParse] = [:]
        var pending = roots.filter { sources[$0] != nil }
        while let name = pending.popLast() {
            guard parses[name] == nil, let source = sources[name] else { continue }
            let parse = TemplateParse(name: name, source: source, filters: TemplateFilters.builtIn)
            parses[name] = parse
            pending += parse.includes.map(\.value)
        }
        return parses
    }
}
