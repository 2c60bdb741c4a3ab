/// The Swift files of a module folder, read for `scaffold adopt` and peel-offs.
enum ModuleFiles {
    /// The Swift files under `folder` (relative to `root`), recursively, skipping hidden and build folders; paths
    /// relative to `root`, sorted.
    static func swiftFiles(under folder: String, root: String, in fileSystem: some FileSystem) throws
        -> [(path: String, bytes: [UInt8])]
    {
        var found: [(path: String, bytes: [UInt8])] = []
        var pending = [folder]
        while let current = pending.popLast() {
            for name in try fileSystem.entries(of: PathUtilities.join(root, current)) where !name.hasPrefix(".") {
                let path = current == "." ? name : current + "/" + name
                let absolute = PathUtilities.join(root, path)
                if fileSystem.isDirectory(absolute) {
                    pending.append(path)
                } else if name.hasSuffix(".swift"), let bytes = try fileSystem.contents(of: absolute) {
                    found.append((path, bytes))
                }
            }
        }
        return found.sorted { $0.path < $1.path }
    }
}
