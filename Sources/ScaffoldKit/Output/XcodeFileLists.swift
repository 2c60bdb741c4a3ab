/// The two file lists an Xcode Run Script phase declares when it runs `scaffold generate` with
/// `ENABLE_USER_SCRIPT_SANDBOXING = YES`: the sandbox lets the script read only its inputs and write only its
/// outputs, and Xcode runs the phase again only when an input changed or an output is missing.
public struct XcodeFileLists: Equatable, Sendable {
    /// Everything a run reads (the manifest, a protocol file of the user's, template overrides, the leaf files
    /// the audit reads), relative to the manifest's folder, sorted.
    public var inputs: [String]
    /// Everything a run writes: every generated file, and the user's files it would create because they do not
    /// exist yet, relative to the manifest's folder, sorted.
    public var outputs: [String]

    /// - Parameters:
    ///   - reads: absolute paths of the files the run read (`ReadLoggingFileSystem.readPaths`).
    ///   - files: what the run renders (paths relative to `directory`).
    ///   - directory: the manifest's folder.
    public init(reads: [String], files: [GeneratedFile], directory: String) {
        outputs = files.map(\.path).sorted()
        let written = Set(outputs)
        inputs = reads.map { Self.relative($0, to: directory) }.filter { !written.contains($0) }.sorted()
    }

    /// One path a line, each below `$(SRCROOT)`: the lists assume `scaffold.yml` sits in the folder of the
    /// `.xcodeproj` (where `scaffold init` puts it), which is what `SRCROOT` names.
    public static func text(_ paths: [String]) -> String {
        paths.map { "$(SRCROOT)/\($0)\n" }.joined()
    }

    /// `path` relative to `directory`, climbing out with `..` when it lies elsewhere.
    static func relative(_ path: String, to directory: String) -> String {
        if let inside = PathUtilities.relative(path, to: directory) { return inside }
        let parent = PathUtilities.parent(of: directory)
        guard parent != directory else { return path }
        return "../" + relative(path, to: parent)
    }
}
