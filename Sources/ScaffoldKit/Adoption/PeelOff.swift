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
    /// The edits made to moved or staying code besides moving it, each located where it is now.
    public var notes: [Diagnostic]
    /// The source responsibility's leaf type, and whether the new leaf is built with it (`uses:`).
    public var sourceTypeName: String
    public var usesSource: Bool
    /// The moved members with their text, for the exactly-once check.
    var moved: [(member: AdoptedMember, text: String)]
}

/// Plans a peel-off in memory: which members move (the listed methods, the members named with `--members`, and
/// every member only they use), how the new leaf reaches what it shares with the one it leaves
/// (`PeelOffDependencies`), and the files and manifest text that result.
enum PeelOffPlanner {
    /// - Parameters:
    ///   - spec: the composite's protocol: which member implements a listed method is decided by its signature.
    ///   - componentRequirements: each listed method as the component protocol declares it, by manifest name.
    static func plan(_ request: PeelOffRequest, composite: CompositeSpec, source: Responsibility, manifest: Manifest,
                     manifestText: String, moduleFiles: [(path: String, bytes: [UInt8])], spec: ProtocolSpec,
                     componentRequirements: [String: MethodRequirement]) throws -> PeelOff {
        let leafType = GeneratedNames.leaf(source.name.value, pattern: .component)
        let newType = GeneratedNames.leaf(request.name, pattern: .component)
        var scanned: [ScannedSwiftFile] = []
        for file in moduleFiles where !GeneratedMarker.isPresent(in: file.bytes) {
            scanned.append(try ScannedSwiftFile(bytes: file.bytes, path: file.path) { $0 == leafType })
        }
        let types = scanned.flatMap { $0.types.filter { $0.name == leafType } }
        guard let classFile = types.first(where: { $0.keyword == "class" })?.path else {
            throw DiagnosticError(.error("no class '\(leafType)' in the module to peel methods off",
                                         at: source.location))
        }
        let members = InitialValueType.resolvingCallees(types.flatMap(\.members))
        let listed = Set(source.methods.map(\.value))
        let witnesses = DelegateWitnesses(spec: spec)
        let implemented = { (member: AdoptedMember) -> String? in
            guard member.kind == .function, !member.isStatic, let function = member.function else { return nil }
            return witnesses.witness(of: function)?.manifestName
                ?? (listed.contains(function.swiftName) ? function.swiftName : nil)
        }
        var analysis = PeelOffDependencies(members: members, files: scanned, leafType: leafType, newType: newType) {
            implemented($0).map(listed.contains) ?? false
        }
        analysis.canReachThroughComposite = composite.style.value == .swift
        analysis.compositeName = composite.name.value
        analysis.adaptor = DelegateAdaptor.location(of: composite.name.value, in: moduleFiles)
        try analysis.select(methods: try requestedMembers(request, source: source, members: members,
                                                          implemented: implemented, leafType: leafType),
                            named: request.members, source: source)
        let moved = analysis.movedMembers
        var notes: [Diagnostic] = []
        var changes: [AdoptionChange] = []
        for file in scanned {
            var removals: [Range<Int>] = []
            for member in moved where member.path == file.path {
                let range = MemberLines.removal(of: member, in: file.bytes)
                if !removals.contains(range) { removals.append(range) }
            }
            let relaxations = analysis.shared.filter { $0.path == file.path }
                .flatMap { AccessRelaxation.edits(for: $0, in: file.bytes) }
            let reachingBack = file.path == classFile && !analysis.reachedBack.isEmpty
            guard !removals.isEmpty || !relaxations.isEmpty || reachingBack else { continue }
            var accounted = TextEdits.apply(removals.map { ($0, "") }, to: file.bytes)
            var new = TextEdits.apply(removals.map { ($0, "") } + relaxations.map { ($0, "") }, to: file.bytes)
            for range in relaxations {
                let shifted = TextEdits.shifted(range.lowerBound, by: (removals + relaxations).map { ($0, "") })
                notes.append(.note("'\(String(decoding: file.bytes[range], as: UTF8.self).trimmingSpaces())' "
                    + "removed: `\(newType)` shares this member with `\(leafType)`",
                    at: TextEdits.location(of: shifted, in: new, path: file.path)))
            }
            if reachingBack {
                let tail = Array(ReachingExtension.text(analysis.reachedBack, from: leafType, to: newType,
                                                        composite: composite).utf8)
                accounted += tail
                new += tail
            }
            changes.append(AdoptionChange(kind: .retargeted, path: file.path, old: file.bytes, new: new,
                                          accounted: relaxations.isEmpty ? nil : accounted))
        }
        let texts = Dictionary(scanned.map { ($0.path, $0.bytes) }, uniquingKeysWith: { first, _ in first })
        var blocks: [String] = []
        var blockRanges: [(String, Range<Int>)] = []
        var adapters: [[String]] = []
        var adapted: [String] = []
        for member in moved {
            let bytes = texts[member.path] ?? []
            let lines = MemberLines.range(of: member, in: bytes)
            guard !blockRanges.contains(where: { $0.0 == member.path && $0.1 == lines }) else { continue }
            blockRanges.append((member.path, lines))
            blocks.append(Self.wrapped(String(decoding: bytes[lines], as: UTF8.self), member))
            if let name = implemented(member), let required = componentRequirements[name] {
                switch ComponentSpelling.adapter(for: member, implementing: required) {
                case .failure(let refusal): throw DiagnosticError(refusal)
                case .success(let adapter?):
                    adapters.append(Self.wrapped(adapter, member.conditions))
                    adapted.append("'\(member.displayName)'")
                case .success(nil): break
                }
            }
        }
        let imports = scanned.filter { file in moved.contains { $0.path == file.path } }.flatMap(\.importLines)
        let leafFile = PeelOffLeafFile(request: request, sourceType: leafType, newType: newType,
                                       composite: composite.name.value, imports: imports, blocks: blocks,
                                       shared: analysis.shared,
                                       sharedDelegateMethods: analysis.sharedDelegateMethods, adapters: adapters)
        let newPath = PathUtilities.join(composite.paths.components.value, "\(newType).swift")
        let newText = leafFile.text
        if !adapters.isEmpty, let offset = leafFile.adaptersOffset {
            notes.append(.note(adapted.joined(separator: ", ") + " keep\(adapted.count == 1 ? "s" : "") the SDK's "
                + "spelling, which the composite would never call: the component protocol's is added here, calling "
                + "\(adapted.count == 1 ? "it" : "them")", at: TextEdits.location(of: offset, in: Array(newText.utf8),
                                                                             path: newPath)))
        }
        changes.append(AdoptionChange(kind: .leaf, path: newPath, old: nil, new: Array(newText.utf8)))
        let manifestText = try ManifestMethodLines.moving(
            request, from: source, composite: composite.name.value, in: manifestText, path: manifest.path,
            uses: analysis.shared.isEmpty ? [] : [source.name.value])
        return PeelOff(newTypeName: newType, changes: changes, manifestText: manifestText, notes: notes,
                       sourceTypeName: leafType, usesSource: !analysis.shared.isEmpty,
                       moved: moved.map { ($0, String(decoding: texts[$0.path]?[$0.range] ?? [], as: UTF8.self)) })
    }

