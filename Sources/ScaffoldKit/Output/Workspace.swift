/// The disk one command works on, with every choice about it made once, here: the file system the stages read
/// (confined to the declared files when sandboxed, noting what it reads for `xcfilelists`), the sandbox policy,
/// and how the writer puts files on disk (`WriteStrategy`). Stages take a workspace and never ask a file system
/// what it is.
public struct Workspace {
    /// What the stages read and the writer writes through.
    public private(set) var fileSystem: any FileSystem
    /// The disk under the confinement and the read log: where a command's own files go (`xcfilelists`' lists).
    public let disk: any FileSystem
    public let policy: SandboxPolicy
    public let writeStrategy: WriteStrategy
    private let confined: DeclaredFilesFileSystem?
    private let readLog: ReadLoggingFileSystem?

    /// - Parameter logsReads: every file read is noted (`readPaths`) and nothing may be written through
    ///   `fileSystem`: a run that learns its inputs (`xcfilelists`).
    public init(fileSystem disk: any FileSystem, policy: SandboxPolicy = .unconfined, logsReads: Bool = false) {
        self.disk = disk
        self.policy = policy
        confined = policy.isSandboxed ? DeclaredFilesFileSystem(base: disk, policy: policy) : nil
        let reading: any FileSystem = confined ?? disk
        readLog = logsReads ? ReadLoggingFileSystem(base: reading) : nil
        fileSystem = readLog ?? reading
        writeStrategy = WriteStrategy(disk: disk, policy: policy)
    }

    /// The reads the sandbox refused so far, one per path: a stage that reads leniently (the leaf audit) must not
    /// hide one.
    public var refusedReads: [Diagnostic] { confined?.refusedReads ?? [] }

    /// The absolute paths of the files read so far, sorted (with `logsReads`; else empty).
    public var readPaths: [String] { readLog?.readPaths ?? [] }

    /// The same disk and policy, another file system in front (a project as it will be: `PlannedFiles`).
    func reading(through fileSystem: any FileSystem) -> Workspace {
        var workspace = self
        workspace.fileSystem = fileSystem
        return workspace
    }
}

/// How the writer puts files on disk, chosen once by `Workspace`.
public enum WriteStrategy {
    /// Every file to a temporary beside it, then renamed or linked into place (`StagingFileSystem`).
    case staged(any StagingFileSystem)
    /// Each file written whole by the file system (an in-memory one).
    case direct
    /// Sandboxed: files rewritten in place, nothing created beside them (`SandboxPolicy`).
    case inPlace
}

extension WriteStrategy {
    /// The one decision: in place when sandboxed, else staged where the disk can stage, else direct.
    public init(disk: any FileSystem, policy: SandboxPolicy) {
        if policy.isSandboxed {
            self = .inPlace
        } else if let staging = disk.staging {
            self = .staged(staging)
        } else {
            self = .direct
        }
    }
}
