import ScaffoldKit

extension CommandContext {
    /// `scaffold generate [--check | --dry-run]`.
    func generate(_ mode: WriteMode) throws -> Int32 {
        try transaction(try locateProject()) { transaction in
            var timings = PhaseTimings()
            let manifest = try timings.measure("read manifest") { try transaction.manifest() }
            var report = try generate(manifest, in: transaction, mode: mode, timings: &timings)
            // Not for the `--check` gate (the Info.plist is not generated), nor in the sandbox (it is not declared).
            if mode != .check && !policy.isSandboxed {
                report.advice += MigrationAdvice.missingSceneManifest(
                    in: manifest, root: transaction.project.directory, fileSystem: transaction.workspace.fileSystem)
            }
            return finish(report, timings: timings)
        }
    }

    /// Generates `manifest` and commits the result (with `manifestText`, the manifest's new bytes, when it changes).
    func generate(_ manifest: Manifest, in transaction: ProjectTransaction, mode: WriteMode,
                  manifestText: [UInt8]? = nil, timings: inout PhaseTimings) throws -> WriteReport {
        let templates = try timings.measure("load templates") { try transaction.project.templates(for: manifest) }
        let output = try transaction.generate(manifest, templates: templates, timings: &timings)
        return try timings.measure("write") {
            try transaction.commit(output, mode: mode, manifestText: manifestText)
        }
    }

    /// `add` and `remove`: edit the manifest's text in place, then regenerate; both are written together,
    /// or neither when the new manifest or its generation has an error.
    func edit(_ verb: String, _ change: (String, String) throws -> String) throws -> Int32 {
        try transaction(try locateProject()) { try edit($0, verb, change) }
    }

    private func edit(_ transaction: ProjectTransaction, _ verb: String,
                      _ change: (String, String) throws -> String) throws -> Int32 {
        let project = transaction.project
        var timings = PhaseTimings()
        let bytes = try transaction.manifestText()
        // The manifest on disk must be valid before it is edited (invalid UTF-8 is reported at its spot here).
        _ = try project.decode(bytes)
        guard let text = String(validatingUTF8Bytes: bytes) else {
            throw Diagnostic.error("'\(project.displayPath)' is not UTF-8 text", at: nil)
        }
        let edited = Array(try change(text, project.displayPath).utf8)
        let report = try explainingUnwrittenManifest(project, verb: verb) {
            try generate(try project.decode(edited), in: transaction, mode: .write, manifestText: edited,
                         timings: &timings)
        }
        if !isQuiet { console.output("updated  \(project.displayPath)") }
        return finish(report, timings: timings)
    }

    /// Runs `body`, which reads a manifest that is not on disk yet; its diagnostics get a note saying so.
    func explainingUnwrittenManifest<T>(_ project: Project, verb: String, _ body: () throws -> T) throws -> T {
        do {
            return try body()
        } catch let error as DiagnosticError {
            throw DiagnosticError(error.diagnostics + [unwrittenNote(project, verb: verb)])
        } catch let diagnostic as Diagnostic {
            throw DiagnosticError([diagnostic, unwrittenNote(project, verb: verb)])
        }
    }

    private func unwrittenNote(_ project: Project, verb: String) -> Diagnostic {
        .note("the lines above are of '\(project.displayPath)' as 'scaffold \(verb)' would have written it; "
            + "nothing was changed", at: nil)
    }
}
