/// Edits the text of `scaffold.yml` in place: only the lines an edit needs change; comments, blank lines,
/// order, quoting, indentation and line endings elsewhere stay byte for byte.
public enum ManifestEditor {
    /// Appends a responsibility at the end of the `responsibilities` list of `composite` (nil: the only one),
    /// in the list's own style (block or flow, indentation, CRLF). Methods go in a flow list when short.
    public static func addResponsibility(name: String, pattern: Pattern, methods: [String], events: [String],
                                         composite: String?, to text: String, path: String)
        throws(DiagnosticError) -> String {
        if let problem = SwiftNameRules.problem(with: name) {
            throw DiagnosticError(.error("responsibility name '\(name)' is not a valid Swift name: \(problem)",
                                         at: nil))
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
        let item = ResponsibilityLines(name: name, pattern: pattern, methods: methods, events: events)
        document.append(item, to: target)
        return document.text
    }

    /// Removes the responsibility called `name` from `composite` (nil: the only one), and only its lines.
    public static func removeResponsibility(name: String, composite: String?, from text: String, path: String)
        throws(DiagnosticError) -> String {
        var document = try EditableManifest(text, path: path)
        let target = try document.composite(named: composite)
        let names = document.responsibilityNames(in: target)
        guard let index = names.firstIndex(where: { $0.value == name }) else {
            let location = target["responsibilities"]?.location ?? target.location
            throw DiagnosticError(.error("no responsibility named '\(name)'"
                + Suggestions.didYouMean(name, in: names.map(\.value)), at: location))
        }
        document.removeItem(at: index, from: target)
        return document.text
    }
}
