/// What parsing one template found: its tree (nil when it has errors), the errors, and the templates it includes.
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

    /// Parses (with `parse`) each of `roots` that has a source, once, and when `followingIncludes` the templates
    /// they include, directly or not: roots in name order, each followed by what it includes — the order in which
    /// `TemplateLibrary` reports their errors.
    static func walk(from roots: [String], in sources: [String: String], followingIncludes: Bool,
                     parse: (_ name: String, _ source: String) -> TemplateParse) -> [(String, TemplateParse)] {
        var parses: [(String, TemplateParse)] = []
        var parsed = Set<String>()
        // Popped from the end: in name order, each template's includes right after it.
        var pending: [String] = Set(roots).filter { sources[$0] != nil }.sorted().reversed()
        while let name = pending.popLast() {
            guard parsed.insert(name).inserted, let source = sources[name] else { continue }
            let result = parse(name, source)
            parses.append((name, result))
            if followingIncludes {
                pending += result.includes.map(\.value).filter { sources[$0] != nil && !parsed.contains($0) }
            }
        }
        return parses
    }
}
