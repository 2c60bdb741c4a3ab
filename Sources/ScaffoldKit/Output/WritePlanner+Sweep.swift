#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// What a plan removes besides the files it writes: stale generated files in the swept folders, and temporaries a
/// killed run left in the folders the plan writes.
extension WritePlanner {
    /// Marked files below `folder` (recursively) that are not in `keeping`, and left-over temporaries there. Only
    /// real folders are entered: a symbolic link is never followed (a linked folder may lead anywhere, or back here).
    /// - Parameter listed: gets every folder listed (relative), so that none is listed twice.
    func staleFiles(in folder: String, root: String, keeping: Set<String>, listed: inout Set<String>) throws
        -> [PlannedChange]
    {
        var stale: [PlannedChange] = []
        var pending = [(folder, 0)]
        while let (current, depth) = pending.popLast() {
            let absoluteFolder = PathUtilities.join(root, current)
            guard listed.insert(current).inserted, fileSystem.isDirectory(absoluteFolder) else { continue }
            // Listed unordered (the plan sorts its changes); subfolders are visited in name order all the same.
            var subfolders: [String] = []
            for name in try fileSystem.unorderedEntries(of: absoluteFolder) {
                let path = PathUtilities.join(current, name)
                let absolute = PathUtilities.join(absoluteFolder, name)
                guard let status = fileSystem.status(of: absolute) else { continue }
                if status.kind == .folder {
                    if depth < 32 { subfolders.append(path) }
                    continue
                }
                guard status.kind == .file, !keeping.contains(path) else { continue }
                if TemporaryFiles.isLeftOver(name) {
                    stale.append(PlannedChange(action: .delete, path: path, ownership: .generated, oldContents: []))
                    continue
                }
                guard !name.hasPrefix(".") else { continue }
                // A file that cannot be read (no permission) is not ours to delete.
                guard isMarked(absolute), let bytes = try? fileSystem.contents(of: absolute),
                      GeneratedMarker.isPresent(in: bytes) else {
                    continue
                }
                stale.append(PlannedChange(action: .delete, path: path, ownership: .generated, oldContents: bytes))
            }
            pending += subfolders.sorted().map { ($0, depth + 1) }
        }
        return stale
    }

    /// Temporaries that killed runs left in `folders` (relative to `root`), as deletions; a folder that cannot be
    /// listed has none that could be removed.
    func leftOverTemporaries(in folders: [String], root: String) -> [PlannedChange] {
        var found: [PlannedChange] = []
        for folder in folders {
            for name in (try? fileSystem.unorderedEntries(of: PathUtilities.join(root, folder))) ?? []
            where TemporaryFiles.isLeftOver(name) {
                let path = PathUtilities.join(folder == "." ? "" : folder, name)
                guard fileSystem.status(of: PathUtilities.join(root, path))?.kind == .file else { continue }
                found.append(PlannedChange(action: .delete, path: path, ownership: .generated, oldContents: []))
            }
        }
        return found
    }

    /// Whether the file's header may carry the marker, from its first bytes only when they hold the whole
    /// header (the user's files beside generated ones are not read in full on every run).
    private func isMarked(_ absolute: String) -> Bool {
        let limit = 4096
        guard let head = try? fileSystem.prefix(of: absolute, count: limit) else { return false }
        if head.count < limit || hasHeaderLines(head) {
            return GeneratedMarker.isPresent(in: head)
        }
        return true  // a header longer than the prefix: decided on the whole file
    }

    /// Whether `head` holds the header's lines whole (counting line feeds only until there are enough).
    private func hasHeaderLines(_ head: [UInt8]) -> Bool {
        var lineFeeds = 0
        var start = 0
        while lineFeeds < GeneratedMarker.headerLineLimit,
              let next = head[start...].firstIndex(of: UInt8(ascii: "\n")) {
            lineFeeds += 1
            start = next + 1
        }
        return lineFeeds >= GeneratedMarker.headerLineLimit
    }
}
