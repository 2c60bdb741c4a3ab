/// What code staying in a leaf uses of a member named with `--members` that moved to the new leaf: an extension of
/// the leaf it stays in forwarding to the member, which it reaches through the app's composite (nil, and so nothing
/// happens, when the app's delegate is not the composite, as in unit tests).
enum ReachingExtension {
    static func text(_ members: [AdoptedMember], from extended: String, to target: String,
                     composite: CompositeSpec) -> String {
        let property = SwiftNaming.lowerCamel(target)
        let application = AdoptionPlanning.application(of: composite.protocolSource.value)
        var lines = ["", "extension \(extended) {"]
        lines.append("    // What the code here uses of `\(target)`, where it moved, reached through the composite.")
        for member in members {
            lines += MemberForwarders.forwarder(of: member, leafType: target, leafProperty: property + "?")
            lines.append("")
        }
        let name = composite.name.value
        lines += [
            "    /// `\(target)`, as the app's composite holds it (nil when the app's delegate is another).",
            "    private var \(property): \(target)? {",
            "        (\(application).shared.delegate as? \(name))?.\(property)",
            "    }",
            "}",
        ]
        return lines.joined(separator: "\n") + "\n"
    }
}