    /// The member implementing each requested method.
    private static func requestedMembers(_ request: PeelOffRequest, source: Responsibility, members: [AdoptedMember],
                                         implemented: (AdoptedMember) -> String?, leafType: String) throws -> [Int] {
        var diagnostics = Diagnostics()
        var found: [Int] = []
        for method in request.methods {
            guard let listing = source.methods.first(where: { $0.value == method }) else {
                diagnostics.error("'\(source.name.value)' does not list '\(method)'"
                    + Suggestions.didYouMean(method, in: source.methods.map(\.value)), at: source.location)
                continue
            }
            guard let index = members.indices.first(where: { implemented(members[$0]) == method }) else {
                diagnostics.error("'\(leafType)' has no method '\(method)' to move", at: listing.location)
                continue
            }
            found.append(index)
        }
        try diagnostics.throwIfErrors()
        return found
    }

    /// Lines in the `#if`s a member stood in.
    private static func wrapped(_ lines: [String], _ conditions: [String]) -> [String] {
        conditions.map { "#if \($0)" } + lines + conditions.map { _ in "#endif" }
    }

    /// A member's lines in the `#if`s it stood in.
    private static func wrapped(_ lines: String, _ member: AdoptedMember) -> String {
        var block = lines.hasSuffix("\n") ? lines : lines + "\n"
        for condition in member.conditions.reversed() { block = "#if \(condition)\n" + block + "#endif\n" }
        return block
    }
}
