#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Where run records live: one file per manifest in a cache folder outside the project (never in it, so a
/// record is not something to commit or ignore, and writing one touches nothing a build watches).
///
/// The folder is `$SCAFFOLD_CACHE_DIR`, else `$XDG_CACHE_HOME/scaffold`, else `~/.cache/scaffold`
/// (`~/Library/Caches/scaffold` on macOS). A record that cannot be read or written is simply not used: the
/// run is done in full, as with `--no-cache`.
public struct RunRecordStore: Sendable {
    public let folder: String
    let fileSystem: any FileSystem
    /// The running build (`ExecutableIdentity`); records of another build are ignored.
    let executable: String

    public init(folder: String, fileSystem: any FileSystem, executable: String) {
        self.folder = folder
        self.fileSystem = fileSystem
        self.executable = executable
    }

    /// The store for this process, from the environment; nil when there is nowhere to keep records.
    public static func standard(fileSystem: any FileSystem) -> RunRecordStore? {
        guard let folder = standardFolder(), let executable = ExecutableIdentity.current else { return nil }
        return RunRecordStore(folder: folder, fileSystem: fileSystem, executable: executable)
    }

    static func standardFolder() -> String? {
        if let folder = environment("SCAFFOLD_CACHE_DIR") { return folder }
        if let folder = environment("XDG_CACHE_HOME") { return PathUtilities.join(folder, "scaffold") }
        guard let home = environment("HOME") else { return nil }
        #if canImport(Darwin)
        return PathUtilities.join(home, "Library/Caches/scaffold")
        #else
        return PathUtilities.join(home, ".cache/scaffold")
        #endif
    }

    private static func environment(_ name: String) -> String? {
        guard let value = getenv(name) else { return nil }
        let text = String(cString: value)
        return text.isEmpty ? nil : text
    }

    /// The record file of the manifest at the absolute path `manifestPath`.
    func path(for manifestPath: String) -> String {
        PathUtilities.join(folder, String(ContentHash.of(manifestPath), radix: 16) + ".record")
    }

    /// The record of the last clean run on `manifestPath` by this build with `options`, if any.
    func load(for manifestPath: String, options: String) -> RunRecord? {
        guard let bytes = try? fileSystem.contents(of: path(for: manifestPath)),
              let record = RunRecord(bytes: bytes),
              record.executable == executable, record.options == options else { return nil }
        return record
    }

    /// Saves `record`, silently giving up when the folder cannot be written (records only save time).
    func save(_ record: RunRecord, for manifestPath: String) {
        guard let text = record.text else { return }
        let path = path(for: manifestPath)
        if let existing = try? fileSystem.contents(of: path), existing.elementsEqual(text.utf8) { return }
        try? fileSystem.write(Array(text.utf8), to: path)
    }
}
