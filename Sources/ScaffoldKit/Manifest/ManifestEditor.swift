/// Edits the text of `scaffold.yml` in place: only the lines an edit needs change; comments, blank lines,
/// order, quoting, indentation and line endings elsewhere stay byte for byte.
public enum ManifestEditor {
    /// Appends a responsibility at the end of the `responsibilities` list of `composite` (nil: the only one),
    /// in the list's own style (block or flow, indentation, CRLF). Methods go in a flow list when short.
    public static func addResponsibility(name: String, pattern: Pattern, methods: [String], events: [String],
                                         uses: [String] = [], conditions: [(method: String, condition: String)] = [],
                                         composite: String?, to text: String, path: String)
        throws(DiagnosticError) -> String {
        if let problem = ResponsibilityNameRules.problem(with: name, pattern: pattern) {
            throw DiagnosticError(.error("responsibility name '\(name)' cannot be used: \(problem)", at: nil))
        }
        var document = try EditableManifest(text, path: path)
        let target = try document.composite(named: composite)
        if let existing = document.responsibilityNames(in: target).first(where: { $0.value == name }) {
            throw DiagnosticError(.error("responsibility '\(name)' already exists", at: existing.location))
        }
        if target.isFlow {
            throw DiagnosticError(.error("this composite is written in flow style ('{…}'); "
                + "write it in block style to let scaffold edit it", at: target.location))
        }
        let item = ResponsibilityLines(name: name, pattern: pattern, methods: methods, events: events, uses: uses,
                                       conditions: conditions)
        document.append(item, to: target)
        return document.text
    }

    /// Warnings about a name `addResponsibility` accepts (`LoggingComponent` makes `LoggingComponentComponent`).
    public static func warnings(adding name: String, pattern: Pattern) -> [Diagnostic] {
        ResponsibilityNameRules.repeatedSuffix(name, pattern: pattern).map { [.warning($0, at: nil)] } ?? []
    }

    /// Removes the responsibility called `name` from `composite` (nil: the only one), and only its lines. With a
    /// `pattern`, the responsibility must have it: `remove listener Analytics` does not remove a component.
    public static func removeResponsibility(name: String, pattern: Pattern? = nil, composite: String?,
                                            from text: String, path: String) throws(DiagnosticError) -> String {
        var document = try EditableManifest(text, path: path)
        let target = try document.composite(named: composite)
        let names = document.responsibilityNames(in: target)
        guard let index = names.firstIndex(where: { $0.value == name }) else {
            let location = target["responsibilities"]?.location ?? target.location
            throw DiagnosticError(.error("no responsibility named '\(name)'"
                + Suggestions.didYouMean(name, in: names.map(\.value)), at: location))
        }
        let actual = document.responsibilityPattern(at: index, in: target)
        if let pattern, pattern != actual {
            throw DiagnosticError(.error("'\(name)' is a \(actual.rawValue), not a \(pattern.rawValue); to remove it, "
                + "run 'scaffold remove \(actual.rawValue) \(name)'", at: names[index].location))
        }
        document.removeItem(at: index, from: target)
        return document.text
    }
}
