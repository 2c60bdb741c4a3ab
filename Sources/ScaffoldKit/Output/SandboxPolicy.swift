/// Where a run may touch the disk, handed to the writer (and to `DeclaredFilesFileSystem`).
///
/// Unconfined (a terminal, CI): files are replaced through temporaries, the project is locked, generated folders
/// are listed for stale files. Sandboxed (an Xcode Run Script phase with `ENABLE_USER_SCRIPT_SANDBOXING = YES`, or
/// `--sandboxed`): the script may read only its declared inputs and outputs and write only its outputs, so a
/// changed generated file is rewritten in place, nothing is locked, listed, deleted or created besides generated
/// files, and user files (leaves, test stubs) are never created.
public struct SandboxPolicy: Sendable, Equatable {
    public var isSandboxed: Bool
    /// Absolute, normalised paths the phase declares as inputs; nil when the run was not told (no file list).
    public var declaredInputs: Set<String>?
    /// Absolute, normalised paths the phase declares as outputs; nil when the run was not told.
    public var declaredOutputs: Set<String>?

    public static let unconfined = SandboxPolicy(isSandboxed: false)

    public init(isSandboxed: Bool, declaredInputs: Set<String>? = nil, declaredOutputs: Set<String>? = nil) {
        self.isSandboxed = isSandboxed
        self.declaredInputs = declaredInputs
        self.declaredOutputs = declaredOutputs
    }

    /// Whether `path` (absolute, normalised) may be read: always when unconfined or when the inputs are unknown.
    public func mayRead(_ path: String) -> Bool {
        guard isSandboxed, let inputs = declaredInputs else { return true }
        return inputs.contains(path) || declaredOutputs?.contains(path) == true
    }

    /// Whether `path` (absolute, normalised) may be written: always when unconfined or when the outputs are unknown.
    public func mayWrite(_ path: String) -> Bool {
        guard isSandboxed, let outputs = declaredOutputs else { return true }
        return outputs.contains(path)
    }

    /// What to tell the user when the declared lists are out of date.
    static let rerunFileLists = "run 'scaffold xcfilelists --inputs scaffold-inputs.xcfilelist "
        + "--outputs scaffold-outputs.xcfilelist' outside the build and build again"
}
