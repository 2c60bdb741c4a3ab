/// The manifest edit of a peel-off: the moved methods' lines (and their `conditions` entries) leave the source
/// responsibility (block-style, as `scaffold adopt` writes them) and a new responsibility lists them, built with
/// the source's leaf when it shares members with it (`uses:`). Every other line stays byte for byte.
enum ManifestMethodLines {
    static func moving(_ request: PeelOffRequest, from source: Responsibility, composite: String, in text: String,
                       path: String, uses: [String]) throws -> String {
        if let policy = source.policies.first(where: { request.methods.contains($0.method.value) }) {
            throw DiagnosticError(.error("'\(policy.method.value)' has a policy in '\(source.name.value)'; move it to "
                + "the new responsibility by hand, or remove it, then peel again", at: policy.method.location))
        }
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        var removed: [Int] = []
        for method in source.methods where request.methods.contains(method.value) {
            let index = method.location.line - 1
            guard lines.indices.contains(index), lines[index].trimmingSpaces().hasPrefix("- ") else {
                throw DiagnosticError(.error("write the methods of '\(source.name.value)' one per line ('- name') to "
                    + "let scaffold move some of them", at: method.location))
            }
            removed.append(index)
        }
        if removed.count == source.methods.count, let first = removed.min(),
           let key = (0..<first).reversed().first(where: { lines[$0].trimmingSpaces() == "methods:" }) {
            lines[key] += " []"
        }
        let moving = source.conditions.filter { request.methods.contains($0.method.value) }
        for entry in moving {
            let index = entry.method.location.line - 1
            guard lines.indices.contains(index), !lines[index].contains("{") else {
                throw DiagnosticError(.error("write the conditions of '\(source.name.value)' one per line "
                    + "('method: condition') to let scaffold move some of them", at: entry.method.location))
            }
            removed.append(index)
        }
        // A `conditions:` key left with no entry goes, with the comment `scaffold adopt` wrote above it.
        if !moving.isEmpty, moving.count == source.conditions.count,
           let first = moving.map({ $0.method.location.line - 1 }).min(),
           let key = (0..<first).reversed().first(where: { lines[$0].trimmingSpaces() == "conditions:" }) {
            removed.append(key)
            if key > 0, lines[key - 1].trimmingSpaces().hasPrefix("# Implemented only under these") {
                removed.append(key - 1)
            }
        }
        for index in Set(removed).sorted(by: >) { lines.remove(at: index) }
        let conditions = moving.map { (method: $0.method.value, condition: $0.condition.value) }
        return try ManifestEditor.addResponsibility(name: request.name, pattern: .component, methods: request.methods,
                                                    events: [], uses: uses, conditions: conditions,
                                                    composite: composite, to: lines.joined(separator: "\n"),
                                                    path: path)
    }
}
