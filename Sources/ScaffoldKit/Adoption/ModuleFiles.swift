/// The Swift files of a module folder, read for `scaffold adopt` and peel-offs.
enum ModuleFiles {
    /// The Swift files under `folder` (relative to `root`), recursively, skipping hidden folders; paths relative to
    /// `root`, sorted. Links are followed only inside `root`, each real folder once (`FolderWalk`).
    static func swiftFiles(under folder: String, root: String, in fileSystem: some FileSystem) throws
        -> [(path: String, bytes: [UInt8])]
    {
        var found: [(path: String, bytes: [UInt8])] = []
        let walk = FolderWalk(fileSystem: fileSystem, boundary: root, linksOut: .skip)
        for file in try walk.files(under: PathUtilities.join(root, folder)) where file.hasSuffix(".swift") {
            let path = folder == "." ? file : folder + "/" + file
            if let bytes = try fileSystem.contents(of: PathUtilities.join(root, path)) { found.append((path, bytes)) }
        }
        return found.sorted { $0.path < $1.path }
    }
}
