/// The manifest edit of a peel-off: the moved methods' lines (and their `conditions` entries) leave the source
/// responsibility (block-style, as `scaffold adopt` writes them) and a new responsibility lists them, built with
/// the source's leaf when it shares members with it (`uses:`). Both are `EditableManifest` edits: every other line
/// stays byte for byte.
enum ManifestMethodLines {
    static func moving(_ request: PeelOffRequest, from source: Responsibility, composite: String, in text: String,
                       path: String, uses: [String]) throws -> String {
        if let policy = source.policies.first(where: { request.methods.contains($0.method.value) }) {
            throw DiagnosticError(.error("'\(policy.method.value)' has a policy in '\(source.name.value)'; move it to "
                + "the new responsibility by hand, or remove it, then peel again", at: policy.method.location))
        }
        var document = try EditableManifest(text, path: path)
        try document.removeMethods(Set(request.methods), from: source.name.value,
                                   in: try document.composite(named: composite))
        let moving = source.conditions.filter { request.methods.contains($0.method.value) }
        let conditions = moving.map { (method: $0.method.value, condition: $0.condition.value) }
        return try ManifestEditor.addResponsibility(name: request.name, pattern: .component, methods: request.methods,
                                                    events: [], uses: uses, conditions: conditions,
                                                    composite: composite, to: document.text,
                                                    path: path)
    }
}
