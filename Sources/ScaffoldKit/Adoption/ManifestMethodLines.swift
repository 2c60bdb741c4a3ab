/// The manifest edit of a peel-off: the moved methods' lines leave the source responsibility (block-style lists,
/// as `scaffold adopt` writes them) and a new responsibility lists them. Every other line stays byte for byte.
enum ManifestMethodLines {
    static func moving(_ request: PeelOffRequest, from source: Responsibility, composite: String, in text: String,
                       path: String) throws -> String {
        if let policy = source.policies.first(where: { request.methods.contains($0.method.value) }) {
            throw DiagnosticError(.error("'\(policy.method.value)' has a policy in '\(request.from)'; move it to the "
                + "new responsibility by hand, or remove it, then peel again", at: policy.method.location))
        }
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        var removed: [Int] = []
        for method in source.methods where request.methods.contains(method.value) {
            let index = method.location.line - 1
            guard lines.indices.contains(index), lines[index].trimmingSpaces().hasPrefix("- ") else {
                throw DiagnosticError(.error("write the methods of '\(request.from)' one per line ('- name') to let "
                    + "scaffold move some of them", at: method.location))
            }
            removed.append(index)
        }
        if removed.count == source.methods.count, let first = removed.min(),
           let key = (0..<first).reversed().first(where: { lines[$0].trimmingSpaces() == "methods:" }) {
            lines[key] += " []"
        }
        for index in removed.sorted(by: >) { lines.remove(at: index) }
        return try ManifestEditor.addResponsibility(name: request.name, pattern: .component, methods: request.methods,
                                                    events: [], composite: composite,
                                                    to: lines.joined(separator: "\n"), path: path)
    }
}
