import Foundation

/// Small file helpers for the benchmark (which may use Foundation; ScaffoldKit may not).
public enum TextFile {
    public static func read(_ path: String) throws -> String {
        try String(contentsOfFile: path, encoding: .utf8)
    }

    /// Writes `text` to `path`, creating the folders above it.
    public static func write(_ text: String, to path: String) throws {
        let url = URL(fileURLWithPath: path)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try text.write(to: url, atomically: false, encoding: .utf8)
    }

    /// The system's temporary folder.
    public static var temporaryRoot: String { NSTemporaryDirectory() }

    /// A folder of a file system in memory that anyone may write in (`/dev/shm` on Linux), if the machine has one.
    public static var memoryFolder: String? {
        var isFolder: ObjCBool = false
        let memory = "/dev/shm"
        guard FileManager.default.fileExists(atPath: memory, isDirectory: &isFolder), isFolder.boolValue,
              FileManager.default.isWritableFile(atPath: memory) else { return nil }
        return memory
    }

    /// A new empty folder below `root`, by default the system's temporary folder.
    public static func temporaryFolder(_ prefix: String, in root: String = temporaryRoot) throws -> String {
        var template = Array((root + "/\(prefix).XXXXXX").utf8CString)
        guard let made = template.withUnsafeMutableBufferPointer({ mkdtemp($0.baseAddress!) }) else {
            throw ChildProcessError(description: "cannot create a temporary folder")
        }
        return URL(fileURLWithPath: String(cString: made)).standardizedFileURL.path
    }

    public static func remove(_ path: String) {
        try? FileManager.default.removeItem(atPath: path)
    }
}

extension TextFile {
    public static func isExecutable(_ path: String) -> Bool {
        FileManager.default.isExecutableFile(atPath: path)
    }

    /// The first `name` on PATH, or nil.
    public static func which(_ name: String) -> String? {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
        return path.split(separator: ":").map { "\($0)/\(name)" }.first(where: isExecutable)
    }

    /// The running program's absolute path.
    public static var currentExecutable: String {
        (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe")) ?? CommandLine.arguments[0]
    }
}
