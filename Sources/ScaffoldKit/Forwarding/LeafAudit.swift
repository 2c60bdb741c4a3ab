/// After the protocol or the manifest changed: finds leaf methods that will silently never be called.
///
/// Leaf files are scanned (never changed) with `SwiftDeclarationScanner.functionDeclarations`. Each non-private
/// `func` of a component's file is compared with the protocol's requirements:
/// - it implements a requirement its manifest entry does not list: the composite never calls it;
/// - it nearly matches one (a renamed argument label, a changed parameter type): it no longer implements it;
/// - it matches none: it is never called by the composite (a helper should be `private`).
/// A manifest method the protocol no longer has is the planner's error, not a warning here.
enum LeafAudit {
    /// Warnings for the leaves of `plan` whose files exist; `read` returns a leaf file's bytes (path relative to
    /// the manifest's folder), or nil when there is none yet.
    public static func warnings(for plan: ForwardingPlan, read: (String) throws -> [UInt8]?) -> [Diagnostic] {
        var warnings: [Diagnostic] = []
        let spec = plan.protocolSpec
        // Built at the first leaf file that exists: a first run, with no leaf file yet, does not pay for it.
        var index: RequirementIndex?
        let responsibilities = Dictionary(plan.composite.responsibilities.map { ($0.name.value, $0) },
                                          uniquingKeysWith: { first, _ in first })
        for leaf in plan.components {
            let path = PathUtilities.join(plan.composite.paths.components.value, "\(leaf.typeName).swift")
            guard let bytes = try? read(path) else { continue }
            let functions: [MethodRequirement]
            do {
                functions = try SwiftDeclarationScanner.functionDeclarations(in: bytes, path: path)
            } catch let error as DiagnosticError {
                warnings.append(contentsOf: error.diagnostics.map { asWarning($0, leaf: leaf.typeName) })
                continue
            } catch {
                continue
            }
            let listed = Set(leaf.selectors)
            let entry = responsibilities[leaf.name]?.location
            let requirements = index ?? RequirementIndex(spec.methods)
            index = requirements
            for function in functions {
                if let requirement = requirements.requirement(implementedBy: function) {
                    guard !listed.contains(requirement.selector) else { continue }
                    warnings.append(.warning(
                        "'\(leaf.typeName)' implements '\(requirement.selector)' but scaffold.yml does not list it "
                            + "for '\(leaf.name)', so it is never called; add it to the responsibility's methods",
                        at: function.location,
                        notes: entry.map { [.note("'\(leaf.name)' is declared here", at: $0)] } ?? []))
                } else {
                    warnings.append(mismatch(function, leaf: leaf, spec: spec))
                }
            }
        }
        return warnings
    }

    /// A leaf function that implements no requirement, with the nearest one and what differs.
    private static func mismatch(_ function: MethodRequirement, leaf: LeafPlan, spec: ProtocolSpec) -> Diagnostic {
        let start = "'\(function.swiftName)' in '\(leaf.typeName)' matches no requirement of '\(spec.name)' "
            + "and is never called"
        guard let (nearest, difference) = nearestRequirement(to: function, in: spec.methods) else {
            return .warning(start + " by the composite; make it private if it is a helper", at: function.location)
        }
        return .warning(start + "; nearest requirement: '\(nearest.selector)' (\(difference))", at: function.location,
                        notes: [.note("'\(nearest.selector)' is declared here", at: nearest.location)])
    }

    /// True when `function` has the requirement's name, labels, parameter types and effects (a leaf may answer an
    /// optional where the protocol has none, and takes variadics as arrays).
    static func implements(_ function: MethodRequirement, _ requirement: MethodRequirement) -> Bool {
        function.swiftName == requirement.swiftName
            && function.parameters.map(parameterKey) == requirement.parameters.map(parameterKey)
            && function.isAsync == requirement.isAsync
    }

