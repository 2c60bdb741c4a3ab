#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Something that serialises `scaffold` runs over one project.
public protocol ProjectLocking: Sendable {
    /// Runs `body` while holding the lock, waiting for another holder to finish first.
    func withExclusiveLock<T>(_ body: () throws -> T) throws -> T
}

/// What a run does when another run holds the project's lock.
public enum LockWaiting: Sendable {
    /// Waits; when the wait lasts more than a moment, `notice` is called once with a message saying so.
    case wait(notice: @Sendable (String) -> Void)
    /// Fails at once with an error saying another run holds it (`--no-wait`).
    case fail

    /// Waits without a word.
    public static let quietly = LockWaiting.wait(notice: { _ in })
}

/// No locking: for in-memory tests.
public struct NoProjectLock: ProjectLocking {
    public init() {}
    public func withExclusiveLock<T>(_ body: () throws -> T) throws -> T { try body() }
}

/// An exclusive `flock` on the project folder itself (the manifest's folder), held for the whole run.
///
/// Why the folder and not the manifest or a lock file: `add` rewrites the manifest atomically (a new file
/// renamed over the old), so a lock on the manifest's inode would guard a file that is no longer the manifest
/// and a second run would lock the new one; a lock file would litter the user's project and need ignoring
/// in git. The folder's inode is stable, always exists, needs no write permission and nothing is created.
/// Where a file system cannot `flock` a folder (some network file systems), a lock file in the temporary
/// folder, named after the project's path, is used instead.
///
/// A run takes it once (`ProjectTransaction`), through the folder's resolved path: two spellings of one folder (a
/// link) are one lock. It is not re-entrant: taken again while held, even by the same process, it waits.
public struct ProjectLock: ProjectLocking {
    /// The absolute project folder.
    public let folder: String
    public let waiting: LockWaiting

    public init(folder: String, waiting: LockWaiting = .quietly) {
        self.folder = folder
        self.waiting = waiting
    }

    public func withExclusiveLock<T>(_ body: () throws -> T) throws -> T {
        let resolved = (try? POSIXFileSystem().resolvedPath(folder)) ?? folder
        let descriptor = try Self.lockDescriptor(for: resolved, shown: folder, waiting: waiting)
        defer {
            flock(descriptor, LOCK_UN)
            close(descriptor)
        }
        return try body()
    }

    private static func lockDescriptor(for folder: String, shown: String, waiting: LockWaiting) throws -> Int32 {
        try POSIXError.checkPath(folder)
        let descriptor = open(folder, O_RDONLY | O_CLOEXEC | O_NONBLOCK)
        guard descriptor >= 0 else { throw POSIXError.diagnostic("lock", shown) }
        var locker = FolderLocker(shown: shown, waiting: waiting)
        if try locker.lock(descriptor, folder) { return descriptor }
        close(descriptor)
        let fallback = fallbackPath(for: folder)
        let fileDescriptor = open(fallback, O_RDWR | O_CREAT | O_CLOEXEC | O_NOFOLLOW, 0o666)
        guard fileDescriptor >= 0 else { throw POSIXError.diagnostic("lock", fallback) }
        if try locker.lock(fileDescriptor, fallback) { return fileDescriptor }
        close(fileDescriptor)
        throw Diagnostic.error("cannot lock '\(shown)': file locking is not supported here", at: nil)
    }

    /// `$TMPDIR/scaffold-<hash of folder>.lock`.
    private static func fallbackPath(for folder: String) -> String {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in folder.utf8 {
            hash = (hash ^ UInt64(byte)) &* 0x0000_0100_0000_01b3
        }
        let temporary = getenv("TMPDIR").map { String(cString: $0) } ?? "/tmp"
        return PathUtilities.join(temporary, "scaffold-\(String(hash, radix: 16)).lock")
    }
}
