/// After the protocol or the manifest changed: finds leaf methods that will silently never be called.
///
/// Leaf files are scanned (never changed) with `SwiftDeclarationScanner.typeContents`. Each non-private
/// `func` of a component's file is compared, by meaning (`WitnessMatch`), with the requirements as the component
/// protocol declares them (`ForwardedMethod.componentRequirement`):
/// - error: it is named after a requirement its manifest entry lists but cannot implement it (a non-optional
///   return where the component protocol's is optional): the composite never calls it;
/// - warning: it implements a requirement its manifest entry does not list: the composite never calls it;
/// - warning: it nearly matches one (a renamed argument label, a changed parameter type), nearest first.
/// Other methods (helpers, methods of another protocol the leaf adopts) are not reported, nor a method under a
/// `// scaffold:ignore` line. A manifest method the protocol no longer has is the planner's error.
///
/// Fast path: a function spelled byte for byte as another leaf's function that implements a requirement exactly,
/// in a leaf that lists that requirement, is not read in full (`ExactDeclarations`, `LeafFunctions`): it has
/// nothing to report.
enum LeafAudit {
    /// Findings for the leaves of `plan` whose files exist; `read` returns a leaf file's bytes (path relative to
    /// the manifest's folder), or nil when there is none yet; `display` turns that path into the one diagnostics
    /// show (relative to where the command runs); `fastPath` false reads every function in full (the tests
    /// compare both).
    static func warnings(for plan: ForwardingPlan, display: (String) -> String = { $0 }, fastPath: Bool = true,
                         read: (String) throws -> [UInt8]?) -> [Diagnostic] {
        var findings: [Diagnostic] = []
        // Built at the first leaf file that exists: a first run, with no leaf file yet, does not pay for it.
        var index: LeafRequirements?
        // Learned from the functions read in full, for the leaves read after them.
        var exact = ExactDeclarations()
        // Made at the first leaf with a function to check: most leaves have none (`LeafFunctions`).
        var responsibilities: [String: Responsibility]?
        for leaf in plan.components {
            let path = PathUtilities.join(plan.composite.paths.components.value, "\(leaf.typeName).swift")
            guard let bytes = try? read(path) else { continue }
            let requirements = index ?? LeafRequirements(plan)
            index = requirements
            // Scanned under `path`; only the findings' locations get the shown path (most leaves have none).
            let functions: LeafFunctions
            do {
                functions = try LeafFunctions(bytes, path: path, leaf: leaf,
                                              known: fastPath ? exact.declarations(listedBy: leaf) : [])
            } catch let error as DiagnosticError {
                let shown = display(path)
                findings += error.diagnostics.map { asWarning(relocated($0, to: shown), leaf: leaf.typeName) }
                continue
            } catch {
                continue
            }
            guard !functions.functions.isEmpty else { continue }
            if fastPath { exact.learn(from: functions, in: bytes, requirements: requirements) }
            let entries = responsibilities ?? Dictionary(plan.composite.responsibilities.map { ($0.name.value, $0) },
                                                         uniquingKeysWith: { first, _ in first })
            responsibilities = entries
            var audit = LeafCheck(leaf: leaf, requirements: requirements, facts: LeafFileFacts(bytes),
                                  adopted: functions.adopted, entry: entries[leaf.name]?.location)
            // `implemented` only tells apart functions of one name (the SDK's spelling and its adapter): only those
            // are matched for it, sparing every other function a second match.
            if !functions.repeated.isEmpty {
                audit.implemented = audit.exactlyImplemented(
                    by: functions.functions.filter { functions.repeated.contains($0.swiftName) })
            }
            var shown: String?
            for function in functions.functions {
                guard let finding = audit.finding(function) else { continue }
                let display = shown ?? display(path)
                shown = display
                findings.append(relocated(finding, to: display))
            }
        }
        return findings
    }

    private static func asWarning(_ diagnostic: Diagnostic, leaf: String) -> Diagnostic {
        var copy = diagnostic
        copy.severity = .warning
        copy.message = "leaf '\(leaf)' could not be checked against the protocol: " + diagnostic.message
        return copy
    }

    /// `diagnostic`, located in the leaf file (scanned under the path relative to the manifest), with the path
    /// diagnostics show. Its notes point elsewhere (the manifest, the protocol) and are kept.
    private static func relocated(_ diagnostic: Diagnostic, to shown: String) -> Diagnostic {
        var copy = diagnostic
        copy.location?.file = shown
        return copy
    }
}
