import Foundation

/// Reviewed copies of generated files under `Tests/Golden/…`, one `PATH.golden` per file.
enum GoldenFolder {
    /// Whether this run re-records the golden files (`SCAFFOLD_RECORD_GOLDEN=1`).
    static var isRecording: Bool { ProcessInfo.processInfo.environment["SCAFFOLD_RECORD_GOLDEN"] == "1" }

    /// Replaces `folder`'s contents with `files`.
    static func record(_ files: [String: String], in folder: URL) throws {
        try? FileManager.default.removeItem(at: folder)
        for (path, text) in files {
            let url = folder.appendingPathComponent(path + ".golden")
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try text.write(to: url, atomically: true, encoding: .utf8)
        }
    }

    /// The recorded files, by path relative to `folder` without `.golden`.
    static func read(_ folder: URL) throws -> [String: String] {
        var files: [String: String] = [:]
        let enumerator = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil)
        while let url = enumerator?.nextObject() as? URL {
            guard url.pathExtension == "golden" else { continue }
            let relative = String(url.path.dropFirst(folder.path.count + 1).dropLast(".golden".count))
            files[relative] = try String(contentsOf: url, encoding: .utf8)
        }
        return files
    }
}
