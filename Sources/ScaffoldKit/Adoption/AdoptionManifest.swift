/// The manifest text of an adoption: a new `scaffold.yml`, or a composite added to the `composites:` list of an
/// existing one (an `EditableManifest` edit: its other lines kept as they are).
public enum AdoptionManifest {
    /// The composite's mapping keys and its one responsibility.
    static func compositeLines(_ adoption: Adoption) -> [String] {
        var lines = [
            "composite: \(adoption.compositeName)",
            "protocol: \(adoption.protocolName)",
            "module: \(adoption.layout.moduleName)",
        ]
        if adoption.entryAttribute != nil {
            lines += ["# The app's entry point (`@main`), taken over from the original \(adoption.compositeName).",
                      "main: true"]
        }
        lines += [
            "paths:",
            "  generated: \(adoption.layout.generated)",
            "  components: \(adoption.layout.components)",
            "  tests: \(adoption.layout.tests)",
            "responsibilities:",
            "  # The original \(adoption.compositeName)'s code, moved by `scaffold adopt`. Peel responsibilities off",
            "  # it with `scaffold add component NAME --from \(adoption.leafName) --methods m1,m2`.",
            "  - name: \(adoption.leafName)",
            "    adopted: true",
        ]
        if adoption.delegateMethods.isEmpty {
            lines.append("    methods: []")
        } else {
            lines.append("    methods:")
            lines += adoption.delegateMethods.map { "      - \($0)" }
        }
        if !adoption.methodConditions.isEmpty {
            lines.append("    # Implemented only under these `#if`s: the composite forwards them under the same ones.")
            lines.append("    conditions:")
            for method in adoption.delegateMethods {
                guard let condition = adoption.methodConditions[method] else { continue }
                // Quoted: a condition may start with `!`, which YAML reads as a tag. It holds no `'`.
                lines.append("      \(method): '\(condition)'")
            }
        }
        if !adoption.lookedUpProperties.isEmpty {
            lines += ["    # `appDelegate.NAME` reaches what no forwarder can (members declared without a type,",
                      "    # projected values such as `$isSignedIn`) through the composite's",
                      "    # `subscript(dynamicMember:)`.",
                      "    memberLookup: true"]
        }
        return lines
    }

    /// A new `scaffold.yml`.
    public static func newManifest(_ adoption: Adoption) -> String {
        var lines = [
            "# scaffold.yml: the responsibilities of \(adoption.compositeName), one small leaf object each.",
            "# Written by `scaffold adopt`. After editing it, run `scaffold generate`; `scaffold --help` lists every",
            "# command.",
            "",
        ]
        lines += compositeLines(adoption)
        return lines.joined(separator: "\n") + "\n"
    }

    /// `text` (the manifest read as `manifest`) with the adoption's composite appended to its `composites:` list.
    public static func adding(_ adoption: Adoption, to text: String, manifest: Manifest) throws -> String {
        if let existing = manifest.composites.first(where: { $0.name.value == adoption.compositeName }) {
            throw DiagnosticError(.error("'\(adoption.compositeName)' is already a composite of this manifest: it "
                + "was adopted before, or is generated; nothing was written", at: existing.name.location))
        }
        var document = try EditableManifest(text, path: manifest.path)
        guard document.appendComposite(compositeLines(adoption)) else {
            throw DiagnosticError(.error("this manifest declares one composite at its top level; to add "
                + "'\(adoption.compositeName)', move its keys into an entry of a `composites:` list, then adopt "
                + "again", at: SourceLocation(file: manifest.path, line: 1, column: 1)))
        }
        return document.text
    }
}
