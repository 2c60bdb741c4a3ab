/// `scaffold add component NAME --from LEAF --methods m1,m2 [--members a,b]`.
public struct PeelOffRequest: Sendable {
    public var name: String
    public var from: String
    public var methods: [String]
    public var members: [String]
    public var composite: String?

    public init(name: String, from: String, methods: [String], members: [String] = [], composite: String? = nil) {
        self.name = name
        self.from = from
        self.methods = methods
        self.members = members
        self.composite = composite
    }
}

/// What a peel-off changes: the new leaf's file, the source leaf's files without the moved members, the manifest.
public struct PeelOff: Sendable {
    public var newTypeName: String
    public var changes: [AdoptionChange]
    public var manifestText: String
    /// The moved members with their text, for the exactly-once check.
    var moved: [(member: AdoptedMember, text: String)]
}

/// Plans a peel-off in memory: which members move (the listed methods, the members named with `--members`, and
/// every member only they use). A member both sides use is reached through the composite, which holds every leaf
/// by its own type, by the side it is not on; where it cannot be, a located error names both users.
enum PeelOffPlanner {
    static func plan(_ request: PeelOffRequest, manifest: Manifest, manifestText: String,
                     moduleFiles: [(path: String, bytes: [UInt8])]) throws -> PeelOff {
        let start = SourceLocation(file: manifest.path, line: 1, column: 1)
        guard let composite = manifest.composites.first(where: { spec in
            (request.composite == nil || spec.name.value == request.composite)
                && spec.responsibilities.contains { $0.name.value == request.from }
        }), let source = composite.responsibilities.first(where: { $0.name.value == request.from }) else {
            throw DiagnosticError(.error("no responsibility named '\(request.from)' to peel methods off", at: start))
        }
        let leafType = GeneratedNames.leaf(request.from, pattern: .component)
        let newType = GeneratedNames.leaf(request.name, pattern: .component)
        var scanned: [ScannedSwiftFile] = []
        for file in moduleFiles where !GeneratedMarker.isPresent(in: file.bytes) {
            scanned.append(try ScannedSwiftFile(bytes: file.bytes, path: file.path) { $0 == leafType })
        }
        let types = scanned.flatMap { $0.types.filter { $0.name == leafType } }
        guard types.contains(where: { $0.keyword == "class" }) else {
            throw DiagnosticError(.error("no class '\(leafType)' in the module to peel methods off",
                                         at: source.location))
        }
        var analysis = PeelOffDependencies(members: types.flatMap(\.members), files: scanned, leafType: leafType,
                                           newType: newType)
        analysis.canReachThroughComposite = composite.style.value == .swift
        try analysis.select(request, source: source)
        let moved = analysis.movedMembers
        let texts = Dictionary(scanned.map { ($0.path, $0.bytes) }, uniquingKeysWith: { first, _ in first })
        var changes: [AdoptionChange] = []
        // The code staying behind reaches what moved although it uses it through the composite: an extension at the
        // end of the file declaring the source leaf's class.
        let classFile = types.first { $0.keyword == "class" }?.path
        for file in scanned {
            let removals = moved.filter { $0.path == file.path }.map { MemberLines.removal(of: $0, in: file.bytes) }
            let reachingBack = file.path == classFile && !analysis.reachedBack.isEmpty
            guard !removals.isEmpty || reachingBack else { continue }
            var new = TextEdits.apply(removals.map { ($0, "") }, to: file.bytes)
            if reachingBack {
                let why = "What the code here uses of `\(newType)`, where it moved"
                new += Array(reachingExtension(analysis.reachedBack, from: leafType, to: newType,
                                               composite: composite, why: why).utf8)
            }
            changes.append(AdoptionChange(kind: .retargeted, path: file.path, old: file.bytes, new: new))
        }
        let imports = scanned.filter { file in moved.contains { $0.path == file.path } }.flatMap(\.importLines)
        let newPath = PathUtilities.join(composite.paths.components.value, "\(newType).swift")
        let body = moved.map { member -> String in
            let bytes = texts[member.path] ?? []
            var block = String(decoding: bytes[MemberLines.range(of: member, in: bytes)], as: UTF8.self)
            if !block.hasSuffix("\n") { block += "\n" }
            for condition in member.conditions.reversed() { block = "#if \(condition)\n" + block + "#endif\n" }
            return block
        }
        var lines = [
            "// \(newType).swift, created by `scaffold add component \(request.name) --from \(request.from)`:",
            "// the methods peeled off `\(leafType)`, byte for byte, with the members only they used.",
            "// This file is yours: scaffold never overwrites it.",
        ]
        lines += ImportLines.render(imports)
        let componentProtocol = GeneratedNames.componentProtocol(composite: composite.name.value)
        // As isolated as the adopted code was (UIKit's isolation, not enforced in Swift 5), and an NSObject, so
        // that selectors and Objective-C APIs the moved code hands `self` to keep working.
        lines += ["", "/// \(request.name): one responsibility of `\(composite.name.value)`, peeled off `\(leafType)`.",
                  "@preconcurrency @MainActor",
                  "final class \(newType): NSObject, \(componentProtocol) {"]
        var text = lines.joined(separator: "\n") + "\n" + body.joined(separator: "\n") + "}\n"
        if !analysis.reached.isEmpty {
            text += reachingExtension(analysis.reached, from: newType, to: leafType, composite: composite,
                                      why: "What the methods above use of `\(leafType)`, where it stays")
        }
        changes.append(AdoptionChange(kind: .leaf, path: newPath, old: nil, new: Array(text.utf8)))
        let manifestText = try ManifestMethodLines.moving(request, from: source, composite: composite.name.value,
                                                          in: manifestText, path: manifest.path)
        return PeelOff(newTypeName: newType, changes: changes, manifestText: manifestText,
                       moved: moved.map { ($0, String(decoding: texts[$0.path]?[$0.range] ?? [], as: UTF8.self)) })
    }

    /// An extension of `extended` forwarding to `members` of the leaf `target`, which it reaches through the app's
    /// composite (nil, and so nothing happens, when the app's delegate is not the composite). `why` starts the
    /// comment: "What the methods above use of `LegacyComponent`, where it stays".
    private static func reachingExtension(_ members: [AdoptedMember], from extended: String, to target: String,
                                          composite: CompositeSpec, why: String) -> String {
        let property = SwiftNaming.lowerCamel(target)
        let application = composite.protocolSource.value == "NSApplicationDelegate" ? "NSApplication" : "UIApplication"
        var lines = ["", "extension \(extended) {"]
        lines.append("    // \(why), reached through the composite.")
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
