/// What `scaffold migrate` has planned so far, in memory: the manifest's new text, every file it changes (an
/// adoption's moved code, the Info.plist) and the members moved, for one `AdoptionWriter` write at the end.
struct MigrationPlan {
    /// The manifest's bytes on disk; nil when there is none yet (a classic delegate adopted first).
    var existingManifest: [UInt8]?
    var manifestText: String
    var templates: [String: String]
    /// The file of the app delegate or its composite, where a diagnostic about a manifest not written yet points.
    var delegatePath: String
    var changes: [AdoptionChange] = []
    var members: [(member: AdoptedMember, text: String)] = []
    /// The adoptions made on the way: the app delegate's, the app's own scene delegate's.
    var adoptions: [Adoption] = []
    /// What each step did, for the summary.
    var steps: [String] = []

    /// Adds `change`; a file changed before keeps its first bytes and takes the new ones.
    mutating func add(_ change: AdoptionChange) {
        guard let index = changes.firstIndex(where: { $0.path == change.path }) else {
            changes.append(change)
            return
        }
        changes[index].new = change.new
        changes[index].accounted = change.accounted
    }

    /// The module's files as they will be once the changes are written.
    func applied(to files: [(path: String, bytes: [UInt8])]) -> [(path: String, bytes: [UInt8])] {
        var result = files.compactMap { file -> (path: String, bytes: [UInt8])? in
            guard let change = changes.first(where: { $0.path == file.path }) else { return file }
            return change.new.map { (file.path, $0) }
        }
        let known = Set(files.map(\.path))
        for change in changes where !known.contains(change.path) && change.path.hasSuffix(".swift") {
            if let new = change.new { result.append((change.path, new)) }
        }
        return result.sorted { $0.path < $1.path }
    }

    /// Whether the run changes nothing at all.
    var isEmpty: Bool {
        changes.isEmpty && existingManifest == Array(manifestText.utf8)
    }
}
