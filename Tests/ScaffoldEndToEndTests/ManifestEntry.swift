/// `scaffold.yml` text for the end-to-end scenarios.
enum ManifestEntry {
    /// One `composites:` entry, its files under `Sources/App/<composite>` and `Tests/AppTests/<composite>`, with
    /// two leaves (`<composite>Primary`, `<composite>Secondary`) that list every one of `selectors`.
    static func text(composite: String, protocol source: String, selectors: [String],
                     superclass: String? = nil) -> String {
        var text = "  - composite: \(composite)\n    protocol: \"\(source)\"\n"
        if let superclass { text += "    superclass: \(superclass)\n" }
        text += "    paths:\n"
        text += "      generated: Sources/App/\(composite)/Generated\n"
        text += "      components: Sources/App/\(composite)/Components\n"
        text += "      tests: Tests/AppTests/\(composite)\n"
        text += "    responsibilities:\n"
        for leaf in ["Primary", "Secondary"] {
            text += "      - name: \(composite)\(leaf)\n        methods:\n"
            text += selectors.map { "          - \"\($0)\"\n" }.joined()
        }
        return text
    }
}
