/// The new leaf's file of a peel-off: the moved members byte for byte in a class of their own, built with the leaf
/// they came from when they share members with it (an accessor of the same name for each, below the class).
struct PeelOffLeafFile {
    var request: PeelOffRequest
    /// The source responsibility's leaf type and the new one: `LegacyComponent`, `PushComponent`.
    var sourceType: String
    var newType: String
    var composite: String
    var imports: [ImportLine]
    /// The moved members' lines, each block ending with a line break.
    var blocks: [String]
    var shared: [AdoptedMember]
    /// The shared members that are delegate methods of the source leaf (`PeelOffDependencies`).
    var sharedDelegateMethods: [AdoptedMember] = []
    /// The component protocol's spelling of moved methods that keep the SDK's (`ComponentSpelling`).
    var adapters: [[String]] = []

    var sourceProperty: String { SwiftNaming.lowerCamel(sourceType) }

    var text: String { body + adaptersText }

    /// Where the adapters' extension starts in `text`, in bytes (nil without one).
    var adaptersOffset: Int? { adapters.isEmpty ? nil : body.utf8.count + 1 }

    private var body: String {
        head + blocks.joined(separator: "\n") + "}\n"
            + (shared.contains { !SharedMemberAccess.isStored($0) } ? accessors : "")
    }

    private var adaptersText: String {
        guard !adapters.isEmpty else { return "" }
        let componentProtocol = GeneratedNames.componentProtocol(composite: composite)
        var lines = ["", "extension \(newType) {",
                     "    // `\(componentProtocol)`'s spelling of methods above that keep the SDK's:",
                     "    // what the composite calls."]
        for (index, adapter) in adapters.enumerated() {
            if index > 0 { lines.append("") }
            lines += adapter
        }
        lines.append("}")
        return lines.joined(separator: "\n") + "\n"
    }

    /// Everything up to the first block: the file's comment, imports, the class's head and initializer.
    private var head: String {
        var lines = [
            "// \(newType).swift, created by `scaffold add component \(request.name) --from \(request.from)`:",
            "// the methods peeled off `\(sourceType)`, byte for byte, with the members only they used.",
            "// This file is yours: scaffold never overwrites it.",
        ]
        lines += ImportLines.render(imports)
        let componentProtocol = GeneratedNames.componentProtocol(composite: composite)
        // As isolated as the adopted code was (UIKit's isolation, not enforced in Swift 5), and an NSObject, so
        // that selectors and Objective-C APIs the moved code hands `self` to keep working.
        lines += ["", "/// \(request.name): one responsibility of `\(composite)`, peeled off `\(sourceType)`.",
                  "@preconcurrency @MainActor",
                  "final class \(newType): NSObject, \(componentProtocol) {"]
        if !shared.isEmpty {
            lines += [
                "    /// The leaf the methods below share members with (`uses: [\(request.from)]` in scaffold.yml), as",
                "    /// `\(GeneratedNames.leaves(composite: composite))` hands it.",
                "    let \(sourceProperty): \(sourceType)",
                "",
                "    init(\(sourceProperty): \(sourceType)) {",
                "        self.\(sourceProperty) = \(sourceProperty)",
                "        super.init()",
                "    }",
                "",
            ]
        }
        let constants = shared.filter(SharedMemberAccess.isStored)
        if !constants.isEmpty {
            lines.append("    // What the methods below share with `\(sourceType)`: its constants, read from it once.")
            for member in constants {
                lines += SharedMemberAccess.accessor(of: member, leafType: sourceType, leafProperty: sourceProperty)
            }
            lines.append("")
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// The extension giving the moved code what it shares with the source leaf, under the same names.
    private var accessors: String {
        var lines = ["", "extension \(newType) {",
                     "    // What the methods above share with `\(sourceType)`, where it stays."]
        for (index, member) in shared.filter({ !SharedMemberAccess.isStored($0) }).enumerated() {
            if index > 0 { lines.append("") }
            if sharedDelegateMethods.contains(where: { $0.path == member.path && $0.range == member.range }) {
                let note = "UIKit calls `\(sourceType)`'s; the code above calls it too"
                lines.append("    \(LeafFileFacts.ignoreMarker): " + note)
            }
            lines += SharedMemberAccess.accessor(of: member, leafType: sourceType, leafProperty: sourceProperty)
        }
        lines.append("}")
        return lines.joined(separator: "\n") + "\n"
    }
}