    /// The requirement `function` was probably meant to implement, and how it differs; nil when none is close.
    static func nearestRequirement(to function: MethodRequirement, in requirements: [MethodRequirement])
        -> (MethodRequirement, String)?
    {
        let sameShape = requirements.filter {
            $0.name == function.name && $0.parameters.count == function.parameters.count
        }
        for requirement in sameShape {
            let differences = zip(function.parameters, requirement.parameters).compactMap(difference)
            if !differences.isEmpty && differences.count < max(2, function.parameters.count) {
                return (requirement, differences.joined(separator: "; "))
            }
        }
        let candidates = requirements.map(\.swiftName)
        guard let name = Suggestions.nearest(to: function.swiftName, in: candidates),
              let requirement = requirements.first(where: { $0.swiftName == name }) else { return nil }
        return (requirement, "the name differs: '\(function.swiftName)' is not '\(requirement.swiftName)'")
    }

    /// The requirements by Swift name with their parameter keys, computed once: each leaf function is then
    /// compared only with the requirements of its own name (N × K lookups, not N × K × M comparisons).
    private struct RequirementIndex {
        private var byName: [String: [(requirement: MethodRequirement, keys: [String])]] = [:]

        init(_ requirements: [MethodRequirement]) {
            for requirement in requirements {
                byName[requirement.swiftName, default: []].append((requirement, requirement.parameters.map(parameterKey)))
            }
        }

        /// The first requirement, in protocol order, that `function` implements (see `implements`).
        func requirement(implementedBy function: MethodRequirement) -> MethodRequirement? {
            guard let candidates = byName[function.swiftName] else { return nil }
            let keys = function.parameters.map(parameterKey)
            return candidates.first { $0.keys == keys && $0.requirement.isAsync == function.isAsync }?.requirement
        }
    }

    /// What differs between a leaf's parameter and the requirement's, or nil when they agree.
    private static func difference(_ leaf: Parameter, _ requirement: Parameter) -> String? {
        if leaf.label != requirement.label {
            return "argument label '\(leaf.label ?? "_")' is '\(requirement.label ?? "_")' in the protocol"
        }
        if parameterKey(leaf) != parameterKey(requirement) {
            return "parameter '\(leaf.name)' has type '\(leaf.type.unattributed)', the protocol has "
                + "'\(requirement.type.unattributed)'"
        }
        return nil
    }

    /// A parameter's label and type, ignoring attributes (`@escaping`, `@Sendable`), optionality inside handler
    /// types (a leaf's handler may take an optional) and variadic-versus-array spelling.
    private static func parameterKey(_ parameter: Parameter) -> String {
        var type = withoutAttributes(parameter.type.description, droppingOptionals: parameter.type.functionType != nil)
        if parameter.isVariadic { type = "[\(type)]" }
        return (parameter.label ?? "_") + ":" + (parameter.isInout ? "inout " : "") + type
    }

    /// `text` without `@escaping `, `@Sendable ` and `@MainActor `, and without every `?` when asked: one pass
    /// over the bytes (this runs for every parameter of every leaf function).
    static func withoutAttributes(_ text: String, droppingOptionals: Bool) -> String {
        let bytes = Array(text.utf8)
        var kept: [UInt8] = []
        kept.reserveCapacity(bytes.count)
        var index = 0
        scan: while index < bytes.count {
            let byte = bytes[index]
            if byte == UInt8(ascii: "@") {
                for attribute in ignoredAttributes where hasPrefix(bytes, attribute, at: index) {
                    index += attribute.count
                    continue scan
                }
            }
            if !(droppingOptionals && byte == UInt8(ascii: "?")) { kept.append(byte) }
            index += 1
        }
        return String(decoding: kept, as: UTF8.self)
    }

    private static let ignoredAttributes = ["@escaping ", "@Sendable ", "@MainActor "].map { Array($0.utf8) }

    private static func hasPrefix(_ bytes: [UInt8], _ prefix: [UInt8], at index: Int) -> Bool {
        index + prefix.count <= bytes.count && bytes[index..<(index + prefix.count)].elementsEqual(prefix)
    }

    private static func asWarning(_ diagnostic: Diagnostic, leaf: String) -> Diagnostic {
        var copy = diagnostic
        copy.severity = .warning
        copy.message = "leaf '\(leaf)' could not be checked against the protocol: " + diagnostic.message
        return copy
    }
}
