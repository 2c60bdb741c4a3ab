import Foundation

/// Some copies of an SDK have their symbolic links flattened into text files holding the link's relative path
/// (`usr/include/pthread.h` containing `pthread/pthread.h`), which breaks building Darwin. Such an SDK is used
/// through a repaired copy in the cache folder, with the links restored; the SDK's own folder is never written.
enum SDKLinkRepair {
    /// A flattened link: `file`, whose whole content is `destination`, a relative path to an existing file.
    struct FlattenedLink: Equatable {
        var file: String
        var destination: String
    }

    /// `sdk` itself when it has no flattened link, else its repaired copy (made once, reused by later runs).
    static func usable(_ sdk: URL, cache: URL) throws -> URL {
        let links = flattenedLinks(in: sdk)
        guard !links.isEmpty else { return sdk }
        let manager = FileManager.default
        let folder = cache.appendingPathComponent("repaired" + sdk.path.replacingOccurrences(of: "/", with: "_"))
        let copy = folder.appendingPathComponent(sdk.lastPathComponent)
        let done = folder.appendingPathComponent("repaired.txt")
        let record = links.map { "\($0.file) -> \($0.destination)\n" }.joined()
        if (try? String(contentsOf: done, encoding: .utf8)) == record { return copy }

        // Made beside the final place and renamed into it, so a run that stops half-way leaves nothing used.
        let partial = cache.appendingPathComponent("partial-\(UUID().uuidString)")
        try manager.createDirectory(at: partial, withIntermediateDirectories: true)
        let partialCopy = partial.appendingPathComponent(sdk.lastPathComponent)
        try manager.copyItem(at: sdk, to: partialCopy)
        for link in links {
            let file = partialCopy.appendingPathComponent(link.file)
            // The SDK's folders are read-only, and so are their copies.
            try manager.setAttributes([.posixPermissions: 0o755], ofItemAtPath: file.deletingLastPathComponent().path)
            try manager.removeItem(at: file)
            try manager.createSymbolicLink(atPath: file.path, withDestinationPath: link.destination)
        }
        try record.write(to: partial.appendingPathComponent("repaired.txt"), atomically: true, encoding: .utf8)
        try? makeRemovable(folder)
        try? manager.removeItem(at: folder)
        do {
            try manager.moveItem(at: partial, to: folder)
        } catch {
            // Another test run may have put its own repaired copy there first.
            try? makeRemovable(partial)
            try? manager.removeItem(at: partial)
            guard (try? String(contentsOf: done, encoding: .utf8)) == record else { throw error }
        }
        return copy
    }

    /// Every small file below `sdk` whose content is only a relative path to another existing file beside it.
    static func flattenedLinks(in sdk: URL) -> [FlattenedLink] {
        let manager = FileManager.default
        let keys: [URLResourceKey] = [.isRegularFileKey, .fileSizeKey, .isSymbolicLinkKey]
        guard let files = manager.enumerator(at: sdk, includingPropertiesForKeys: keys) else { return [] }
        var links: [FlattenedLink] = []
        let prefix = sdk.standardizedFileURL.path + "/"
        while let file = files.nextObject() as? URL {
            guard let values = try? file.resourceValues(forKeys: Set(keys)), values.isRegularFile == true,
                  values.isSymbolicLink != true, (values.fileSize ?? .max) < 256,
                  let text = try? String(contentsOf: file, encoding: .utf8) else { continue }
            let destination = text.trimmingCharacters(in: .whitespacesAndNewlines)
            guard !destination.isEmpty, !destination.hasPrefix("/"),
                  !destination.contains(where: { $0.isWhitespace || $0 == "#" || $0 == "*" }) else { continue }
            let target = file.deletingLastPathComponent().appendingPathComponent(destination).standardizedFileURL
            var isFolder: ObjCBool = false
            guard target != file.standardizedFileURL,
                  manager.fileExists(atPath: target.path, isDirectory: &isFolder), !isFolder.boolValue else { continue }
            let path = file.standardizedFileURL.path
            links.append(FlattenedLink(file: path.hasPrefix(prefix) ? String(path.dropFirst(prefix.count)) : path,
                                       destination: destination))
        }
        return links.sorted { $0.file < $1.file }
    }

    /// Makes every folder below `folder` writable, so that an earlier, outdated copy can be removed.
    private static func makeRemovable(_ folder: URL) throws {
        let manager = FileManager.default
        guard manager.fileExists(atPath: folder.path) else { return }
        for path in [""] + (manager.subpaths(atPath: folder.path) ?? []) {
            let url = folder.appendingPathComponent(path)
            var isFolder: ObjCBool = false
            if manager.fileExists(atPath: url.path, isDirectory: &isFolder), isFolder.boolValue {
                try manager.setAttributes([.posixPermissions: 0o755], ofItemAtPath: url.path)
            }
        }
    }
}
