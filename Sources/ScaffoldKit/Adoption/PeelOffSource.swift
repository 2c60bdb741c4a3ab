/// The responsibility a peel-off takes methods from: `--from Legacy`, or the leaf's type as the code spells it
/// (`--from LegacyComponent`).
enum PeelOffSource {
    static func find(_ request: PeelOffRequest, in manifest: Manifest) throws -> (CompositeSpec, Responsibility) {
        let composites = manifest.composites.filter { request.composite == nil || $0.name.value == request.composite }
        for composite in composites {
            if let source = composite.responsibilities.first(where: { responsibility in
                responsibility.name.value == request.from
                    || GeneratedNames.leaf(responsibility.name.value, pattern: responsibility.pattern.value)
                        == request.from
            }) {
                guard source.pattern.value == .component else {
                    throw DiagnosticError(.error("'\(source.name.value)' is a \(source.pattern.value.rawValue); "
                        + "methods are peeled off components", at: source.location))
                }
                return (composite, source)
            }
        }
        let names = composites.flatMap { $0.responsibilities.map(\.name.value) }
        throw DiagnosticError(.error("no responsibility named '\(request.from)' to peel methods off"
            + Suggestions.didYouMean(request.from, in: names),
            at: SourceLocation(file: manifest.path, line: 1, column: 1)))
    }
}
