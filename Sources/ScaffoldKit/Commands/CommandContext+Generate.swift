extension CommandContext {
    /// `scaffold generate [--check | --dry-run] [--no-cache]`.
    ///
    /// When the record of the last run (`RunRecord`) still holds — same build, same options, every file it read
    /// unchanged — that run's report is given again without planning or rendering: it would change nothing.
    /// Otherwise the run is done in full, and recorded when it changed nothing and found nothing to warn about.
    func generate(_ mode: WriteMode, usingRunRecord: Bool = true) throws -> Int32 {
        var timings = PhaseTimings()
        let project = try Project.locate(global, fileSystem: fileSystem)
        let records = usingRunRecord && mode != .dryRun ? self.records : nil
        // The manifest's path too: two manifests whose record files share a name never take each other's record.
        let options = "templates=\(global.templatesDirectory ?? "-") manifest=\(project.manifestPath)"
        if let records, let record = timings.measure("check run record", {
            records.load(for: project.manifestPath, options: options).flatMap { $0.holds(in: fileSystem) ? $0 : nil }
        }) {
            return finish(record.report(mode: mode), timings: timings)
        }
        let recorder = records.map { _ in RecordingFileSystem(base: fileSystem) }
        var run = recorder.map(project.recording(with:)) ?? project
        run.protocolCache = records.map(ScannedProtocolCache.init(beside:))
        // A full run: the other core parses the built-in templates while this one reads the manifest.
        run.prefetchedTemplates = TemplatePrefetch.start()
        // The working folder is part of what a run saw (relative paths, diagnostics).
        _ = recorder?.currentDirectory
        let manifest = try timings.measure("read manifest") { try run.decode(try run.readManifest()) }
        let report = try run.generate(manifest, mode: mode, timings: &timings)
        if let records, let observations = recorder?.observations, !report.hasChanges, report.warnings.isEmpty {
            records.save(RunRecord(executable: records.executable, options: options, observations: observations,
                                   unchanged: report.unchanged, skipped: report.skipped), for: project.manifestPath)
        }
        return finish(report, timings: timings)
    }

    /// `add` and `remove`: edit the manifest's text in place, then regenerate; both are written together,
    /// or neither when the new manifest or its generation has an error.
    func edit(_ verb: String, _ change: (String, String) throws -> String) throws -> Int32 {
        var timings = PhaseTimings()
        let project = try Project.locate(global, fileSystem: fileSystem)
        let bytes = try project.readManifest()
        // The manifest on disk must be valid before it is edited (invalid UTF-8 is reported at its spot here).
        _ = try project.decode(bytes)
        guard let text = String(validatingUTF8Bytes: bytes) else {
            throw Diagnostic.error("'\(project.displayPath)' is not UTF-8 text", at: nil)
        }
        let edited = Array(try change(text, project.displayPath).utf8)
        let report = try explainingUnwrittenManifest(project, verb: verb) {
            try project.generate(try project.decode(edited), mode: .write, manifestText: edited, timings: &timings)
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
