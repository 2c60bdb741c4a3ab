/// `scaffold adopt`: turns an existing app delegate class into a leaf holding its code byte for byte, plus what the
/// composite needs to take the class's place. Reads only what it is given; the caller writes.
public enum Adopter {
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
        guard SwiftNameRules.problem(with: options.leafName) == nil else {
            throw DiagnosticError(.error("'\(options.leafName)' is not a Swift type name for --leaf", at: start))
        }
        let classNames = Set(file.types.filter { $0.keyword == "class" }.map(\.name))
        var others: [ScannedSwiftFile] = []
        var diagnostics = Diagnostics()
        for other in moduleFiles where other.path != delegatePath {
            if let scanned = diagnostics.capture({ try ScannedSwiftFile(bytes: other.bytes, path: other.path) {
                classNames.contains($0)
            } }) {
                others.append(scanned)
            }
        }
        try diagnostics.throwIfErrors()
        let scanned = [file] + others
        let (delegate, conformance) = try DelegateClass.find(in: file, others: others, start: start,
                                                             protocols: options.delegateProtocols)
        let protocolName = conformance.protocolName
        let name = delegate.name
        let leafType = GeneratedNames.leaf(options.leafName, pattern: .component)
        let spec = try protocolSpec(protocolName)
        let layout = ModuleLayout(delegatePath: delegatePath, composite: name, moduleName: options.moduleName,
                                  app: options.layout)
        var plan = AdoptionPlanning(name: name, leafType: leafType, leafName: options.leafName, spec: spec,
                                    layout: layout)
        plan.check(leafTypeIsFree: scanned)
        let extensions = scanned.flatMap { $0.types.filter { $0.keyword == "extension" && $0.name == name } }
        let members = InitialValueType.resolvingCallees(delegate.members + extensions.flatMap(\.members))
        plan.classify(members, superclass: delegate.inherited.first?.name)
        let texts = Dictionary(scanned.map { ($0.path, $0.bytes) }, uniquingKeysWith: { first, _ in first })
        let selfEdits = plan.selfAsComposite(
            members, globals: scanned.flatMap(\.variables), texts: texts,
            adaptor: DelegateAdaptor.location(of: name, in: scanned.map { ($0.path, $0.bytes) }))
        try plan.diagnostics.throwIfErrors()
        let composite = plan.compositeExpression

        var changes = [AdoptionChange(kind: .moved, path: delegatePath, old: bytes, new: nil)]
        let componentProtocol = GeneratedNames.componentProtocol(composite: name)
        var edits = extensions.filter { $0.path == delegatePath }.map { ($0.nameRange, leafType) }
        edits.append((delegate.nameRange, leafType))
        if conformance.path == delegatePath { edits.append((conformance.range, componentProtocol)) }
        if let entry = delegate.entryAttribute { edits.append((entry.range, "")) }
        let leafPath = PathUtilities.join(layout.components, "\(leafType).swift")
        let leafSelfEdits = selfEdits.filter { $0.path == delegatePath }.flatMap(\.textEdits)
        let leafBytes = TextEdits.apply(edits + leafSelfEdits, to: bytes)
        changes.append(AdoptionChange(kind: .leaf, path: leafPath, old: nil, new: leafBytes,
                                      accounted: leafSelfEdits.isEmpty ? nil : TextEdits.apply(edits, to: bytes)))
        var notes = selfEdits.filter { $0.path == delegatePath }.map { edit in
            Diagnostic.note("'self' assigned to '\(edit.property)' is now '\(composite)': 'self' is '\(leafType)' "
                + "here, '\(name)' the composite UIKit calls", at: TextEdits.location(
                    of: TextEdits.shifted(edit.range.lowerBound, by: edits + leafSelfEdits), in: leafBytes,
                    path: leafPath))
        }
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
            let extended = other.types.filter { $0.keyword == "extension" && $0.name == name }
            var otherEdits = extended.map { ($0.nameRange, leafType) }
            guard !otherEdits.isEmpty else { continue }
            if let targets = options.otherTargets[other.path], let first = extended.first {
                throw DiagnosticError(.error("'\(other.path)' is also compiled by "
                    + targets.map { "'\($0)'" }.joined(separator: ", ") + ", which has no '\(leafType)': move what "
                    + "this file adds to '\(name)' into a file only the delegate's target compiles, then adopt again",
                                             at: first.location))
            }
            if conformance.path == other.path { otherEdits.append((conformance.range, componentProtocol)) }
            let otherSelfEdits = selfEdits.filter { $0.path == other.path }.flatMap(\.textEdits)
            let new = TextEdits.apply(otherEdits + otherSelfEdits, to: other.bytes)
            notes += selfEdits.filter { $0.path == other.path }.map { edit in
                Diagnostic.note("'self' assigned to '\(edit.property)' is now '\(composite)'", at: TextEdits.location(
                    of: TextEdits.shifted(edit.range.lowerBound, by: otherEdits + otherSelfEdits), in: new,
                    path: other.path))
            }
            changes.append(AdoptionChange(kind: .retargeted, path: other.path, old: other.bytes, new: new,
                                          accounted: otherSelfEdits.isEmpty ? nil
                                              : TextEdits.apply(otherEdits, to: other.bytes)))
        }
        let isObservable = ([delegate] + extensions).contains { declaration in
            declaration.inherited.contains { $0.name == "ObservableObject" || $0.name == "Combine.ObservableObject" }
        }
        let imports = ([file] + others.filter { scanned in extensions.contains { $0.path == scanned.path } })
            .flatMap(\.importLines)
        changes.append(AdoptionChange(
            kind: .forwarders, path: PathUtilities.join(layout.components, "\(name)+\(options.leafName).swift"),
            old: nil, new: Array(plan.forwardersFile(imports: imports, isObservable: isObservable).utf8)))
        var adoption = Adoption(
            compositeName: name, protocolName: protocolName, leafName: options.leafName, leafTypeName: leafType,
            layout: layout, delegateMethods: plan.delegateMethods, entryAttribute: delegate.entryAttribute?.name,
            changes: changes, warnings: warnings + notes,
            members: members.map { ($0, String(decoding: texts[$0.path]?[$0.range] ?? [], as: UTF8.self)) })
        adoption.methodConditions = plan.methodConditions
        adoption.lookedUpProperties = plan.lookedUp
        return adoption
    }
}
