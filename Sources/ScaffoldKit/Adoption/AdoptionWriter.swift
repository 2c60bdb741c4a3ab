/// Writes an adoption or a peel-off together with what `generate` makes of the new manifest, in its
/// `ProjectTransaction`: everything is planned and checked first (each moved member exactly once), then committed.
struct AdoptionWriter {
    let transaction: ProjectTransaction
    let templates: [String: String]

    /// - Parameters:
    ///   - manifest: the manifest's path (relative), its bytes on disk (nil: new) and its new text.
    ///   - members: the moved members and their text; `before` holds the files they come from.
    func write(_ changes: [AdoptionChange], manifest: (path: String, old: [UInt8]?, text: String),
               members: [(member: AdoptedMember, text: String)], before: [[UInt8]], dryRun: Bool) throws -> WritePlan {
        let root = transaction.project.directory
        let decoded = try ManifestDecoder.decode(Array(manifest.text.utf8), path: manifest.path, directory: root)
        // A path leading out of the project is refused at its key (`AdoptionRun` relocates the key of a manifest
        // not written yet to the delegate).
        let outside = ManifestPaths.errors(in: decoded, fileSystem: transaction.workspace.fileSystem)
        if !outside.isEmpty { throw DiagnosticError(outside) }
        var timings = PhaseTimings()
        // Generated as the next `generate` will: over the project as it will be, so the leaf audit reads the moved
        // code where it lands. Whatever it would report is refused now, and nothing is written.
        let output = try transaction.generate(decoded, templates: templates,
                                              over: changes.map { ($0.path, $0.new) }
                                                  + [(manifest.path, Array(manifest.text.utf8))],
                                              timings: &timings)
        if !output.warnings.isEmpty {
            throw DiagnosticError(output.warnings.map { warning in
                var error = warning
                error.severity = .error
                return error
            } + [.note("the result would fail 'scaffold generate --check' with the error above; nothing was written",
                       at: nil)])
        }
        // A leaf this change writes is not also created as an empty one.
        let files = output.files.filter { file in !changes.contains { $0.path == file.path } }
        // Members land in user-owned files. A generated file may repeat a member's text by coincidence (the
        // component protocol's default `application(_:didFinishLaunchingWithOptions:)` is `{ true }`, as an
        // original's may be): it is not a copy of it.
        let after = changes.compactMap { $0.accounted ?? $0.new }
            + files.filter { $0.ownership == .user }.map(\.bytes)
        let unplaced = MemberAccounting.unplaced(members, before: before, after: after)
        if !unplaced.isEmpty { throw DiagnosticError(unplaced) }

        let manifestChange = AdoptionChange(kind: .retargeted, path: manifest.path, old: manifest.old,
                                            new: Array(manifest.text.utf8))
        return try transaction.commit(files, sweeping: output.sweptFolders, merging: changes + [manifestChange],
                                      dryRun: dryRun)
    }
}
