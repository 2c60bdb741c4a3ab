/// `scaffold adopt`: turns an existing app delegate class into a leaf holding its code byte for byte, plus what the
/// composite needs to take the class's place. Reads only what it is given; the caller writes.
public enum Adopter {
    /// The delegate protocols a class can be adopted from.
    static let delegateProtocols = ["UIApplicationDelegate", "NSApplicationDelegate"]

    /// - Parameters:
    ///   - moduleFiles: every other Swift file of the module (`ModuleLayout.root`), path relative to the project.
    ///   - protocolSpec: the catalog protocol of that name.
    public static func adopt(delegatePath: String, bytes: [UInt8], moduleFiles: [(path: String, bytes: [UInt8])],
                             options: AdoptionOptions,
                             protocolSpec: (String) throws -> ProtocolSpec) throws -> Adoption {
        let start = SourceLocation(file: delegatePath, line: 1, column: 1)
        if [".m", ".mm", ".h"].contains(where: delegatePath.hasSuffix) {
            throw DiagnosticError(.error("adopting an Objective-C app delegate is not supported yet: scaffold adopt "
                + "reads Swift; for an Objective-C AppDelegate use `style: objc` (see `scaffold init --help`)",
                at: start))
        }
        // Swift that does not hold together (an unclosed brace, string or `#if`) is refused before any planning.
        try SwiftStructureCheck.requireWellFormed([(delegatePath, bytes)] + moduleFiles)
        let file = try ScannedSwiftFile(bytes: bytes, path: delegatePath) { _ in true }
        let (delegate, protocolName) = try delegateClass(in: file, start: start)
        guard SwiftNameRules.problem(with: options.leafName) == nil else {
            throw DiagnosticError(.error("'\(options.leafName)' is not a Swift type name for --leaf", at: start))
        }
        let name = delegate.name
        let leafType = GeneratedNames.leaf(options.leafName, pattern: .component)
        var others: [ScannedSwiftFile] = []
        var diagnostics = Diagnostics()
        for other in moduleFiles where other.path != delegatePath {
            if let scanned = diagnostics.capture({ try ScannedSwiftFile(bytes: other.bytes, path: other.path) {
                $0 == name
            } }) {
                others.append(scanned)
            }
        }
        try diagnostics.throwIfErrors()
        let spec = try protocolSpec(protocolName)
        let layout = ModuleLayout(delegatePath: delegatePath, composite: name, moduleName: options.moduleName)
        var plan = AdoptionPlanning(name: name, leafType: leafType, leafName: options.leafName, spec: spec,
                                    layout: layout)
        plan.check(leafTypeIsFree: [file] + others)
        let extensions = ([file] + others).flatMap { $0.types.filter { $0.keyword == "extension" && $0.name == name } }
        let members = delegate.members + extensions.flatMap(\.members)
        plan.classify(members, superclass: delegate.inherited.first?.name)
        let texts = Dictionary(([file] + others).map { ($0.path, $0.bytes) }, uniquingKeysWith: { first, _ in first })
        plan.warnAboutSelfAsComposite(members, texts: texts)
        try plan.diagnostics.throwIfErrors()

        var changes = [AdoptionChange(kind: .moved, path: delegatePath, old: bytes, new: nil)]
        var edits = extensions.filter { $0.path == delegatePath }.map { ($0.nameRange, leafType) }
        edits.append((delegate.nameRange, leafType))
        if let conformance = delegate.inherited.first(where: { $0.name == protocolName }) {
            edits.append((conformance.range, GeneratedNames.componentProtocol(composite: name)))
        }
        if let entry = delegate.entryAttribute { edits.append((entry.range, "")) }
        let leafPath = PathUtilities.join(layout.components, "\(leafType).swift")
        let leafBytes = TextEdits.apply(edits, to: bytes)
        changes.append(AdoptionChange(kind: .leaf, path: leafPath, old: nil, new: leafBytes))
        // Warnings about the class's members point into the leaf's file, where the members are now.
        let warnings = plan.diagnostics.warnings.map { warning in
            guard let member = delegate.members.first(where: { $0.location == warning.location }) else {
                return warning
            }
            var moved = warning
            moved.location = TextEdits.location(of: TextEdits.shifted(member.range.lowerBound, by: edits),
                                                in: leafBytes, path: leafPath)
            return moved
        }
        for other in others {
            let ranges = other.types.filter { $0.keyword == "extension" && $0.name == name }.map(\.nameRange)
            guard !ranges.isEmpty else { continue }
            changes.append(AdoptionChange(kind: .retargeted, path: other.path, old: other.bytes,
                                          new: TextEdits.apply(ranges.map { ($0, leafType) }, to: other.bytes)))
        }
        let imports = ([file] + others.filter { scanned in extensions.contains { $0.path == scanned.path } })
            .flatMap(\.importLines)
        changes.append(AdoptionChange(
            kind: .forwarders, path: PathUtilities.join(layout.components, "\(name)+\(options.leafName).swift"),
            old: nil, new: Array(plan.forwardersFile(imports: imports).utf8)))
        return Adoption(
            compositeName: name, protocolName: protocolName, leafName: options.leafName, leafTypeName: leafType,
            layout: layout, delegateMethods: plan.delegateMethods, entryAttribute: delegate.entryAttribute?.name,
            changes: changes, warnings: warnings,
            members: members.map { ($0, String(decoding: texts[$0.path]?[$0.range] ?? [], as: UTF8.self)) })
    }

    /// The one class of the file that adopts a delegate protocol, and that protocol.
    private static func delegateClass(in file: ScannedSwiftFile, start: SourceLocation) throws
        -> (AdoptedTypeDeclaration, String)
    {
        let candidates = file.types.compactMap { type -> (AdoptedTypeDeclaration, String)? in
            guard type.keyword == "class",
                  let found = type.inherited.first(where: { delegateProtocols.contains($0.name) }) else { return nil }
            return (type, found.name)
        }
        guard let first = candidates.first else {
            throw DiagnosticError(.error("no class in this file adopts UIApplicationDelegate or "
                + "NSApplicationDelegate in its declaration; scaffold adopt reads the class that does", at: start))
        }
        if candidates.count > 1 {
            throw DiagnosticError(.error("more than one class here adopts \(first.1); move all but one to other "
                + "files and adopt them one at a time", at: candidates[1].0.location))
        }
        return first
    }
}
